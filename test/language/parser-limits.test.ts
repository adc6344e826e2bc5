import { type CstNode, EmptyFileSystem, type GrammarAST, type ValueType } from 'langium';
import { parseHelper } from 'langium/test';
import { describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { createGhsCoreServices } from '../../language/ghs-module.js';
import { MAX_PARSER_ERRORS } from '../../language/ghs-parser.js';
import { GhsValueConverter } from '../../language/ghs-value-converter.js';
import { parseAndValidate } from './helpers.js';

/** Regressions found by the fuzz test: long runs of broken input used to overflow the parser's stack. */

function parserErrors(document: Awaited<ReturnType<typeof parseAndValidate>>) {
    return document.parseResult.parserErrors;
}

describe('parser limits', () => {
    test('thousands of broken lines in an ability stop at the error limit instead of overflowing the stack', async () => {
        const junk = Array.from({ length: 3_000 }, () => '        move 1 {').join('\n');
        const text = `scenario "Broken" {\n    map A1..F6\n    character Hero at A1 initiative 10\n    monster Guard at B2 {\n${junk}\n    }\n}`;
        const document = await parseAndValidate(text);
        const errors = parserErrors(document);
        expect(errors.length).toBeLessThanOrEqual(MAX_PARSER_ERRORS + 1);
        const last = errors[errors.length - 1];
        expect(last.message).toMatch(/^Too many syntax errors \(100\): the rest of the file from line (\d+) was not read\. Fix the errors above first\.$/);
        const line = Number(/from line (\d+)/.exec(last.message)?.[1]);
        // The work is bounded by the limit, not by the file: reading stops within a line per error
        // after the four lines of the scenario's head, far before the 3,000 broken lines end.
        expect(line).toBeLessThanOrEqual(4 + MAX_PARSER_ERRORS + 1);
        const diagnostic = document.diagnostics?.find(d => d.message === last.message);
        expect(diagnostic?.range.start.line).toBe(line - 1);
        // what comes before the cut is still read, so the editor keeps its outline and hovers
        const scenario = document.parseResult.value;
        expect(scenario.name).toBe('Broken');
        expect(scenario.statements.map(s => s.$type)).toEqual(['MapStatement', 'Character', 'Monster']);
    });

    test('misspelt statements past the limit stop the reading with the limit message, like any other syntax error', async () => {
        const misspelt = Array.from({ length: 150 }, () => '  trpa B2').join('\n');
        const document = await parseAndValidate(`scenario "x" {\n  map A1..Z40\n${misspelt}\n  character Hero at ZZ99 initiative 10\n}`);
        const errors = parserErrors(document);
        expect(errors).toHaveLength(MAX_PARSER_ERRORS);
        // lines 3 to 101 hold the first 99 misspelt statements; the 100th error says where reading stopped
        expect(errors.slice(0, -1).map(e => [e.token.startLine, e.message])).toEqual(
            Array.from({ length: 99 }, (_, i) => [i + 3, "'trpa' is not a statement: did you mean 'trap'?"]));
        expect(errors.at(-1)?.message).toBe('Too many syntax errors (100): the rest of the file from line 102 was not read. Fix the errors above first.');
        expect(errors.at(-1)?.token.startLine).toBe(102);
        // the character after the cut is not read, so its off-map hex is not reported either
        expect(document.diagnostics?.some(d => String(d.message).includes('ZZ99'))).toBe(false);
        expect(document.parseResult.value.statements.map(s => s.$type)).toEqual(['MapStatement']);
    });

    test('five thousand nested blocks parse without throwing', async () => {
        const text = `scenario "Deep" { map A1..B2 monster Guard at A1 ${'{ move 1 '.repeat(5_000)}${'}'.repeat(5_000)} }`;
        const document = await parseAndValidate(text);
        expect(parserErrors(document).at(-1)?.message).toMatch(/^Too many syntax errors/);
    });

    test('a broken file leaves the parser ready for the next one', async () => {
        await parseAndValidate(`scenario "Deep" { map A1..B2 monster Guard at A1 ${'{ move 1 '.repeat(5_000)} }`);
        const document = await parseAndValidate('scenario "Fine" { map A1..B2 character Hero at A1 initiative 3 }');
        expect(document.diagnostics).toEqual([]);
    });

    test('errors below the limit are all reported, with no limit message', async () => {
        const lines = Array.from({ length: 40 }, (_, i) => `    character Hero${i} at A1 initiative`).join('\n');
        const document = await parseAndValidate(`scenario "Many" {\n    map A1..B2\n${lines}\n}`);
        expect(parserErrors(document).length).toBeGreaterThan(10);
        expect(parserErrors(document).length).toBeLessThan(MAX_PARSER_ERRORS);
        expect(parserErrors(document).some(e => e.message.startsWith('Too many'))).toBe(false);
    });

    test('an exception inside the parser becomes one error, and the next parse is clean', async () => {
        class ExplodingConverter extends GhsValueConverter {
            protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
                if (input === '"boom"') {
                    throw new Error('converter exploded');
                }
                return super.runConverter(rule, input, cstNode);
            }
        }
        const services = createGhsCoreServices(EmptyFileSystem, { parser: { ValueConverter: () => new ExplodingConverter() } }).Ghs;
        const parse = parseHelper<Scenario>(services);
        const broken = await parse('scenario "Fine" { map A1..B2 note "boom" }');
        expect(broken.parseResult.parserErrors.map(e => e.message)).toEqual([
            'This file could not be read (converter exploded); its 42 characters are ignored. Look for a long run of broken text.'
        ]);
        expect(broken.parseResult.value.statements).toEqual([]);
        const fine = await parse('scenario "Fine" { map A1..B2 note "calm" }', { validation: true });
        expect(fine.parseResult.parserErrors).toEqual([]);
        expect(fine.diagnostics).toEqual([]);
    });
});
