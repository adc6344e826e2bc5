import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';

/** The operand that stands for standard input. */
export const STDIN = '-';
/** How standard input is named in messages and reports. */
export const STDIN_NAME = '<stdin>';

/** One scenario's text and how to name it to the user. */
export interface ScenarioSource {
    /** As the user would write it: relative to the working folder, or `<stdin>`. */
    readonly name: string;
    /** The absolute path; absent for standard input. */
    readonly path?: string;
    readonly text: string;
    /** The bytes read from the file, to tell whether it changed before it is written back. */
    readonly bytes?: Buffer;
}

/** The scenarios found, what stopped a path from being read, and what was passed over on the way. */
export interface CollectedSources {
    readonly sources: ScenarioSource[];
    /** Paths named or found that could not be read: each one a sentence naming the path. */
    readonly problems: string[];
    /** Entries skipped while walking folders (symbolic link loops): reported, not failures. */
    readonly skipped: string[];
}

/** Gives the text of standard input, read beforehand (see `readStandardInput`). */
export type StdinReader = () => string;

/**
 * All of standard input, read as a stream: a synchronous read of descriptor 0 fails with EAGAIN
 * when the parent left the pipe non-blocking.
 */
export async function readStandardInput(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
}

function shown(path: string): string {
    return relative(process.cwd(), path) || path;
}

/** An error of the file system in words, e.g. `permission denied`. */
export function fsReason(error: unknown): string {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    switch (code) {
        case 'ENOENT': return 'there is no such file or folder';
        case 'EACCES':
        case 'EPERM': return 'permission denied';
        case 'ELOOP': return 'it is a symbolic link loop';
        case 'ENOTDIR': return 'a part of the path is not a folder';
        case 'EISDIR': return 'it is a folder';
        case 'ENAMETOOLONG': return 'the path is too long';
        default: return error instanceof Error ? error.message : String(error);
    }
}

function isScenarioFile(path: string): boolean {
    return extname(path) === '.ghs';
}

/**
 * Every `.ghs` file named, or found under the folders named, in a stable order, each read once:
 * a file reached twice (named twice, or through a link) is checked once, and a folder that
 * leads back to one being searched is skipped with a note instead of being walked forever.
 */
export function collectSources(operands: readonly string[], stdin: StdinReader = () => ''): CollectedSources {
    const result: CollectedSources = { sources: [], problems: [], skipped: [] };
    const seenFiles = new Set<string>();
    const foldersOnTheWay: string[] = [];
    let stdinRead = false;

    const readFile = (path: string): void => {
        let real: string;
        try {
            real = realpathSync(path);
        } catch (error) {
            result.problems.push(`cannot read '${shown(path)}': ${fsReason(error)}.`);
            return;
        }
        if (seenFiles.has(real)) {
            return;
        }
        seenFiles.add(real);
        try {
            result.sources.push({ name: shown(path), path, text: readFileSync(path, 'utf8') });
        } catch (error) {
            result.problems.push(`cannot read '${shown(path)}': ${fsReason(error)}.`);
        }
    };

    const walk = (folder: string): void => {
        let real: string;
        let entries: string[];
        try {
            real = realpathSync(folder);
            entries = readdirSync(folder).sort();
        } catch (error) {
            result.problems.push(`cannot read the folder '${shown(folder)}': ${fsReason(error)}.`);
            return;
        }
        if (foldersOnTheWay.includes(real)) {
            result.skipped.push(`skipped '${shown(folder)}': it leads back to '${shown(real)}', a folder already being searched (a symbolic link loop).`);
            return;
        }
        foldersOnTheWay.push(real);
        for (const entry of entries) {
            if (entry.startsWith('.') || entry === 'node_modules') {
                continue;
            }
            const path = join(folder, entry);
            let stats;
            try {
                stats = statSync(path);
            } catch (error) {
                // A broken link named like a scenario hides one; any other broken entry is no scenario.
                if (isScenarioFile(path)) {
                    result.problems.push(`cannot read '${shown(path)}': ${fsReason(error)}.`);
                } else {
                    result.skipped.push(`skipped '${shown(path)}': ${fsReason(error)}.`);
                }
                continue;
            }
            if (stats.isDirectory()) {
                walk(path);
            } else if (isScenarioFile(path)) {
                readFile(path);
            }
        }
        foldersOnTheWay.pop();
    };

    for (const operand of operands) {
        if (operand === STDIN) {
            if (!stdinRead) {
                stdinRead = true;
                result.sources.push({ name: STDIN_NAME, text: stdin() });
            }
            continue;
        }
        const path = resolve(operand);
        let stats;
        try {
            stats = statSync(path);
        } catch (error) {
            result.problems.push(`cannot read '${operand}': ${fsReason(error)}.`);
            continue;
        }
        if (stats.isDirectory()) {
            walk(path);
        } else if (isScenarioFile(path)) {
            readFile(path);
        } else {
            result.problems.push(`'${operand}' is not a .ghs file or a folder.`);
        }
    }
    return result;
}

/**
 * The one scenario `ghs turn` and `ghs render` work on: a `.ghs` file or standard input.
 * A string is the problem, a sentence naming the path.
 */
export function readOneSource(operand: string, stdin: StdinReader = () => ''): ScenarioSource | string {
    if (operand === STDIN) {
        return { name: STDIN_NAME, text: stdin() };
    }
    const path = resolve(operand);
    let stats;
    try {
        stats = statSync(path);
    } catch (error) {
        return `cannot read '${operand}': ${fsReason(error)}.`;
    }
    if (stats.isDirectory()) {
        return `'${operand}' is a folder; name one .ghs file.`;
    }
    if (!isScenarioFile(path)) {
        return `'${operand}' is not a .ghs file.`;
    }
    try {
        const bytes = readFileSync(path);
        return { name: shown(path), path, text: bytes.toString('utf8'), bytes };
    } catch (error) {
        return `cannot read '${operand}': ${fsReason(error)}.`;
    }
}
