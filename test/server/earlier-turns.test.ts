import { describe, expect, test } from 'vitest';
import { hoverMarkdown, openedPerTest, services } from './helpers.js';
import { invisibleBeforeGuard } from '../fixtures/earlier-turns.js';

/** As written Hero10 is invisible and Guard1 walks to Hero90; Hero10's turn at initiative 10, before Guard1's, ends the invisibility. */
const INVISIBLE = invisibleBeforeGuard();

const NOTE = "Decided on the board as written, but Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn. " +
    "Run monster turn, ghs play and 'expect after Guard1' play that turn first.";

const open = openedPerTest();

describe('a decision that earlier characters\' turns will change', () => {
    test('the hover says so under the turn\'s summary', async () => {
        const markdown = await hoverMarkdown(INVISIBLE.replace('monster   Guard1', 'monster   <|>Guard1'));
        expect(markdown).toContain(`*focus Hero90 · moves to C3*\n\n**Before its turn:** ${NOTE}\n\nAbility: move 2, attack 2 (melee)`);
    });

    test('the code lens\'s summary says which turns come first', async () => {
        const document = await open(INVISIBLE);
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri: document.uri.toString() } }) ?? [];
        expect(lenses.filter(l => l.command?.command === '').map(l => l.command?.title))
            .toEqual(["focus Hero90 · moves to C3 · on the board as written, before Hero10's turn"]);
    });

    test('no word of it when no earlier turn changes the board', async () => {
        const plain = INVISIBLE.replace('initiative 10 hp 9 of 10 conditions invisible', 'initiative 10 invisible hp 9 of 10');
        expect(await hoverMarkdown(plain.replace('monster   Guard1', 'monster   <|>Guard1'))).not.toContain('Before its turn');
        const document = await open(plain);
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri: document.uri.toString() } }) ?? [];
        expect(lenses.filter(l => l.command?.command === '').map(l => l.command?.title)).toEqual(['focus Hero90 · moves to C3']);
    });
});
