import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ghs, repo, skipReason } from './run-ghs.js';

/** docs/play.md pastes what `ghs play` prints for the multi-round example: it must be what the command prints. */
describe.skipIf(skipReason !== undefined)('docs/play.md on ghs play', () => {
    test('shows the real output of ghs play on the multi-round example, three rounds', async () => {
        const section = readFileSync(resolve(repo, 'docs/play.md'), 'utf8');
        const command = 'npx ghs play examples/gloomhaven-hollow-gate-rounds.ghs --rounds 3';
        expect(section).toContain(command);
        const pasted = section.split('<summary>Its output</summary>\n\n```\n')[1]?.split('```\n\n</details>')[0];
        const run = await ghs(['play', 'examples/gloomhaven-hollow-gate-rounds.ghs', '--rounds', '3'], { cwd: repo });
        expect(run.code).toBe(0);
        expect(pasted).toBe(run.stdout);
    });
});
