import { describe, expect, it } from 'vitest';
import { CORNERS } from '../../../language/geometry/hex-lattice.js';
import { type Segment, touches } from '../../../language/geometry/plane.js';
import { SightObstacles } from '../../../language/engine/sight-obstacles.js';

/** Whether a lattice point lies strictly inside the hexagon centred at the origin. */
function strictlyInside(x: number, y: number): boolean {
    return Math.abs(y) < 1 && Math.abs(x + y) < 2 && Math.abs(x - y) < 2;
}

const edges: Segment[] = CORNERS.map(([ax, ay], i) => ({ ax, ay, bx: CORNERS[(i + 1) % 6][0], by: CORNERS[(i + 1) % 6][1] }));

describe('a wall hex stops a line as its six edges do', () => {
    it('for every lattice segment near it with an end outside it', () => {
        const hex = new SightObstacles([0, 0], []);
        let compared = 0;
        let touching = 0;
        for (let px = -5; px <= 5; px++) {
            for (let py = -3; py <= 3; py++) {
                for (let qx = -5; qx <= 5; qx++) {
                    for (let qy = -3; qy <= 3; qy++) {
                        if (strictlyInside(px, py) && strictlyInside(qx, qy)) {
                            continue;
                        }
                        hex.near(px, py, qx, qy);
                        const byEdges = edges.some(edge => touches(px, py, qx, qy, edge));
                        expect(hex.count === 1 && hex.touchesAny(px, py, qx, qy), `${px},${py} to ${qx},${qy}`).toBe(byEdges);
                        compared++;
                        touching += byEdges ? 1 : 0;
                    }
                }
            }
        }
        expect(touching).toBeGreaterThan(1000);
        expect(compared - touching).toBeGreaterThan(1000);
    });

    it('and a thin wall as its segment', () => {
        const thin = { ax: 1, ay: 1, bx: 2, by: 0 };
        const walls = new SightObstacles([], [thin]);
        for (const [px, py, qx, qy, expected] of [[0, 0, 4, 2, true], [0, 0, 0, 4, false], [2, 0, 6, 0, true], [-3, 1, 5, 1, true], [-3, 2, 5, 2, false]] as const) {
            walls.near(px, py, qx, qy);
            expect(walls.touchesAny(px, py, qx, qy)).toBe(expected);
            expect(touches(px, py, qx, qy, thin)).toBe(expected);
        }
    });
});
