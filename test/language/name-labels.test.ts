import { describe, expect, test } from 'vitest';
import { TEXT, tokenBox } from '../../language/view/figure-layout.js';
import { type LabelledFigure, type NameLabel, fitNameLabels, textWidth } from '../../language/view/name-labels.js';

const S = 36;
const WIDE = 1000;
/** Flat grid: a neighbour in the next column sits 1.5 sizes across and half a hex (√3/2 sizes) down. */
const DOWN = (Math.sqrt(3) / 2) * S;

function figure(name: string, x: number, y: number, fixed = 0): LabelledFigure {
    const center = { x, y };
    return { name, center, fixed, boxes: [tokenBox(center, S)] };
}

function label(figures: LabelledFigure[], width = WIDE): NameLabel[] {
    return fitNameLabels(figures, S, width);
}

function extent(l: NameLabel): [number, number] {
    return [l.left, l.left + l.width];
}

describe('label rows', () => {
    test('a figure alone has its whole name in the board\'s one text size, centred under its token', () => {
        const [alone] = label([figure('InoxBodyguard', 300, 300)]);
        const width = textWidth('InoxBodyguard', S * TEXT);
        expect(alone).toEqual({ text: 'InoxBodyguard', fontSize: S * TEXT, left: Math.round((300 - width / 2) * 100) / 100, width: Math.round(width * 100) / 100, y: 300 + 0.56 * S });
    });

    test('the hit points come first in the row and are never cut; the name is cut to the room left', () => {
        const middle = { x: 300, y: 300 };
        const figures = [
            figure('InoxBodyguardNumberOneThousand', middle.x, middle.y, 0.8 * S),
            figure('A', middle.x - 1.5 * S, middle.y + DOWN),
            figure('B', middle.x + 1.5 * S, middle.y + DOWN)
        ];
        const [cut] = label(figures);
        expect(cut.text.endsWith('…')).toBe(true);
        expect(cut.fontSize).toBe(S * TEXT);
        const [left, right] = extent(cut);
        // Clear of both neighbours' tokens, which stand level with the row.
        expect(left).toBeGreaterThanOrEqual(middle.x - 1.5 * S + 0.38 * S);
        expect(right).toBeLessThanOrEqual(middle.x + 1.5 * S - 0.38 * S);
        // No longer than the room: one character more would not fit.
        const kept = cut.text.length - 1;
        const longer = 0.8 * S + 0.06 * S + textWidth(`${figures[0].name.slice(0, kept + 1)}…`, S * TEXT);
        expect(longer).toBeGreaterThan(right - left);
    });

    test('a row with no room for a letter of the name keeps the hit points alone', () => {
        const middle = { x: 300, y: 300 };
        const [tight] = label([
            figure('Guard', middle.x, middle.y, 1.4 * S),
            figure('A', middle.x - 1.1 * S, middle.y + DOWN),
            figure('B', middle.x + 1.1 * S, middle.y + DOWN)
        ]);
        expect(tight.text).toBe('');
        expect(tight.width).toBeCloseTo(1.4 * S, 5);
    });

    test('two rows on one line leave a gap between them', () => {
        const [a, b] = label([figure('Spellweaver', 100, 100), figure('Voidwarden', 100 + 3 * S, 100)]);
        expect(extent(a)[1]).toBeLessThan(extent(b)[0]);
    });

    test('at the edge of the board the row moves inward instead of being cut', () => {
        const [edge] = label([figure('AncientArtilleryElite', 40, 100)], 600);
        expect(edge.text).toBe('AncientArtilleryElite');
        expect(extent(edge)[0]).toBeGreaterThanOrEqual(0);
    });

    test('figures far apart do not limit each other, and a crowded board is labelled like a small one', () => {
        const far = label([figure('AncientArtilleryElite', 300, 300), figure('Voidwarden', 300 + 12 * S, 300)]);
        expect(far.map(l => l.text)).toEqual(['AncientArtilleryElite', 'Voidwarden']);
        const grid: LabelledFigure[] = [];
        for (let col = 0; col < 60; col++) {
            for (let row = 0; row < 60; row++) {
                grid.push(figure(`Figure${col}x${row}`, 1.5 * S * col, Math.sqrt(3) * S * (row + (col % 2) / 2)));
            }
        }
        const labels = fitNameLabels(grid, S, 1.5 * S * 60);
        // The figure in the middle is limited by its neighbours exactly as in a board of just them.
        const middle = grid.findIndex(f => f.name === 'Figure30x30');
        const around = grid.filter(f => Math.hypot(f.center.x - grid[middle].center.x, f.center.y - grid[middle].center.y) < 10 * S);
        expect(labels[middle]).toEqual(fitNameLabels(around, S, 1.5 * S * 60)[around.indexOf(grid[middle])]);
    });
});
