import { importLink } from '../../language/interchange/monster-mover-import.js';
import { SITE } from '../../language/interchange/monster-mover-link.js';

/**
 * A scenario in a link: its text, UTF-8, compressed with the browser's own raw DEFLATE and
 * written in base64url after `#ghs=`. The fragment never leaves the browser: the page's host sees
 * no scenario.
 */

/** Before the compressed text in the fragment. */
export const FRAGMENT_KEY = 'ghs=';
/** A link that would unpack to more than this is refused, not unpacked. */
export const MAX_SCENARIO_BYTES = 1 << 20;

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
    const writer = stream.writable.getWriter();
    void writer.write(bytes as Uint8Array<ArrayBuffer>).then(() => writer.close()).catch(() => undefined);
    const chunks: Uint8Array[] = [];
    let length = 0;
    const reader = stream.readable.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
        length += read.value.length;
        if (length > limit) {
            await reader.cancel();
            throw new RangeError('too large');
        }
        chunks.push(read.value);
    }
    const joined = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
        joined.set(chunk, at);
        at += chunk.length;
    }
    return joined;
}

function toBase64Url(bytes: Uint8Array): string {
    let binary = '';
    for (const byte of bytes) {
        binary += String.fromCharCode(byte);
    }
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) {
        return undefined;
    }
    try {
        return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), c => c.charCodeAt(0));
    } catch {
        return undefined;
    }
}

/** The fragment (with its `#`) that holds `text`. */
export async function scenarioFragment(text: string): Promise<string> {
    const packed = await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
    return `#${FRAGMENT_KEY}${toBase64Url(packed)}`;
}

export type Opened = { readonly text: string; readonly warnings: readonly string[] } | { readonly error: string };

/** The scenario a fragment holds; undefined when the fragment holds none (a plain page load). */
export async function scenarioOfFragment(fragment: string): Promise<Opened | undefined> {
    const body = fragment.replace(/^#/, '');
    if (!body.startsWith(FRAGMENT_KEY)) {
        return undefined;
    }
    const packed = fromBase64Url(body.slice(FRAGMENT_KEY.length));
    if (!packed) {
        return { error: 'This share link is damaged: its scenario is not base64url. Copy the whole link again.' };
    }
    try {
        const bytes = await through(packed, new DecompressionStream('deflate-raw'), MAX_SCENARIO_BYTES);
        return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), warnings: [] };
    } catch (error) {
        return error instanceof RangeError && error.message === 'too large'
            ? { error: `This share link holds more than ${MAX_SCENARIO_BYTES / 1024} KB of scenario: it is not opened.` }
            : { error: 'This share link is damaged: its scenario does not unpack. Copy the whole link again.' };
    }
}

/**
 * What a pasted link opens: a playground share link's scenario, or the board of a Monster Mover
 * share link as a new scenario (what it holds that `.ghs` cannot is in the warnings).
 */
export async function scenarioOfLink(link: string): Promise<Opened> {
    const trimmed = link.trim();
    const hash = trimmed.indexOf(`#${FRAGMENT_KEY}`);
    if (hash >= 0) {
        return (await scenarioOfFragment(trimmed.slice(hash)))!;
    }
    const { text, warnings, errors } = importLink(trimmed);
    return text !== undefined ? { text, warnings }
        : { error: `${errors.join(' ')} Paste a share link of this page (…#${FRAGMENT_KEY}…) or a Monster Mover share link (${SITE}…).` };
}
