import { type AbilitySpec, Board, type BoardSpec, type FigureSpec, type TerrainKind } from '../language/model/board.js';
import { type Hex } from '../language/hex/hex.js';
import { offsetToHex } from '../language/hex/offset.js';

/** A deterministic pseudo-random sequence, so every run measures the same board. */
function sequence(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state * 1664525 + 1013904223) >>> 0;
        return state / 2 ** 32;
    };
}

/**
 * A large room for timing: a 40 × 40 map with wall segments, obstacles, traps and difficult
 * terrain, 6 characters and 12 monsters whose abilities include an area attack with target 3.
 */
export function largeBoard(edition: BoardSpec['edition'] = 'gloomhaven', size = 40, monsterCount = 12, characterCount = 6): Board {
    const random = sequence(42);
    const terrain: Array<{ hex: Hex; kind: TerrainKind }> = [];
    const taken = new Set<string>();
    const at = (col: number, row: number): Hex => offsetToHex({ col, row });
    for (let i = 0; i < Math.round((size * size) / 133); i++) {
        // Straight wall runs with a gap, like the walls between rooms of a large scenario.
        const col = 3 + Math.floor(random() * (size - 6));
        const row = 3 + Math.floor(random() * (size - 6));
        const vertical = random() < 0.5;
        for (let k = 0; k < 8; k++) {
            if (k === 4) {
                continue;
            }
            const c = vertical ? col : Math.min(size - 1, col + k);
            const r = vertical ? Math.min(size, row + k) : row;
            taken.add(`${c},${r}`);
            terrain.push({ hex: at(c, r), kind: 'wall' });
        }
    }
    const scatter = (kind: TerrainKind, count: number): void => {
        for (let i = 0; i < count; i++) {
            const c = Math.floor(random() * size);
            const r = 1 + Math.floor(random() * size);
            if (!taken.has(`${c},${r}`)) {
                taken.add(`${c},${r}`);
                terrain.push({ hex: at(c, r), kind });
            }
        }
    };
    const per = (n: number): number => Math.round((n * size * size) / 1600);
    scatter('obstacle', per(40));
    scatter('trap', per(20));
    scatter('difficult', per(40));
    const free = (): Hex => {
        for (;;) {
            const c = Math.floor(random() * size);
            const r = 1 + Math.floor(random() * size);
            if (!taken.has(`${c},${r}`)) {
                taken.add(`${c},${r}`);
                return at(c, r);
            }
        }
    };
    const figures: FigureSpec[] = [];
    for (let i = 0; i < characterCount; i++) {
        figures.push({ name: `Hero${i + 1}`, kind: 'character', hex: free(), initiative: 10 + i * 13 });
    }
    const abilities: AbilitySpec[] = [
        { move: { points: 3, mode: 'normal', teleport: false }, attack: { range: 0, targets: 1 }, muddled: false },
        { move: { points: 4, mode: 'normal', teleport: false }, attack: { range: 4, targets: 2 }, muddled: false },
        { move: { points: 5, mode: 'flying', teleport: false }, attack: { range: 0, targets: 1 }, muddled: false },
        { move: { points: 3, mode: 'jumping', teleport: false }, attack: { range: 3, targets: 3 }, muddled: false },
        {
            move: { points: 4, mode: 'normal', teleport: false }, attack: { range: 4, targets: 3 },
            area: { hexes: [at(3, 3), at(4, 3), at(3, 4)] }, muddled: false
        },
        {
            move: { points: 2, mode: 'normal', teleport: false }, attack: { range: 0, targets: 1 },
            area: { origin: at(4, 4), hexes: [at(4, 3), at(5, 3), at(5, 4)] }, muddled: false
        }
    ];
    for (let i = 0; i < monsterCount; i++) {
        figures.push({ name: `Monster${i + 1}`, kind: 'monster', hex: free(), initiative: 5 + i * 7, ability: abilities[i % abilities.length] });
    }
    return new Board({ edition, from: { col: 0, row: 1 }, to: { col: size - 1, row: size }, terrain, thinWalls: [], figures });
}

/**
 * A bare room for timing how the threat map grows with the room: no terrain, one character near one
 * corner and one monster (moving 3, attacking in melee) near the opposite one.
 */
export function bareRoom(size: number, edition: BoardSpec['edition'] = 'gloomhaven'): Board {
    const at = (col: number, row: number): Hex => offsetToHex({ col, row });
    const far = size - 2;
    return new Board({
        edition, from: { col: 0, row: 1 }, to: { col: size - 1, row: size }, terrain: [], thinWalls: [],
        figures: [
            { name: 'Hero1', kind: 'character', hex: at(1, 2), initiative: 30 },
            {
                name: 'Monster1', kind: 'monster', hex: at(far, far + 1), initiative: 20,
                ability: { move: { points: 3, mode: 'normal', teleport: false }, attack: { range: 0, targets: 1 }, muddled: false }
            }
        ]
    });
}
