import { readFileSync } from 'node:fs';
import type { ExpectationResult } from '../../../language/engine/expectations.js';
import { expectedOptionText } from '../../../language/explain/option-words.js';
import { analyzer, parseAndValidate } from '../helpers.js';

export interface FileVerdict {
    /** Errors other than failed expectations: the file must be a valid scenario. */
    readonly errors: readonly string[];
    readonly results: readonly ExpectationResult[];
}

/** Parses a scenario file and evaluates each of its `expect` blocks with the engine. */
export async function evaluateFile(path: string): Promise<FileVerdict> {
    return evaluateText(readFileSync(path, 'utf8'));
}

/** Parses a scenario's text and evaluates each of its `expect` blocks with the engine. */
export async function evaluateText(text: string): Promise<FileVerdict> {
    const document = await parseAndValidate(text);
    const errors = (document.diagnostics ?? [])
        .filter(d => d.severity === 1 && d.code !== 'ghs.expect-failed')
        .map(d => `${d.range.start.line + 1}: ${String(d.message)}`);
    const results = analyzer.analyze(document.parseResult.value).expectations.map(e => e.result);
    return { errors, results };
}

/** A readable account of a failed expectation, for the assertion message. */
export function describeFailure(result: ExpectationResult): string {
    const words = (options: ExpectationResult['expected']): string => options.map(expectedOptionText).join(' | ');
    return `${result.monster}: expected [${words(result.expected)}], the engine gives [${words(result.actual)}]`;
}
