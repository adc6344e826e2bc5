import type { FigureSpec } from '../model/board.js';
import type { EffectiveAttack, EffectiveCard } from '../model/effective-ability.js';

/**
 * A standee's stats in words, for its hover: `Elite Guard 1 · 7 of 9 hit points · shield 1 ·
 * poison`, then its card read against its stat card: `"Rush" (initiative 20): move 4; attack 2, range 2`.
 */
export function standeeWords(figure: FigureSpec): string[] {
    const standee = figure.standee;
    if (!standee) {
        return [];
    }
    const side = standee.level === 'elite' ? 'Elite' : 'Normal';
    const name = `${side} ${standee.type}${standee.number !== undefined ? ` ${standee.number}` : ''}`;
    const parts = [
        name,
        figure.hp !== undefined ? `${figure.hp}${figure.maxHp !== undefined ? ` of ${figure.maxHp}` : ''} hit points` : undefined,
        figure.shield ? `shield ${figure.shield}` : undefined,
        figure.retaliate ? `retaliate ${figure.retaliate.value}${figure.retaliate.range > 1 ? ` range ${figure.retaliate.range}` : ''}` : undefined,
        figure.conditions && figure.conditions.length > 0 ? figure.conditions.join(', ') : undefined
    ].filter((p): p is string => p !== undefined);
    const lines = [parts.join(' · ')];
    if (figure.card) {
        lines.push(cardWords(figure.card));
    }
    return lines;
}

/** `"Rush" (initiative 20): move 4; attack 2, range 2; shield 1`. */
export function cardWords(card: EffectiveCard): string {
    const lines = [
        card.move ? `move ${card.move.points}${card.move.mode === 'normal' ? '' : ` ${card.move.mode}`}` : undefined,
        ...card.attacks.map(attackWords),
        card.shield !== undefined ? `shield ${card.shield}` : undefined,
        card.retaliate ? `retaliate ${card.retaliate.value}${card.retaliate.range > 1 ? ` range ${card.retaliate.range}` : ''}` : undefined,
        card.heal ? `heal ${card.heal.value}${card.heal.self ? ' self' : card.heal.range !== undefined ? ` range ${card.heal.range}` : ''}` : undefined,
        ...card.infuse.map(e => `infuse ${e}`),
        ...card.consume.map(e => `consume ${e}`)
    ].filter((l): l is string => l !== undefined);
    const shuffle = card.shuffle ? ', shuffle' : '';
    return `"${card.card}" (initiative ${card.initiative}${shuffle}): ${lines.length > 0 ? lines.join('; ') : 'nothing'}`;
}

function attackWords(attack: EffectiveAttack): string {
    return [
        `attack ${attack.value}`,
        attack.range > 0 ? `range ${attack.range}` : 'melee',
        attack.targets !== 1 ? `target ${attack.targets}` : undefined,
        attack.pierce > 0 ? `pierce ${attack.pierce}` : undefined,
        attack.push > 0 ? `push ${attack.push}` : undefined,
        attack.pull > 0 ? `pull ${attack.pull}` : undefined,
        attack.area ? 'area' : undefined,
        ...attack.conditions
    ].filter((w): w is string => w !== undefined).join(', ');
}
