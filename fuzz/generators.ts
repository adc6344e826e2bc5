import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A deterministic sequence from a seed, so a failure can be replayed. */
export function random(seed: number): () => number {
    let state = seed >>> 0 || 1;
    return () => {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 0) / 2 ** 32;
    };
}

/** The scenarios mutated: the shared conformance corpus and the examples, as far as `repo` reaches them. */
export function seedTexts(repo: string): string[] {
    const folders = [resolve(repo, '../shared/conformance'), resolve(repo, 'examples')].filter(existsSync);
    const files: string[] = [];
    const visit = (folder: string): void => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
            const path = join(folder, entry.name);
            if (entry.isDirectory()) {
                visit(path);
            } else if (entry.name.endsWith('.ghs') && files.length < 400) {
                files.push(path);
            }
        }
    };
    folders.forEach(visit);
    const texts = files.map(f => readFileSync(f, 'utf8'));
    return texts.length > 0 ? texts : ['scenario "Seed" {\n  map A1..F6\n  character Hero at C3 initiative 10\n  monster Guard at E4 { move 2 attack 3 }\n}'];
}

export function rawBytes(next: () => number, length: number): string {
    const bytes = Buffer.alloc(length);
    for (let i = 0; i < length; i++) {
        bytes[i] = Math.floor(next() * 256);
    }
    return bytes.toString(next() < 0.5 ? 'utf8' : 'latin1');
}

/**
 * Characters that act instead of showing, and those XML cannot hold: an escape sequence, C0 and C1
 * controls, direction overrides and isolates, noncharacters and a lone surrogate.
 */
const HOSTILE_CHARACTERS = ['\u001b[31m', '\u0001', '\u0000', '\u007f', '\u0085', '\u009b', '\u202e', '\u2066', '\u2069', '\ufffe', '\uffff', '\ud800', '\u200b', '\u2028'];

export function mutate(next: () => number, text: string): string {
    let result = text;
    const edits = 1 + Math.floor(next() * 6);
    for (let e = 0; e < edits; e++) {
        const at = Math.floor(next() * (result.length + 1));
        const span = Math.floor(next() * 24);
        const choice = next();
        if (choice < 0.3) {
            result = result.slice(0, at) + result.slice(at + span);
        } else if (choice < 0.55) {
            result = result.slice(0, at) + result.slice(at, at + span).repeat(1 + Math.floor(next() * 4)) + result.slice(at);
        } else if (choice < 0.75) {
            result = result.slice(0, at) + rawBytes(next, span) + result.slice(at);
        } else if (choice < 0.85) {
            // Where the author's text is shown: inside a quoted text or a comment.
            const quote = result.indexOf('"', at);
            const where = quote >= 0 ? quote + 1 : at;
            result = result.slice(0, where) + HOSTILE_CHARACTERS[Math.floor(next() * HOSTILE_CHARACTERS.length)] + result.slice(where);
        } else {
            const other = Math.floor(next() * (result.length + 1));
            result = result.slice(0, Math.min(at, other)) + result.slice(Math.max(at, other)) + result.slice(Math.min(at, other), Math.max(at, other));
        }
    }
    return result;
}
