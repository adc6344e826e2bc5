import { describe, expect, test } from 'vitest';
import { type LabelledFigure, fitNameLabels, textWidth } from '../../language/view/name-labels.js';

const S = 36;
const WIDE = 1000;
/** Flat grid: a neighbour in the next column sits 1.5 sizes across and half a hex (√3/2 sizes) down. */
const DOWN = (Math.sqrt(3) / 2) * S;

function label(figures: LabelledFigure[], width = WIDE) {
    return fitNameLabels(figures, S, width);
}

function extent(l: { text: string; fontSize: number; x: number }): [number, number] {
    const half = textWidth(l.text, l.fontSize) / 2;
    return [l.x - half, l.x + half];
}

describe('name labels', () => {
    test('a figure alone has its whole name, at full size, centred under its token', () => {
        const [alone] = label([{ name: 'InoxBodyguard', center: { x: 300, y: 300 } }]);
        expect(alone).toEqual({ text: 'InoxBodyguard', fontSize: 10.08, x: 300, y: 323.04 });
    });

    test('between two tokens level with the label, a long name gets smaller rather than cut', () => {
        const middle = { x: 300, y: 300 };
        const figures = [
            { name: 'BanditArcher', center: middle },
            { name: 'A', center: { x: middle.x - 1.5 * S, y: middle.y + DOWN } },
            { name: 'B', center: { x: middle.x + 1.5 * S, y: middle.y + DOWN } }
        ];
        const [archer] = label(figures);
        expect(archer.text).toBe('BanditArcher');
        expect(archer.fontSize).toBeLessThan(10.08);
        expect(archer.fontSize).toBeGreaterThanOrEqual(0.23 * S);
        // Clear of both neighbours' tokens.
        const [left, right] = extent(archer);
        expect(left).toBeGreaterThanOrEqual(middle.x - 1.5 * S + 0.4 * S);
        expect(right).toBeLessThanOrEqual(middle.x + 1.5 * S - 0.4 * S);
        // A name that fits at full size stays at full size.
        expect(label([{ ...figures[0], name: 'Spellweaver' }, figures[1], figures[2]])[0]).toMatchObject({ text: 'Spellweaver', fontSize: 10.08 });
    });

    test('a name that cannot fit even smaller is cut to the room it has, and no shorter', () => {
        const middle = { x: 300, y: 300 };
        const figures = [
            { name: 'InoxBodyguardNumberOneThousand', center: middle },
            { name: 'A', center: { x: middle.x - 1.5 * S, y: middle.y + DOWN } },
            { name: 'B', center: { x: middle.x + 1.5 * S, y: middle.y + DOWN } }
        ];
        const [cut] = label(figures);
        expect(cut.text.endsWith('…')).toBe(true);
        const room = 2 * (1.5 * S - 0.46 * S);
        expect(textWidth(cut.text, cut.fontSize)).toBeLessThanOrEqual(room);
        const kept = cut.text.length - 1;
        expect(textWidth(`${figures[0].name.slice(0, kept + 1)}…`, cut.fontSize)).toBeGreaterThan(room);
    });

    test('two names on one line leave a gap between them', () => {
        const figures = [
            { name: 'Spellweaver', center: { x: 100, y: 100 } },
            { name: 'Voidwarden', center: { x: 100 + Math.sqrt(3) * S, y: 100 } }
        ];
        const [a, b] = label(figures);
        expect(extent(a)[1]).toBeLessThan(extent(b)[0]);
    });

    test('at the edge of the board the name moves inward instead of being cut', () => {
        const [edge] = label([{ name: 'AncientArtilleryElite', center: { x: 40, y: 100 } }], 600);
        expect(edge.text).toBe('AncientArtilleryElite');
        expect(extent(edge)[0]).toBeGreaterThanOrEqual(0);
        expect(edge.x).toBeGreaterThan(40);
    });

    test('figures far apart do not limit each other, and a crowded board is labelled like a small one', () => {
        const far = label([
            { name: 'AncientArtilleryElite', center: { x: 300, y: 300 } },
            { name: 'Voidwarden', center: { x: 300 + 12 * S, y: 300 } }
        ]);
        expect(far.map(l => l.text)).toEqual(['AncientArtilleryElite', 'Voidwarden']);
        const grid: LabelledFigure[] = [];
        for (let col = 0; col < 60; col++) {
            for (let row = 0; row < 60; row++) {
                grid.push({ name: `Figure${col}x${row}`, center: { x: 1.5 * S * col, y: Math.sqrt(3) * S * (row + (col % 2) / 2) } });
            }
        }
        const labels = fitNameLabels(grid, S, 1.5 * S * 60);
        // The figure in the middle is limited by its neighbours exactly as in a board of just them.
        const middle = grid.findIndex(f => f.name === 'Figure30x30');
        const around = grid.filter(f => Math.hypot(f.center.x - grid[middle].center.x, f.center.y - grid[middle].center.y) < 4 * S);
        expect(labels[middle]).toEqual(fitNameLabels(around, S, 1.5 * S * 60)[around.indexOf(grid[middle])]);
    });
});
