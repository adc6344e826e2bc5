import { EmptyFileSystem } from 'langium';
import { parseHelper } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { GhsDocumentValidator } from '../../language/ghs-document-validator.js';
import { MAX_LEXER_ERRORS } from '../../language/ghs-lexer.js';
import { createGhsCoreServices } from '../../language/ghs-module.js';
import { MAX_DOCUMENT_LENGTH } from '../../language/ghs-parser.js';
import { MAX_DIAGNOSTICS, leftOutBySeverity, limitDiagnostics } from '../../language/validation/diagnostic-limit.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { parseAndValidate } from './helpers.js';

function at(line: number, severity: Diagnostic['severity'], message = `line ${line}`): Diagnostic {
    return { range: { start: { line, character: 0 }, end: { line, character: 1 } }, severity, message };
}

/** Deterministic bytes, as a fuzzer would write them, decoded the way an editor would read them. */
function randomText(length: number, seed = 7): string {
    const bytes = Buffer.alloc(length);
    let state = seed;
    for (let i = 0; i < length; i++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        bytes[i] = state >> 16 & 0xff;
    }
    return bytes.toString('utf8');
}

describe('limitDiagnostics', () => {
    test('keeps everything up to the limit', () => {
        const few = [at(1, 1), at(2, 2)];
        expect(limitDiagnostics(few, 2)).toEqual(few);
    });

    test('keeps the most severe, in their order, and says how many are left out, from where, as severe as the worst', () => {
        const many = [at(5, 3), at(1, 2), at(9, 1), at(3, 2), at(7, 4)];
        const limited = limitDiagnostics(many, 2);
        expect(limited.slice(0, 2)).toEqual([at(1, 2), at(9, 1)]);
        expect(limited[2]).toEqual({
            range: at(3, 2).range, severity: 2, code: IssueCodes.DiagnosticsLeftOut, source: undefined,
            message: '3 more problems are not listed, from here on: a file reports at most 2. Fix the listed ones first.',
            data: { leftOut: 3, bySeverity: [0, 1, 1, 1], code: IssueCodes.DiagnosticsLeftOut }
        });
        // what the note stands for, by severity, so that a summary can count it
        expect(leftOutBySeverity(limited[2])).toEqual([0, 1, 1, 1]);
        expect(leftOutBySeverity(limited[0])).toBeUndefined();
    });

    test('adds up an earlier count', () => {
        const once = limitDiagnostics([at(1, 1), at(2, 1), at(3, 2)], 2);
        const twice = limitDiagnostics([at(0, 2), ...once], 2);
        expect(twice.map(d => d.message)).toEqual(['line 1', 'line 2',
            '2 more problems are not listed, from here on: a file reports at most 2. Fix the listed ones first.']);
        expect(twice[2].range.start.line).toBe(0);
        expect(twice[2].severity).toBe(2);
        expect(leftOutBySeverity(twice[2])).toEqual([0, 2, 0, 0]);
    });
});

describe('limits with words', () => {
    test('5,000 repeated traps: the first warnings, and one more diagnostic that counts the rest', async () => {
        const lines = Array.from({ length: 5_000 }, () => '  trap B2');
        const document = await parseAndValidate(`scenario "Traps" {\n  map A1..C3\n${lines.join('\n')}\n}`);
        const diagnostics = document.diagnostics ?? [];
        expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
        expect(diagnostics[0]).toMatchObject({ severity: 2, code: IssueCodes.TerrainRepeated, range: { start: { line: 3 } } });
        expect(diagnostics.at(-1)).toMatchObject({
            severity: 2, code: IssueCodes.DiagnosticsLeftOut, range: { start: { line: 3 + MAX_DIAGNOSTICS } },
            message: '3,999 more problems are not listed, from here on: a file reports at most 1,000. Fix the listed ones first.'
        });
    });

    test(`300 kilobytes of random bytes stop at ${MAX_LEXER_ERRORS} lexer errors and says where`, async () => {
        const document = await parseAndValidate(randomText(300_000));
        const lexerErrors = document.parseResult.lexerErrors;
        expect(lexerErrors).toHaveLength(MAX_LEXER_ERRORS);
        const last = lexerErrors.at(-1)!;
        expect(last.message).toBe(`Too many unreadable characters (${MAX_LEXER_ERRORS} runs of them): the rest of the file from line ${last.line} was not read. ` +
            'Is it a scenario? Fix the characters above first.');
        expect(document.diagnostics!.length).toBeLessThanOrEqual(MAX_LEXER_ERRORS + 101);
        expect(document.diagnostics!.some(d => d.message === last.message && d.range.start.line === last.line! - 1)).toBe(true);
    });

    test('a text past the size limit is not read, and says so', async () => {
        const text = `scenario "Big" {\n  map A1..C3\n  note "${'x'.repeat(MAX_DOCUMENT_LENGTH)}"\n}`;
        const document = await parseAndValidate(text);
        expect(document.diagnostics?.map(d => ({ message: d.message, line: d.range.start.line, severity: d.severity }))).toEqual([{
            message: `This file has ${text.length.toLocaleString('en-US')} characters, more than the 1,000,000 a scenario may have: it is not read.`,
            line: 0, severity: 1
        }]);
        expect(document.parseResult.value.statements).toEqual([]);
    });

    test('a text at the size limit is read', async () => {
        const head = 'scenario "Big" {\n  map A1..C3\n  note "';
        const tail = '"\n}';
        const document = await parseAndValidate(`${head}${'x'.repeat(MAX_DOCUMENT_LENGTH - head.length - tail.length)}${tail}`);
        expect(document.diagnostics).toEqual([]);
    });

    test('validation that fails is an error in the file, not a silence', async () => {
        // A check that throws is reported by Langium's registry; this is a failure around the checks.
        class FailingValidator extends GhsDocumentValidator {
            protected override validateAstNodes(): Promise<void> {
                throw new RangeError('Maximum call stack size exceeded');
            }
        }
        const services = createGhsCoreServices(EmptyFileSystem, { validation: { DocumentValidator: s => new FailingValidator(s) } }).Ghs;
        const document = await parseHelper<Scenario>(services)('scenario "Room" { map A1..C3 wall A1 wall A1 }', { validation: true });
        expect(document.diagnostics).toEqual([{
            range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 1, code: IssueCodes.ValidationFailed, source: 'ghs',
            data: { code: IssueCodes.ValidationFailed },
            message: 'The checks of this file failed (RangeError: Maximum call stack size exceeded), so its problems may not all be listed.'
        }]);
    });
});
