import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './webview-page.js';

/**
 * The command palette keeps recently used commands on top of any other that matches what is
 * typed: if the exact title of one command still matched another, Enter could run that other.
 * So no title of ours may match another's under the palette's filters.
 */

interface Contributed {
    readonly command: string;
    readonly title: string;
    readonly category?: string;
}

const manifest = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { contributes: { commands: Contributed[] } };
const labels = manifest.contributes.commands.map(c => ({ id: c.command, label: c.category ? `${c.category}: ${c.title}` : c.title }));

const SEPARATOR = /[\s\-_:.,/\\()'"]/;

/**
 * The palette's word filter as it behaves: each typed character continues the match at the next
 * character or starts again at the start of any later word (case ignored, any separator for
 * any separator). Being looser than needed only makes the test stricter.
 */
function matchesWords(query: string, label: string): boolean {
    const q = query.toLowerCase();
    const t = label.toLowerCase();
    const same = (a: string, b: string): boolean => a === b || (SEPARATOR.test(a) && SEPARATOR.test(b));
    const wordStart = (j: number): boolean => j === 0 || (SEPARATOR.test(t[j - 1]) && !SEPARATOR.test(t[j]));
    const from = (i: number, j: number): boolean => {
        if (i === q.length) {
            return true;
        }
        for (let k = j; k < t.length; k++) {
            if ((k === j || wordStart(k)) && same(q[i], t[k]) && from(i + 1, k + 1)) {
                return true;
            }
        }
        return false;
    };
    return from(0, 0);
}

function matches(query: string, label: string): boolean {
    return label.toLowerCase().includes(query.toLowerCase()) || matchesWords(query, label);
}

describe('the command titles in the palette', () => {
    test('the matcher finds what the palette finds', () => {
        // The collisions the old titles had.
        expect(matches('GHS: Run Monster Turn', 'GHS: Run All Monster Turns')).toBe(true);
        expect(matches('GHS: Open Preview', 'GHS: Open Preview to the Side')).toBe(true);
        expect(matches('gorp', 'Git: Open Repository Picker')).toBe(true);
        expect(matches('GHS: Run All', 'GHS: Run Monster Turn')).toBe(false);
    });

    test('are seven, under the GHS category, ids unchanged', () => {
        expect(labels.map(l => l.id)).toEqual(['ghs.openPreview', 'ghs.openPreviewToSide', 'ghs.runMonsterTurn', 'ghs.runAllMonsterTurns', 'ghs.runRound', 'ghs.newScenarioFromMonsterMoverLink',
            'ghs.importSecretariatMonster', 'ghs.openExample']);
        expect(labels.map(l => l.label)).toEqual([
            'GHS: Open Board Preview', 'GHS: Show Board Beside the Editor', 'GHS: Run Monster Turn at Cursor', 'GHS: Run All Monster Turns', 'GHS: Run Round',
            'GHS: New Scenario from Monster Mover Link', 'GHS: Import Monster from Gloomhaven Secretariat Files', 'GHS: Open an Example Scenario'
        ]);
    });

    test('typing the exact title of one command matches no other', () => {
        for (const typed of labels) {
            const others = labels.filter(other => other !== typed && matches(typed.label, other.label));
            expect(others.map(o => o.label), `typing '${typed.label}'`).toEqual([]);
        }
    });
});
