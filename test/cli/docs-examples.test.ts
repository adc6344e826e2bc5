import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtures, ghs, repo, skipReason } from './run-ghs.js';

/**
 * docs/cli.md says its examples run in test/fixtures/cli/: each `$ ghs …` there prints exactly
 * what the page shows, and each `$ cat FILE` is that fixture as it is. An example with a line
 * `...` shows only part of its output and is left out.
 */

interface Example {
    readonly command: string;
    readonly output: string[];
}

function examplesOf(markdown: string): Example[] {
    const blocks = [...markdown.matchAll(/^```\n(\$ [\s\S]*?)^```$/gm)].map(m => m[1].replace(/\n$/, '').split('\n'));
    return blocks.filter(lines => !lines.includes('...')).flatMap(lines => {
        const examples: Array<{ command: string; output: string[] }> = [];
        for (const line of lines) {
            if (line.startsWith('$ ')) {
                examples.push({ command: line.slice(2), output: [] });
            } else {
                examples[examples.length - 1].output.push(line);
            }
        }
        return examples;
    });
}

const examples = examplesOf(readFileSync(resolve(repo, 'docs/cli.md'), 'utf8'));

describe.skipIf(skipReason !== undefined)('the examples of docs/cli.md', () => {
    test('are found: check, turn, and play with the file it plays', () => {
        expect(examples.map(e => e.command)).toEqual([
            'ghs check failing', 'ghs turn passing/guard-post.ghs', 'ghs play two-guards.ghs --rounds 101', 'cat two-guards.ghs', 'ghs play two-guards.ghs', 'ghs play reveal.ghs --write'
        ]);
    });

    test.each(examples.filter(e => e.command.startsWith('cat ')))('$ $command shows the fixture as it is', ({ command, output }) => {
        expect(readFileSync(resolve(fixtures, command.slice('cat '.length)), 'utf8')).toBe(`${output.join('\n')}\n`);
    });

    // What the terminal shows: standard output, then standard error (a refused play writes only there).
    test.each(examples.filter(e => e.command.startsWith('ghs ')))('$ $command prints what the page shows', async ({ command, output }) => {
        const run = await ghs(command.split(' ').slice(1));
        expect([...run.out, ...run.err]).toEqual(output);
    });
});
