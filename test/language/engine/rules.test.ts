import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluateFile } from './expectations.js';

/**
 * One test per rule of focus, movement and attack: each scenario in test/fixtures/rules quotes
 * the rule sentence it checks on its first line and asserts the outcome in an `expect` block.
 */
const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/rules');
const files = readdirSync(folder).filter(f => f.endsWith('.ghs')).sort();

function ruleOf(file: string): string {
    const first = readFileSync(join(folder, file), 'utf8').split('\n')[0];
    return first.replace(/^\/\/ Rule \(([^)]*)\): /, '$1: ');
}

const groups = ['focus', 'move', 'negative-hexes', 'difficult', 'jumping', 'flying', 'teleport', 'icy', 'attack', 'line-of-sight', 'area', 'door', 'link'];

describe('rules of focus, movement and attack', () => {
    it('has a scenario for every group of rules', () => {
        for (const group of groups) {
            expect(files.some(f => f.startsWith(`${group}-`)), group).toBe(true);
        }
    });

    for (const file of files) {
        it(`${file.replace(/\.ghs$/, '')} — ${ruleOf(file)}`, async () => {
            const verdict = await evaluateFile(join(folder, file));
            expect(verdict.errors).toEqual([]);
            expect(verdict.results.length).toBeGreaterThan(0);
            for (const result of verdict.results) {
                expect(result.passed, describeFailure(result)).toBe(true);
            }
        });
    }
});
