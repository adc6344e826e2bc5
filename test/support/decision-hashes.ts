import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { LangiumDocument } from 'langium';
import { loadScenarios } from '../../cli/load.js';
import { threatMapOfBoard } from '../../language/scenario/threat-map.js';
import { boardFromScenario } from '../../language/model/from-ast.js';
import type { Board } from '../../language/model/board.js';
import { analyzeBoard } from '../../language/engine/analyze.js';
import { EDITIONS } from '../../language/rules/editions.js';
import type { Scenario } from '../../language/generated/ast.js';
import { largeBoard } from '../../bench/synthetic.js';
import { type Corpus, corpusKey, repoRoot, scenarioFilesUnder } from '../corpora.js';
import { decisionFingerprint, fingerprintHash, threatMapFingerprint } from './decision-fingerprint.js';

/**
 * The decision hashes: a hash of every monster's decision on a file under each edition, one line
 * per file and edition, `<file> <edition> <monster>=<hash> …` (`-` for a board where no monster
 * acts), and of each character's threat map, `<file> threat <character>=<hash>`. Comparing two
 * listings shows whether a change to the engine changed any decision, its reasons included.
 */
export type HashLine = string;

function line(key: string, label: string, hashes: ReadonlyArray<readonly [string, string]>): HashLine {
    return `${key} ${label} ${hashes.length === 0 ? '-' : hashes.map(([name, hash]) => `${name}=${hash}`).join(' ')}`;
}

/** A line per edition for each document (none for a document without a usable board). */
export function decisionHashLines(documents: ReadonlyArray<{ key: string; document: LangiumDocument<Scenario> }>, editions = EDITIONS): HashLine[] {
    return editions.flatMap(edition => documents.flatMap(({ key, document }) => {
        const board = boardFromScenario(document.parseResult.value, edition);
        return board ? [boardLine(key, edition, board)] : [];
    }));
}

function boardLine(key: string, label: string, board: Board): HashLine {
    return line(key, label, analyzeBoard(board).map(d => [d.monster, fingerprintHash(decisionFingerprint(d))] as const));
}

/** A line for each document with characters: every character's threat map under the file's own edition. */
export function threatHashLines(documents: ReadonlyArray<{ key: string; document: LangiumDocument<Scenario> }>): HashLine[] {
    return documents.flatMap(({ key, document }) => {
        const board = boardFromScenario(document.parseResult.value);
        const characters = board?.figures.filter(f => f.kind === 'character') ?? [];
        return board && characters.length > 0
            ? [line(key, 'threat', characters.map(c => [c.name, fingerprintHash(threatMapFingerprint(threatMapOfBoard(board, c.name)))] as const))]
            : [];
    });
}

/** The synthetic rooms of the bench: a 20 × 20 threat map and a 40 × 40 board under each edition, a 100 × 100 board. */
export function syntheticHashLines(): HashLine[] {
    const lines: HashLine[] = [];
    for (const edition of EDITIONS) {
        const room = largeBoard(edition, 20, 6);
        lines.push(line(`synthetic-20-${edition}`, 'threat', [['Hero1', fingerprintHash(threatMapFingerprint(threatMapOfBoard(room, 'Hero1')))]]));
        lines.push(boardLine('large-40', edition, largeBoard(edition)));
    }
    lines.push(boardLine('huge-100', 'gloomhaven', largeBoard('gloomhaven', 100, 12, 100)));
    return lines;
}

/** The committed hashes, one file per group: the two corpora, the examples, the other fixtures and the synthetic rooms. */
export const HASHES_DIR = resolve(repoRoot, 'test/fixtures/decision-hashes');
export type HashGroup = 'conformance' | 'conformance-random' | 'examples' | 'fixtures' | 'synthetic';
export const HASH_GROUPS: readonly HashGroup[] = ['conformance', 'conformance-random', 'examples', 'fixtures', 'synthetic'];

export function committedHashesOf(group: HashGroup): string {
    return resolve(HASHES_DIR, `${group}.txt`);
}

export interface KeyedDocument {
    readonly key: string;
    readonly document: LangiumDocument<Scenario>;
}

/** Files parsed, linked and validated together, as `ghs check` reads them, each with its key. */
export async function loadKeyed(files: ReadonlyArray<{ key: string; path: string }>): Promise<KeyedDocument[]> {
    const { documents } = await loadScenarios(files.map(f => ({ name: f.key, path: f.path, text: readFileSync(f.path, 'utf8') })));
    return documents.map((document, i) => ({ key: files[i].key, document }));
}

/** The files of a corpus (shared, or its sample), keyed alike either way. */
export function corpusFiles(c: Corpus): Array<{ key: string; path: string }> {
    return c.files.map(path => ({ key: corpusKey(c, path), path }));
}

/** The examples, and the fixtures that are not a corpus sample, keyed by their path in the repository. */
export function repositoryFiles(group: 'examples' | 'fixtures'): Array<{ key: string; path: string }> {
    const folder = resolve(repoRoot, group === 'examples' ? 'examples' : 'test/fixtures');
    const samples = ['conformance', 'conformance-random'].map(name => resolve(folder, name) + '/');
    return scenarioFilesUnder(folder)
        .filter(path => group === 'examples' || !samples.some(sample => path.startsWith(sample)))
        .map(path => ({ key: relative(repoRoot, path).split('\\').join('/'), path }));
}

/** The lines of a group computed from its documents: decisions, and the threat maps of the examples. */
export function groupLines(group: HashGroup, documents: readonly KeyedDocument[]): HashLine[] {
    if (group === 'synthetic') {
        return syntheticHashLines();
    }
    return group === 'examples' ? [...decisionHashLines(documents), ...threatHashLines(documents)] : decisionHashLines(documents);
}

/** The lines of a committed listing, without its `#` comments. */
export function readHashLines(path: string): HashLine[] {
    return readFileSync(path, 'utf8').split('\n').filter(l => l !== '' && !l.startsWith('#'));
}

/** A line's file and label (edition or `threat`), and its hashes by name. */
function parseLine(hashLine: HashLine): { file: string; label: string; hashes: Map<string, string> } {
    const [file, label, ...rest] = hashLine.split(' ');
    const hashes = new Map(rest.filter(r => r !== '-').map(r => {
        const at = r.lastIndexOf('=');
        return [r.slice(0, at), r.slice(at + 1)] as const;
    }));
    return { file, label, hashes };
}

/**
 * What differs between the committed lines and the computed ones, in words that name the file, the
 * edition and each monster (or character) whose decision changed. `complete`: every committed
 * line must be computed again (the whole corpus was read); otherwise only the computed files are
 * compared, and each must have committed lines.
 */
export function hashDifferences(committed: readonly HashLine[], computed: readonly HashLine[], complete: boolean): string[] {
    const expected = new Map<string, ReturnType<typeof parseLine>>(committed.map(l => {
        const parsed = parseLine(l);
        return [`${parsed.file} ${parsed.label}`, parsed];
    }));
    const differences: string[] = [];
    const seen = new Set<string>();
    for (const l of computed) {
        const actual = parseLine(l);
        const id = `${actual.file} ${actual.label}`;
        seen.add(id);
        const before = expected.get(id);
        const under = actual.label === 'threat' ? 'threat maps' : `under ${actual.label}`;
        if (!before) {
            differences.push(`${actual.file} ${under}: not in the committed hashes`);
            continue;
        }
        for (const [name, hash] of actual.hashes) {
            const was = before.hashes.get(name);
            if (was === undefined) {
                differences.push(`${actual.file} ${under}: ${name} has a decision it had not`);
            } else if (was !== hash) {
                differences.push(`${actual.file} ${under}: ${name} decides differently (${was} → ${hash})`);
            }
        }
        for (const name of before.hashes.keys()) {
            if (!actual.hashes.has(name)) {
                differences.push(`${actual.file} ${under}: ${name} no longer has a decision`);
            }
        }
    }
    if (complete) {
        for (const [id, before] of expected) {
            if (!seen.has(id)) {
                differences.push(`${before.file} ${before.label === 'threat' ? 'threat maps' : `under ${before.label}`}: committed, but no longer computed`);
            }
        }
    }
    return differences;
}
