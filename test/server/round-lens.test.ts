import { describe, expect, test } from 'vitest';
import { openedPerTest, services } from './helpers.js';

const ROUND = [
    'scenario "Round" {',
    '  map A1..E3',
    '  monster-type Guard {',
    '    normal health 5 move 2 attack 2',
    '    elite  health 9 move 2 attack 3',
    '  }',
    '  deck Guard { card "Rush" initiative 60 { move +1 attack -1 } }',
    '  character Hero10 at E3 initiative 10 hp 8 of 10',
    '  monster   Guard1 of Guard at A1 number 1',
    '  round 1 {',
    '    reveal Guard "Rush"',
    '  }',
    '}'
].join('\n');

const open = openedPerTest();

async function lensesOf(text: string) {
    const document = await open(text);
    const uri = document.uri.toString();
    const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri } }) ?? [];
    return {
        uri,
        lenses: lenses.map(l => ({ start: l.range.start, end: l.range.end, command: l.command?.command, title: l.command?.title, arguments: l.command?.arguments }))
    };
}

describe('the code lens on a round', () => {
    test('offers to run the round on the `round` keyword, naming its document', async () => {
        const { uri, lenses } = await lensesOf(ROUND);
        expect(lenses.filter(l => l.command === 'ghs.runRound')).toEqual([
            { start: { line: 9, character: 2 }, end: { line: 9, character: 7 }, command: 'ghs.runRound', title: 'Run round', arguments: [uri] }
        ]);
        expect(lenses.filter(l => l.command === 'ghs.runMonsterTurn').map(l => l.arguments?.[0])).toEqual(['Guard1']);
    });

    test('is not offered without a round statement, nor while syntax errors leave the board incomplete', async () => {
        expect((await lensesOf(ROUND.replace(/ {2}round 1 \{\n {4}reveal Guard "Rush"\n {2}\}\n/, ''))).lenses.filter(l => l.command === 'ghs.runRound')).toEqual([]);
        expect((await lensesOf(ROUND.replace('at E3 initiative', 'at initiative'))).lenses.filter(l => l.command === 'ghs.runRound')).toEqual([]);
    });
});
