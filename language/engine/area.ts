import type { AreaSpec } from '../model/board.js';
import { type Hex, hex, hexKey, hexMirror, hexRotate, hexSubtract } from '../hex/hex.js';

/**
 * Every distinct way to lay an area pattern: six rotations of the shape and of its mirror image.
 * Offsets are relative to the origin (the monster's hex) for a melee area, or to the pattern's
 * first hex for a ranged area, which can then be moved anywhere.
 */
export function areaOrientations(area: AreaSpec): Hex[][] {
    const anchor = area.origin ?? area.hexes[0];
    if (!anchor) {
        return [];
    }
    const base = area.hexes
        .map(h => hexSubtract(h, anchor))
        .filter(h => area.origin === undefined || h.q !== 0 || h.r !== 0);
    const seen = new Set<string>();
    const result: Hex[][] = [];
    for (const mirrored of [false, true]) {
        for (let turn = 0; turn < 6; turn++) {
            const shape = base.map(h => hexRotate(mirrored ? hexMirror(h) : h, turn));
            const key = shapeKey(shape, area.origin === undefined);
            if (!seen.has(key)) {
                seen.add(key);
                result.push(shape);
            }
        }
    }
    return result;
}

/** A key equal for equal shapes; a ranged shape is compared up to translation. */
function shapeKey(shape: Hex[], translatable: boolean): string {
    let normalised = shape;
    if (translatable && shape.length > 0) {
        const minQ = Math.min(...shape.map(h => h.q));
        const minR = Math.min(...shape.filter(h => h.q === minQ).map(h => h.r));
        normalised = shape.map(h => hex(h.q - minQ, h.r - minR));
    }
    return normalised.map(hexKey).sort().join(' ');
}
