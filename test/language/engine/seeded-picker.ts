/**
 * A reproducible picker for the random rooms of the engine tests: `next(n)` gives a whole number
 * from 0 to n - 1, the same sequence for the same seed (a linear congruential generator).
 */
export function seededPicker(seed: number): (n: number) => number {
    let state = seed;
    return n => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return (state >>> 8) % n;
    };
}
