import { describe, expect, test } from 'vitest';
import { applyAtVersion } from '../../client/src/versioned-apply.js';

describe('edits applied only to the version they were computed for', () => {
    test('applied when the document still has the version once the edits are converted', async () => {
        const applied: string[] = [];
        expect(await applyAtVersion({ version: 3 }, 3, async () => 'edits', async e => applied.push(e) > 0)).toBe('applied');
        expect(applied).toEqual(['edits']);
    });

    test('not applied when a keystroke lands while they are converted', async () => {
        const document = { version: 3 };
        const applied: string[] = [];
        const outcome = await applyAtVersion(document, 3, async () => {
            document.version = 4;
            return 'edits';
        }, async e => applied.push(e) > 0);
        expect(outcome).toBe('changed');
        expect(applied).toEqual([]);
    });

    test('not even converted for a version already gone, and refused when the editor refuses', async () => {
        let converted = false;
        expect(await applyAtVersion({ version: 4 }, 3, async () => {
            converted = true;
            return 'edits';
        }, async () => true)).toBe('changed');
        expect(converted).toBe(false);
        expect(await applyAtVersion({ version: 3 }, 3, async () => 'edits', async () => false)).toBe('refused');
    });
});
