import { readFileSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TextEdit } from 'vscode-languageserver';
import { DocumentFormattingRequest, ExecuteCommandRequest } from 'vscode-languageserver';
import { lineEndingOf } from '../../server/lsp/line-endings.js';
import { EditBoardRequest, type EditBoardResult, PlayRoundCommand, type PlayRoundResult, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { LspTestClient } from './lsp-test-client.js';

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
const SEWER = crlf(readFileSync(new URL('../../examples/jotl-sewer-corridor.ghs', import.meta.url), 'utf8'));
const HOLLOW = crlf(readFileSync(new URL('../../examples/gloomhaven-hollow-gate-rounds.ghs', import.meta.url), 'utf8'));

/** The edits applied, with the checks that they changed the text and left no bare line feed or carriage return in it. */
function applied(text: string, edits: TextEdit[] | undefined): string {
    expect(edits?.length).toBeGreaterThan(0);
    const after = TextDocument.applyEdits(TextDocument.create('file:///x.ghs', 'ghs', 1, text), edits ?? []);
    expect(after).not.toBe(text);
    expect(after.match(/\r(?!\n)|(?<!\r)\n/g) ?? []).toEqual([]);
    return after;
}

function editsOf(result: EditBoardResult | PlayTurnResult | PlayRoundResult): TextEdit[] {
    if ('error' in result) {
        throw new Error(`refused: ${result.error}`);
    }
    if ('question' in result) {
        throw new Error(`asked about ${result.question.monster}`);
    }
    return result.edits;
}

describe('every edit of a CRLF document breaks its lines with CRLF', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/crlf.ghs';

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('playing a turn', async () => {
        const { version } = await server.setText(uri, SEWER);
        const result = await server.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayTurnCommand, arguments: [{ uri, version, monster: 'ChaosDemon', option: 0 }] }) as PlayTurnResult;
        expect(applied(SEWER, editsOf(result))).toContain('\r\n  acted     ChaosDemon from I3 to F3');
    });

    test('playing a round', async () => {
        const { version } = await server.setText(uri, HOLLOW);
        const result = await server.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayRoundCommand, arguments: [{ uri, version }] }) as PlayRoundResult;
        applied(HOLLOW, editsOf(result));
    });

    test('adding a monster on the board', async () => {
        const { version } = await server.setText(uri, HOLLOW);
        const result = await server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'addFigure', figure: 'monster', at: 'H6' } });
        expect(applied(HOLLOW, editsOf(result))).toContain('\r\n  monster   Monster1 at H6 {\r\n    move 2\r\n    attack 2\r\n  }');
    });

    test('formatting: the same edits as for the text with LF, in CRLF', async () => {
        const format = async (text: string) => {
            await server.setText(uri, text);
            return server.connection.sendRequest(DocumentFormattingRequest.type, { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
        };
        const lf = SEWER.replace(/\r\n/g, '\n');
        const formattedLf = TextDocument.applyEdits(TextDocument.create('file:///x.ghs', 'ghs', 1, lf), await format(lf) ?? []);
        expect(applied(SEWER, await format(SEWER) ?? [])).toBe(crlf(formattedLf));
    });
});

describe('the line ending of a document', () => {
    test.each([
        ['a\r\nb\nc', '\r\n'],
        ['a\nb\r\nc', '\n'],
        ['a\rb', '\r'],
        ['one line', '\n']
    ])('%j: that of its first line break', (text, ending) => {
        expect(lineEndingOf(text)).toBe(ending);
    });
});
