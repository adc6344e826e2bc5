import {
    accessSync, closeSync, constants, fchmodSync, fchownSync, fsyncSync, lstatSync, openSync, readFileSync, readdirSync, readlinkSync, realpathSync, renameSync,
    type Stats, statSync, unlinkSync, writeSync
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fsReason } from './inputs.js';

/** What a write came to: nothing is written unless `written`. */
export type WriteOutcome =
    | { readonly written: true }
    /** `status`: 1 when the file changed under the command, 2 when it cannot be written at all. */
    | { readonly written: false; readonly status: 1 | 2; readonly reason: string };

export interface SafeWriteOptions {
    /**
     * The bytes the command read from the file it now replaces: when the file no longer holds
     * them, someone changed it meanwhile and the write is refused, unless `force`.
     */
    readonly expected?: Buffer;
    readonly force?: boolean;
    /** Names the command's work in the refusal: `… changed while it was played`. */
    readonly doing?: string;
}

/**
 * The file a path names, links followed: the link stays a link and its target is replaced. A
 * link whose target does not exist yet names that target.
 */
function targetOf(path: string): string {
    try {
        return realpathSync(path);
    } catch {
        let target = resolve(path);
        for (let hops = 0; hops < 40; hops++) {
            let stats: Stats;
            try {
                stats = lstatSync(target);
            } catch {
                return target;
            }
            if (!stats.isSymbolicLink()) {
                return target;
            }
            target = resolve(dirname(target), readlinkSync(target));
        }
        return target;
    }
}

function existing(path: string): Stats | undefined {
    try {
        return statSync(path);
    } catch {
        return undefined;
    }
}

function isReadOnly(stats: Stats, path: string): boolean {
    // Root may write anything; a file that nobody may write is read-only all the same: its owner made it so.
    if ((stats.mode & 0o222) === 0) {
        return true;
    }
    try {
        accessSync(path, constants.W_OK);
        return false;
    } catch {
        return true;
    }
}

/**
 * Replaces a file's whole content so that it is never seen half written: the text goes to a new
 * file in the same folder, is flushed to the disk, takes the old file's mode (and owner, when
 * allowed), and is renamed over the old file in one step. Killed at any moment, the command leaves
 * either the old file or the new one, and at worst a temporary file beside it. A file changed
 * since it was read, or one that is read-only, is left as it is.
 */
export function writeFileSafely(path: string, text: string, options: SafeWriteOptions = {}): WriteOutcome {
    const target = targetOf(path);
    const stats = existing(target);
    if (stats?.isDirectory()) {
        return { written: false, status: 2, reason: `cannot write '${path}': ${fsReason({ code: 'EISDIR' })}.` };
    }
    if (stats && isReadOnly(stats, target)) {
        return { written: false, status: 2, reason: `'${path}' is read-only: nothing written.` };
    }
    if (options.expected !== undefined && !options.force) {
        let now: Buffer | undefined;
        try {
            now = readFileSync(target);
        } catch {
            now = undefined;
        }
        if (now === undefined || !now.equals(options.expected)) {
            return { written: false, status: 1, reason: `'${path}' changed while it was ${options.doing ?? 'worked on'}: nothing written (--force writes it all the same).` };
        }
    }
    removeAbandoned(target);
    const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
    let descriptor: number | undefined;
    try {
        descriptor = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, stats ? stats.mode & 0o7777 : 0o666);
        const bytes = Buffer.from(text, 'utf8');
        for (let at = 0; at < bytes.length;) {
            at += writeSync(descriptor, bytes, at, bytes.length - at);
        }
        if (stats) {
            // The umask narrowed the mode given to open; the old file's mode is what the user set.
            fchmodSync(descriptor, stats.mode & 0o7777);
            keepOwner(descriptor, stats);
        }
        fsyncSync(descriptor);
        closeSync(descriptor);
        descriptor = undefined;
        renameSync(temporary, target);
        syncFolder(dirname(target));
        return { written: true };
    } catch (error) {
        if (descriptor !== undefined) {
            closeSync(descriptor);
        }
        try {
            unlinkSync(temporary);
        } catch {
            // Never created, or already renamed.
        }
        const code = (error as NodeJS.ErrnoException).code;
        const reason = code === 'EACCES' || code === 'EPERM'
            ? `cannot write '${path}': permission denied (the folder '${dirname(target)}' must be writable to replace the file safely).`
            : `cannot write '${path}': ${fsReason(error)}.`;
        return { written: false, status: 2, reason };
    }
}

/**
 * Temporary files of this target left by a command killed before its rename (their process is
 * gone): the next write clears them, so that they do not pile up beside the file.
 */
function removeAbandoned(target: string): void {
    const prefix = `.${basename(target)}.`;
    let names: string[];
    try {
        names = readdirSync(dirname(target));
    } catch {
        return;
    }
    for (const name of names) {
        const pid = name.startsWith(prefix) && name.endsWith('.tmp') ? Number(name.slice(prefix.length).split('.')[0]) : NaN;
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid)) {
            try {
                unlinkSync(join(dirname(target), name));
            } catch {
                // Gone already, or not ours to remove.
            }
        }
    }
}

function isRunning(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
}

/** Root replacing another user's file gives it back to that user; anyone else cannot, and need not. */
function keepOwner(descriptor: number, stats: Stats): void {
    if (process.getuid?.() === 0) {
        fchownSync(descriptor, stats.uid, stats.gid);
    }
}

/** The rename itself reaches the disk only once the folder is flushed; where a folder cannot be opened, the rename still holds. */
function syncFolder(folder: string): void {
    let descriptor: number | undefined;
    try {
        descriptor = openSync(folder, constants.O_RDONLY);
        fsyncSync(descriptor);
    } catch {
        // Some file systems refuse to flush a folder: the file itself is on the disk.
    } finally {
        if (descriptor !== undefined) {
            closeSync(descriptor);
        }
    }
}
