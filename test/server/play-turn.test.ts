import type { LangiumDocument } from 'langium';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../server/lsp/play-turn.js';
import { PlayRoundCommand, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { analyzer, applyEdits, openedPerTest, services, shared } from './helpers.js';

/** A corridor with one hex to attack the Hero from: whoever takes it first leaves the other nothing. */
const CORRIDOR = [
    'scenario "Corridor" {',
    '  map A1..E1',
    '  character Hero at E1 initiative 10',
    '  monster   Guard1 at B1 { move 2 attack }',
    '  monster   Guard2 at A1 { move 3 attack }',
    '',
    '  expect Guard2 { to D1 attacks Hero }',
    '}'
].join('\n');

const open = openedPerTest();

function edited(document: LangiumDocument, result: PlayTurnResult): string {
    if ('error' in result) {
        throw new Error(`refused: ${result.error}`);
    }
    return applyEdits(document, result.edits);
}

function errorsOf(document: LangiumDocument): string[] {
    return (document.diagnostics ?? []).filter(d => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning).map(d => typeof d.message === 'string' ? d.message : d.message.value);
}

describe('playing a turn', () => {
    test('moves the monster and records the turn after the figures, indented like them', async () => {
        const document = await open(CORRIDOR);
        expect(edited(document, playTurnEdits(analyzer, document, 'Guard1', 0)).split('\n')).toEqual([
            'scenario "Corridor" {',
            '  map A1..E1',
            '  character Hero at E1 initiative 10',
            '  monster   Guard1 at D1 { move 2 attack }',
            '  monster   Guard2 at A1 { move 3 attack }',
            '  acted     Guard1 from B1 to D1 attacks Hero',
            '',
            '  expect Guard2 { to D1 attacks Hero }',
            '}'
        ]);
    });

    test('leaves a valid scenario in which the monster no longer acts and the next one sees it where it went', async () => {
        const before = await open(CORRIDOR);
        expect(analyzer.analyze(before.parseResult.value).worded.map(d => d.summary)).toEqual([
            'focus Hero · moves to D1 · attacks Hero', 'focus Hero · moves to D1 · attacks Hero'
        ]);
        const after = await open(edited(before, playTurnEdits(analyzer, before, 'Guard1', 0)));
        // Guard2's expectation was written for the board before Guard1 moved: it fails now, and nothing else is wrong.
        expect((after.diagnostics ?? []).filter(d => d.severity === DiagnosticSeverity.Error).map(d => d.code)).toEqual(['ghs.expect-failed']);
        expect(errorsOf(after)).toHaveLength(1);
        const decisions = analyzer.analyze(after.parseResult.value).worded;
        expect(decisions.map(d => d.monster)).toEqual(['Guard2']);
        expect(decisions[0].focus).toEqual([]);
        expect(decisions[0].options.map(o => o.destination)).toEqual(['A1']);
        // The record is written as the formatter writes it.
        const formatting = await services.lsp.Formatter!.formatDocument(after, { textDocument: { uri: after.uri.toString() }, options: { tabSize: 2, insertSpaces: true } });
        expect(applyEdits(after, formatting)).toContain('\n  acted     Guard1 from B1 to D1 attacks Hero\n');
    });

    test('writes a turn that stays and attacks nobody as such', async () => {
        const document = await open(CORRIDOR.replace('at E1 initiative 10', 'at E1 initiative 10 invisible').replace('  expect Guard2 { to D1 attacks Hero }\n', ''));
        const text = edited(document, playTurnEdits(analyzer, document, 'Guard1', 0));
        expect(text).toContain('  monster   Guard1 at B1 { move 2 attack }\n');
        expect(text).toContain('  acted     Guard1 from B1 to B1\n');
        const after = await open(text);
        expect(errorsOf(after)).toEqual([]);
    });

    test('keeps a comment at the end of the last figure\'s line on that line', async () => {
        const document = await open(CORRIDOR.replace('{ move 3 attack }', '{ move 3 attack } // the slow one'));
        expect(edited(document, playTurnEdits(analyzer, document, 'Guard1', 0)))
            .toContain('  monster   Guard2 at A1 { move 3 attack } // the slow one\n  acted     Guard1 from B1 to D1 attacks Hero\n');
    });

    test('never writes into a block comment or past the scenario\'s closing brace', async () => {
        const commented = await open(CORRIDOR.replace('{ move 3 attack }', '{ move 3 attack } /* runs\n  later */'));
        const text = edited(commented, playTurnEdits(analyzer, commented, 'Guard1', 0));
        expect(text).toContain('{ move 3 attack }\n  acted     Guard1 from B1 to D1 attacks Hero /* runs\n  later */');
        expect(errorsOf(await open(text))).toHaveLength(1); // the failed expectation only
        const oneLine = await open('scenario "x" { map A1..C3 character Hero at C2 initiative 10 monster Guard at A1 { move 2 attack } }');
        const played = edited(oneLine, playTurnEdits(analyzer, oneLine, 'Guard', 0));
        expect(played).toBe('scenario "x" { map A1..C3 character Hero at C2 initiative 10 monster Guard at B1 { move 2 attack }\nacted     Guard from A1 to B1 attacks Hero }');
        expect(errorsOf(await open(played))).toEqual([]);
    });
});

describe('refusing a turn', () => {
    test('names what is wrong', async () => {
        const document = await open(CORRIDOR.replace('  monster   Guard2', '  monster   Still at C1\n  monster   Guard2'));
        expect(playTurnEdits(analyzer, document, 'Nobody', 0)).toEqual({ error: 'there is no figure named Nobody.' });
        expect(playTurnEdits(analyzer, document, 'Hero', 0)).toEqual({ error: 'Hero is not a monster: only monsters\' turns are played.' });
        expect(playTurnEdits(analyzer, document, 'Still', 0)).toEqual({ error: 'Still has no ability this round: it takes no turn.' });
        expect(playTurnEdits(analyzer, document, 'Guard1', 1)).toEqual({ error: 'option 1 does not exist: Guard1\'s turn has 1 option (0).' });
        expect(playTurnEdits(analyzer, document, 'Guard1', -1)).toMatchObject({ error: expect.stringMatching(/^option -1 does not exist/) });
        expect(playTurnEdits(analyzer, document, 'Guard1', 0.5)).toMatchObject({ error: expect.stringMatching(/^option 0.5 does not exist/) });
    });

    test('refuses a monster that has already acted', async () => {
        const document = await open(CORRIDOR.replace('\n}', '\n  acted Guard1 from A1 to B1\n}'));
        expect(playTurnEdits(analyzer, document, 'Guard1', 0)).toEqual({ error: 'Guard1 has already acted this round (line 8).' });
    });

    test('refuses a scenario that does not parse or has no board', async () => {
        const broken = await open(CORRIDOR.replace('{ move 2 attack }', '{ move attack }'));
        expect(playTurnEdits(analyzer, broken, 'Guard1', 0)).toMatchObject({ error: expect.stringMatching(/^the board is incomplete: line 4 has a syntax error/) });
        const mapless = await open(CORRIDOR.replace('  map A1..E1\n', ''));
        expect(playTurnEdits(analyzer, mapless, 'Guard1', 0)).toEqual({
            error: 'the scenario has an error on line 1: This scenario has no \'map\': add one such as \'map A1..P7\' (top-left corner, then bottom-right). Mend it first.'
        });
    });
});

describe('the ghs.server.playTurn command', () => {
    const run = (args: unknown) => shared.lsp.ExecuteCommandHandler!.executeCommand(PlayTurnCommand, [args]) as Promise<PlayTurnResult>;

    test('is offered by the server', () => {
        expect(shared.lsp.ExecuteCommandHandler!.commands).toContain(PlayTurnCommand);
    });

    test('plays the turn on the version the client names, and refuses any other', async () => {
        const document = await open(CORRIDOR);
        const version = document.textDocument.version;
        const uri = document.uri.toString();
        const result = await run({ uri, version, monster: 'Guard1', option: 0 });
        expect(edited(document, result)).toContain('acted     Guard1 from B1 to D1 attacks Hero');
        expect(await run({ uri, version: version + 1, monster: 'Guard1', option: 0 }))
            .toEqual({ error: `the scenario changed: the server has version ${version}, the turn was asked for version ${version + 1}.` });
    });

    test('refuses a scenario with an error, the turn as the round, with the error and its line', async () => {
        const document = await open([
            'scenario "Reveal" {',
            '  map A1..E1',
            '  monster-type Guard { normal health 5 move 2 attack 3 }',
            '  deck Guard { card "Rush" initiative 20 { move +1 attack +1 } }',
            '  character Hero at E1 initiative 10 hp 5 of 5',
            '  monster Guard1 of Guard at A1 number 1',
            '  round 1 { reveal Guard seed 3 card 2 }',
            '}'
        ].join('\n'));
        const args = { uri: document.uri.toString(), version: document.textDocument.version };
        const error = 'the scenario has an error on line 7: The deck Guard has 1 card: \'card 2\' must be 1. Mend it first.';
        expect(await run({ ...args, monster: 'Guard1', option: 0 })).toEqual({ error });
        expect(await shared.lsp.ExecuteCommandHandler!.executeCommand(PlayRoundCommand, [args])).toEqual({ error });
    });

    test('plays first the turns of the characters that act before the monster, in the same edit', async () => {
        const document = await open([
            'scenario "Wound" {',
            '  map A1..E3',
            '  monster-type Guard { normal health 5 move 2 attack 2 }',
            '  deck Guard { card "Rush" initiative 20 { move +0 attack +0 } }',
            '  character Hero10 at D2 initiative 10 hp 9 of 10 conditions wound, muddle',
            '  character Hero90 at E3 initiative 90 hp 9 of 10 conditions wound',
            '  monster   Guard1 of Guard at A1 number 1',
            '  round 1 { reveal Guard "Rush" }',
            '  modifiers order +0, +1 drawn +0, +0, +0, +0, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2, null, +0, +1',
            '}'
        ].join('\n'));
        const result = await run({ uri: document.uri.toString(), version: document.textDocument.version, monster: 'Guard1', option: 0 });
        // Hero10's turn at 10: wound 9 → 8, its muddle ends; Guard1 at 20 hits it for 2; Hero90's turn at 90 is still to come.
        expect(edited(document, result).split('\n')).toEqual([
            'scenario "Wound" {',
            '  map A1..E3',
            '  monster-type Guard { normal health 5 move 2 attack 2 }',
            '  deck Guard { card "Rush" initiative 20 { move +0 attack +0 } }',
            '  character Hero10 at D2 initiative 10 hp 6 of 10 conditions wound',
            '  character Hero90 at E3 initiative 90 hp 9 of 10 conditions wound',
            '  monster   Guard1 of Guard at C2 number 1',
            '  acted     Guard1 from A1 to C2 attacks Hero10 damage 2',
            '  round 1 { reveal Guard "Rush" }',
            '  modifiers order +1 drawn +0, +0, +0, +0, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2, null, +0, +1, +0',
            '}'
        ]);
        expect('before' in result && result.before?.map(t => t.steps.map(s => s.words))).toEqual([
            ['Hero10 suffers 1 damage from wound: 9 \u2192 8 hp', "Hero10's muddle ends with its turn"]
        ]);
    });

    test('refuses malformed arguments and unknown documents', async () => {
        expect(await run({ uri: 'file:///x.ghs', monster: 'Guard1' })).toEqual({ error: 'expected one argument { uri, version, monster, option }.' });
        expect(await run({ uri: 'file:///nowhere.ghs', version: 1, monster: 'Guard1', option: 0 }))
            .toEqual({ error: 'the server does not know file:///nowhere.ghs: open it first.' });
    });
});
