import type { AttackedTarget } from '../generated/ast.js';

/**
 * The name of a figure an `acted` record or an expected option attacks, as written; empty for a
 * target the parser recovered from a syntax error without its name (the reference is absent then,
 * whatever the generated type says).
 */
export function attackedName(target: AttackedTarget): string {
    return (target.target as AttackedTarget['target'] | undefined)?.$refText ?? '';
}

/** The names of the figures a record or an option attacks, in the order written. */
export function attackedNames(targets: readonly AttackedTarget[]): string[] {
    return targets.map(attackedName);
}
