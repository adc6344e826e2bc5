/**
 * Reproducible shuffles: a scenario names a seed, and the same seed must give the same order on
 * every machine and in every version, because the document records only the seed and what was
 * drawn. Mulberry32 is small, fast and fully specified by these lines.
 */
export function seededRandom(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6D2B79F5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/**
 * The items in the order of the `shuffle`-th shuffle (0 for the first) under `seed`: a
 * Fisher–Yates shuffle driven by a generator seeded from both, so that each reshuffle of a deck
 * is new yet reproducible.
 */
export function seededShuffle<T>(items: readonly T[], seed: number, shuffle = 0): T[] {
    const random = seededRandom((Math.imul(seed >>> 0, 0x9E3779B1) ^ Math.imul(shuffle + 1, 0x85EBCA77)) >>> 0);
    const order = [...items];
    for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
}
