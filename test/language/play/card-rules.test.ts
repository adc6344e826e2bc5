import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isStateExpectation } from '../../../language/generated/ast.js';
import { notCheckedOf } from '../../../language/validation/not-checked.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * One test per rule of the card lines: each scenario in test/fixtures/card-rules quotes the rule
 * sentence it checks on its first line and asserts what playing gives in `expect after` blocks,
 * which validation judges by playing the scenario (a block that does not hold is an error).
 */
const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/card-rules');
const files = readdirSync(folder).filter(f => f.endsWith('.ghs')).sort();

function ruleOf(text: string): string {
    return text.split('\n')[0].replace(/^\/\/ Rule \(([^)]*)\): /, '$1: ');
}

describe('rules of the card lines, played', () => {
    it('has a scenario for each group of rules', () => {
        for (const group of ['printed-order', 'focus-none', 'heal', 'positive-condition', 'push', 'pull', 'target', 'range', 'consume', 'negative-condition']) {
            expect(files.some(f => f.startsWith(`${group}-`)), group).toBe(true);
        }
    });

    for (const file of files) {
        const text = readFileSync(join(folder, file), 'utf8');
        it(`${file.replace(/\.ghs$/, '')} — ${ruleOf(text)}`, async () => {
            expect(text.split('\n')[0]).toMatch(/^\/\/ Rule \([^)]+\): ".+"$/);
            const document = await parseAndValidate(text);
            const problems = (document.diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2)
                .map(d => `${d.range.start.line + 1}: ${String(d.message)}`);
            expect(problems).toEqual([]);
            const analysis = analyzer.analyze(document.parseResult.value);
            expect(notCheckedOf(analysis)).toEqual([]);
            expect(document.parseResult.value.statements.some(isStateExpectation)).toBe(true);
            expect(analysis.expectations.filter(e => !e.result.passed)).toEqual([]);
        });
    }
});
