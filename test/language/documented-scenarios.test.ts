import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import { analyzer, parseAndValidate } from './helpers.js';
import { describeFailure } from './engine/expectations.js';
import { notCheckedOf } from '../../language/validation/not-checked.js';

/**
 * The scenarios a reader meets first, read from where the reader finds them: the opening example
 * of docs/language.md, the README's, the fragments of docs/play.md, and every file under examples/. Each must be a valid
 * scenario whose `expect` blocks hold, so what the prose promises is what the tools answer.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const examplesDir = join(repoRoot, 'examples');

/** The code blocks of a Markdown text, fenced with ``` (any info string), in order. */
export function fencedBlocks(markdown: string): string[] {
    return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map(match => match[1]);
}

interface Checked {
    /** Errors and warnings, failed expectations included, as `line: message`. */
    readonly problems: readonly string[];
    readonly expectations: number;
    readonly failures: readonly string[];
    readonly decisions: readonly WordedDecision[];
    /** Monsters that act this round without an `expect` block. */
    readonly unexpected: readonly string[];
}

async function check(text: string): Promise<Checked> {
    const document = await parseAndValidate(text);
    const problems = (document.diagnostics ?? [])
        .filter(d => d.severity === 1 || d.severity === 2)
        .map(d => `${d.range.start.line + 1}: ${String(d.message)}`);
    const analysis = analyzer.analyze(document.parseResult.value);
    const expected = new Set(analysis.expectations.map(e => e.result.monster));
    return {
        problems,
        expectations: analysis.expectations.length,
        failures: analysis.expectations.filter(e => !e.result.passed).map(e => describeFailure(e.result)),
        decisions: analysis.worded,
        unexpected: analysis.decisions.map(d => d.monster).filter(name => !expected.has(name))
    };
}

function decisionOf(checked: Checked, monster: string): WordedDecision {
    const decision = checked.decisions.find(d => d.monster === monster);
    if (!decision) {
        throw new Error(`no decision for ${monster}`);
    }
    return decision;
}

describe('fencedBlocks', () => {
    it('returns each fenced block without its fences, whatever the info string', () => {
        expect(fencedBlocks('text\n```\na\nb\n```\nmore\n```lua\nc\n```\n')).toEqual(['a\nb\n', 'c\n']);
    });
});

describe('the opening example of docs/language.md', () => {
    const block = fencedBlocks(readFileSync(join(repoRoot, 'docs/language.md'), 'utf8'))[0] ?? '';

    it('is a scenario', () => {
        expect(block).toMatch(/^(\/\/.*\n)*scenario /);
    });

    it('has no error or warning, and its expectations hold', async () => {
        const checked = await check(block);
        expect(checked.problems).toEqual([]);
        expect(checked.expectations).toBeGreaterThan(0);
        expect(checked.failures).toEqual([]);
        expect(checked.unexpected).toEqual([]);
    });
});

describe('every scenario of docs/language.md', () => {
    const blocks = fencedBlocks(readFileSync(join(repoRoot, 'docs/language.md'), 'utf8')).filter(b => /^(\/\/.*\n)*scenario /.test(b));

    it('there are several, the whole-scenario example among them', () => {
        expect(blocks.length).toBeGreaterThan(1);
        expect(blocks.some(b => b.includes('monster-type'))).toBe(true);
    });

    it('each has no error or warning, and its expectations hold', async () => {
        for (const block of blocks) {
            const checked = await check(block);
            expect(checked.problems, block.split('\n')[1]).toEqual([]);
            expect(checked.failures, block.split('\n')[1]).toEqual([]);
        }
    });
});

describe('the constructs of whole scenarios in docs/language.md', () => {
    // The fragments of the section are parts of a scenario: each parses inside one.
    const section = readFileSync(join(repoRoot, 'docs/language.md'), 'utf8').split('## Whole scenarios')[1]?.split('\n## ')[0] ?? '';
    const fragments = fencedBlocks(section).filter(b => !b.includes('scenario "'));

    it('are there', () => {
        expect(fragments.length).toBeGreaterThanOrEqual(5);
    });

    it('each parses inside a scenario', async () => {
        for (const fragment of fragments) {
            const document = await parseAndValidate(`scenario "Fragment" {\n  map A1..H8\n${fragment}}`);
            const errors = [...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map(e => e.message);
            expect(errors, fragment).toEqual([]);
        }
    });
});

describe('the expectations of docs/language.md', () => {
    // Each block that starts with `expect` is a part of a scenario: it parses inside one.
    const section = readFileSync(join(repoRoot, 'docs/language.md'), 'utf8').split('## Expectations')[1]?.split('\n## ')[0] ?? '';
    const fragments = fencedBlocks(section).filter(b => b.startsWith('expect '));

    it('show an option with damage, a state after a turn and one after a round', () => {
        expect(fragments.some(f => / damage \d/.test(f))).toBe(true);
        expect(fragments.some(f => /^expect after [A-Z]/m.test(f))).toBe(true);
        expect(fragments.some(f => /^expect after round \d/m.test(f))).toBe(true);
    });

    it('each parses inside a scenario', async () => {
        for (const fragment of fragments) {
            const document = await parseAndValidate(`scenario "Fragment" {\n  map A1..H8\n${fragment}}`);
            const errors = [...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map(e => e.message);
            expect(errors, fragment).toEqual([]);
        }
    });
});

describe('the damage and state examples of docs/language.md', () => {
    // They follow the Barracks scenario and speak of it: added to it (in place of its own
    // `expect` of the same monster), each is judged and holds.
    const doc = readFileSync(join(repoRoot, 'docs/language.md'), 'utf8');
    const barracks = fencedBlocks(doc).find(b => b.includes('scenario "Barracks')) ?? '';
    const sectionOf = (title: string): string => doc.split(`### ${title}\n`)[1]?.split('\n### ')[0] ?? '';
    const fragments = [...fencedBlocks(sectionOf('Damage')), ...fencedBlocks(sectionOf('The state after a turn or a round'))].filter(b => b.startsWith('expect '));

    it('are a damage, a state after a turn and one after a round', () => {
        expect(fragments).toHaveLength(2);
        expect(fragments[0]).toMatch(/ damage \d/);
        expect(fragments[1]).toMatch(/^expect after [A-Z]/m);
        expect(fragments[1]).toMatch(/^expect after round \d/m);
    });

    it('each is checked on the Barracks and holds', async () => {
        for (const fragment of fragments) {
            const head = fragment.split('\n')[0];
            const own = new RegExp(`^  ${head.replace(/[{}]/g, '\\$&')}\\n[\\s\\S]*?^  \\}\\n`, 'm');
            const indented = fragment.replace(/^(?=.)/gm, '  ');
            const text = own.test(barracks) ? barracks.replace(own, indented) : barracks.replace(/\}\n$/, `${indented}}\n`);
            expect(text).not.toBe(barracks);
            const document = await parseAndValidate(text);
            const analysis = analyzer.analyze(document.parseResult.value);
            expect(notCheckedOf(analysis), fragment).toEqual([]);
            expect((await check(text)).problems, fragment).toEqual([]);
        }
    });
});

describe('the whole-scenario fragments of docs/play.md', () => {
    const section = readFileSync(join(repoRoot, 'docs/play.md'), 'utf8');
    const fragments = fencedBlocks(section).filter(b => /^(monster-type|expect) /.test(b));

    it('show a monster type and an expectation of state, each of which parses inside a scenario', async () => {
        expect(fragments.length).toBe(2);
        for (const fragment of fragments) {
            const document = await parseAndValidate(`scenario "Fragment" {\n  map A1..H8\n${fragment}}`);
            const errors = [...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map(e => e.message);
            expect(errors, fragment).toEqual([]);
        }
    });
});

describe("the README's example", () => {
    const block = fencedBlocks(readFileSync(join(repoRoot, 'README.md'), 'utf8')).find(b => b.startsWith('scenario ')) ?? '';

    it('has no error or warning, and its expectations hold', async () => {
        const checked = await check(block);
        expect(checked.problems).toEqual([]);
        expect(checked.expectations).toBeGreaterThan(0);
        expect(checked.failures).toEqual([]);
    });
});

describe('examples/', () => {
    const files = readdirSync(examplesDir).filter(f => f.endsWith('.ghs')).sort();
    const checkExample = (file: string): Promise<Checked> => check(readFileSync(join(examplesDir, file), 'utf8'));

    it('holds scenarios', () => {
        expect(files.length).toBeGreaterThan(0);
    });

    for (const file of files) {
        it(`${file}: no error or warning, an expectation for every monster that acts, and each holds`, async () => {
            const checked = await checkExample(file);
            expect(checked.problems).toEqual([]);
            expect(checked.decisions.length).toBeGreaterThan(0);
            expect(checked.unexpected).toEqual([]);
            expect(checked.failures).toEqual([]);
        });
    }

    // What the comments say beyond where a monster ends and whom it attacks: the way it takes.
    it('frosthaven-icy-cave.ghs: the guard steps to F2 and onto the ice at E3, slides to C4, two movement points', async () => {
        const option = decisionOf(await checkExample('frosthaven-icy-cave.ghs'), 'AlgoxGuard').options[0];
        expect(option.path).toEqual(['F2', 'E3', 'D3', 'C4']);
        expect(option.movementPoints).toBe(2);
    });

    it('frosthaven-icy-cave.ghs: on rock alone the guard would need four steps for the Blinkblade, three for the Drifter', async () => {
        const text = readFileSync(join(examplesDir, 'frosthaven-icy-cave.ghs'), 'utf8');
        const withoutIce = text.replace(/^ {2}icy .*$/m, '');
        expect(withoutIce).not.toBe(text);
        const decision = decisionOf(await check(withoutIce), 'AlgoxGuard');
        expect(decision.focus).toEqual(['Drifter']);
        expect(decision.enemies.map(e => [e.name, e.movement])).toEqual([['Blinkblade', 4], ['Drifter', 3]]);
    });

    it('frosthaven-icy-cave.ghs: walking, the harpy would go the long way round by F7, four steps', async () => {
        const text = readFileSync(join(examplesDir, 'frosthaven-icy-cave.ghs'), 'utf8');
        const walking = text.replace('move 2 flying', 'move 2');
        expect(walking).not.toBe(text);
        const decision = decisionOf(await check(walking), 'FrostHarpy');
        expect(decision.enemies.find(e => e.name === 'Drifter')?.movement).toBe(4);
        expect(decision.options[0].path).toEqual(['G8', 'F7']);
    });

    it('frosthaven-icy-cave.ghs: the harpy flies straight over the pool at H7', async () => {
        expect(decisionOf(await checkExample('frosthaven-icy-cave.ghs'), 'FrostHarpy').options[0].path).toEqual(['H7', 'H6']);
    });

    it('jotl-sewer-corridor.ghs: the demon walks round the sludge at G3', async () => {
        expect(decisionOf(await checkExample('jotl-sewer-corridor.ghs'), 'ChaosDemon').options[0].path).toEqual(['H3', 'G4', 'F3']);
    });

    it('jotl-sewer-corridor.ghs: the Hatchet is the focus on initiative', async () => {
        const decision = decisionOf(await checkExample('jotl-sewer-corridor.ghs'), 'ChaosDemon');
        expect(decision.focus).toEqual(['Hatchet']);
        expect(decision.focusCriterion).toBe('initiative');
    });

    it('gloomhaven-crypt-archer.ghs: without the pressure plate at H4, H4 would serve as well as I5', async () => {
        const text = readFileSync(join(examplesDir, 'gloomhaven-crypt-archer.ghs'), 'utf8');
        const withoutPlate = text.replace('trap      D3, F6, H4', 'trap      D3, F6');
        expect(withoutPlate).not.toBe(text);
        const decision = decisionOf(await check(withoutPlate), 'BanditArcher');
        expect(decision.options.map(o => o.destination).sort()).toEqual(['H4', 'I5']);
    });

    // "Monsters do not use a focus process for finding additional targets" (Gloomhaven second edition FAQ, 5.8);
    // the first edition does: "use the focus rules ... to determine which secondary target".
    it('gloomhaven2e-archer-volley.ghs: the players choose the second target; the first edition ranks it, the Spellweaver', async () => {
        const targetsOf = (decision: WordedDecision): string[][] => decision.options.map(o => o.targets.map(t => t.name));
        const text = readFileSync(join(examplesDir, 'gloomhaven2e-archer-volley.ghs'), 'utf8');
        expect(targetsOf(decisionOf(await check(text), 'BanditArcher'))).toEqual([['Brute', 'Tinkerer'], ['Brute', 'Spellweaver']]);
        const firstEdition = text.replace('rules gloomhaven2e', 'rules gloomhaven');
        expect(firstEdition).not.toBe(text);
        expect(targetsOf(decisionOf(await check(firstEdition), 'BanditArcher'))).toEqual([['Brute', 'Spellweaver']]);
    });

    it('gloomhaven-crypt-archer.ghs: the mystic ally is the focus on initiative, the Brute lost on movement', async () => {
        const decision = decisionOf(await checkExample('gloomhaven-crypt-archer.ghs'), 'BanditArcher');
        expect(decision.focus).toEqual(['MysticAlly']);
        expect(decision.focusCriterion).toBe('initiative');
        expect(decision.enemies.find(e => e.name === 'Brute')?.lostOn).toBe('movement');
    });
});
