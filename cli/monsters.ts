/**
 * The decisions of the monsters named (all of them when none is named), in the order they
 * act; a name with no decision is a problem that lists the names there are.
 */
export function selectDecisions<D extends { readonly monster: string }>(decisions: readonly D[], names: readonly string[], file: string, command: string):
    { decisions: D[]; problems: string[] } {
    if (names.length === 0) {
        return { decisions: [...decisions], problems: [] };
    }
    const known = decisions.map(d => d.monster);
    const problems = [...new Set(names)].filter(name => !known.includes(name)).map(name =>
        `ghs ${command}: no monster named '${name}' takes a turn in ${file}` +
        (known.length > 0 ? ` (monsters with a turn: ${known.join(', ')}).` : ' (no monster in it takes a turn).'));
    return { decisions: decisions.filter(d => names.includes(d.monster)), problems };
}
