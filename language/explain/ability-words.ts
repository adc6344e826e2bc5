import type { AbilitySpec } from '../model/board.js';

/** An ability block in words, e.g. `move 3 jumping, attack 2 range 3 target 2`. */
export function abilityWords(ability: AbilitySpec | undefined): string {
    if (!ability) {
        return 'no ability';
    }
    const parts: string[] = [];
    if (ability.move) {
        const mode = ability.move.mode === 'normal' ? '' : ` ${ability.move.mode}`;
        parts.push(`move ${ability.move.points}${mode}${ability.move.teleport ? ' teleport' : ''}`);
    }
    if (ability.attack) {
        const a = ability.attack;
        parts.push(`attack${a.value !== undefined ? ` ${a.value}` : ''}${a.range > 0 ? ` range ${a.range}` : ' (melee)'}${a.all ? ' target all' : a.targets !== 1 ? ` target ${a.targets}` : ''}`);
    }
    if (ability.area) {
        parts.push(`${ability.area.origin ? 'melee' : 'ranged'} area of ${ability.area.hexes.length} hex${ability.area.hexes.length === 1 ? '' : 'es'}`);
    }
    if (ability.muddled) {
        parts.push('muddled');
    }
    return parts.length > 0 ? parts.join(', ') : 'no move, no attack';
}
