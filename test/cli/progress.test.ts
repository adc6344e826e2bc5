import { describe, expect, test } from 'vitest';
import type { Output } from '../../cli/output.js';
import { progressLine, terminalProgress } from '../../cli/progress.js';

function recorder(): Output & { texts: string[] } {
    const texts: string[] = [];
    return { texts, text: t => texts.push(t), line: t => texts.push(`${t}\n`), written: () => true };
}

describe('the progress bar of a long command', () => {
    test('draws the share done, the percent and the count', () => {
        expect(progressLine(0, 1000, 'hexes')).toBe('[····················]   0%  0 of 1000 hexes');
        expect(progressLine(500, 1000, 'hexes')).toBe('[##########··········]  50%  500 of 1000 hexes');
        expect(progressLine(1000, 1000, 'hexes')).toBe('[####################] 100%  1000 of 1000 hexes');
    });

    test('on a terminal, rewrites its line once per whole percent and wipes it at the end', () => {
        const output = recorder();
        const bar = terminalProgress(output, true, 'hexes');
        for (let done = 1; done <= 400; done++) {
            bar.report(done, 400);
        }
        bar.finish();
        expect(output.texts).toHaveLength(102);
        expect(output.texts[0]).toBe('\r[····················]   0%  1 of 400 hexes');
        expect(output.texts[100]).toBe('\r[####################] 100%  400 of 400 hexes');
        expect(output.texts[101]).toBe('\r\x1b[K');
    });

    test('writes nothing where standard error is not a terminal', () => {
        const output = recorder();
        const bar = terminalProgress(output, false, 'hexes');
        bar.report(1, 2);
        bar.finish();
        expect(output.texts).toEqual([]);
    });
});
