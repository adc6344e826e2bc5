import type { FigureSpec } from '../model/board.js';
import type { EffectiveAttack, EffectiveCard, EffectiveLine } from '../model/effective-ability.js';
import type { ConditionLineSpec, StandaloneAbility } from '../model/card-lines.js';
import { bonusWords } from './card-line-words.js';

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

/** `"Rush" (initiative 20): move 4; attack 2, range 2; shield 1`, the lines in the order printed. */
export function cardWords(card: EffectiveCard): string {
    const lines = card.lines.map(line => lineWords(card, line));
    const shuffle = card.shuffle ? ', shuffle' : '';
    return `"${card.card}" (initiative ${card.initiative}${shuffle}): ${lines.length > 0 ? lines.join('; ') : 'nothing'}`;
}

function conditionWords(line: ConditionLineSpec): string {
    const range = line.range !== undefined ? ` range ${line.range}` : '';
    const targets = line.allTargets ? ' target all' : line.targets !== 1 ? ` target ${line.targets}` : '';
    return `${line.to === 'enemy' ? 'inflict ' : ''}${line.condition}${line.to === 'self' ? ' self' : ''}${range}${targets}`;
}

function abilityWords(ability: StandaloneAbility): string {
    switch (ability.kind) {
        case 'shield':
            return `shield ${ability.value}`;
        case 'retaliate':
            return `retaliate ${ability.retaliate.value}${ability.retaliate.range > 1 ? ` range ${ability.retaliate.range}` : ''}`;
        case 'heal':
            return `heal ${ability.heal.value}${ability.heal.self ? ' self' : ability.heal.range !== undefined ? ` range ${ability.heal.range}` : ''}`;
        case 'condition':
            return conditionWords(ability.condition);
    }
}

function lineWords(card: EffectiveCard, line: EffectiveLine): string {
    switch (line.kind) {
        case 'move':
            return `move ${line.points}${line.mode === 'normal' ? '' : ` ${line.mode}`}`;
        case 'attack':
            return attackWords(card.attacks[line.index]);
        case 'shield':
        case 'retaliate':
        case 'heal':
            return abilityWords(line.kind === 'shield' ? { kind: 'shield', value: line.value } : line.kind === 'retaliate' ? { kind: 'retaliate', retaliate: line.retaliate } : { kind: 'heal', heal: line.heal });
        case 'condition':
            return conditionWords(line.condition);
        case 'summon':
            return `summon ${line.summon.type}${line.summon.level === 'elite' ? ' elite' : ''}`;
        case 'infuse':
            return `infuse ${line.element}`;
        case 'consume': {
            const adds = [...(line.consume.bonus ? [bonusWords(line.consume.bonus)] : []), ...line.consume.abilities.map(abilityWords)];
            return `consume ${line.consume.elements.join(', ')}${adds.length > 0 ? `: ${adds.join(', ')}` : ''}`;
        }
    }
}

function attackWords(attack: EffectiveAttack): string {
    return [
        `attack ${attack.value}`,
        attack.range > 0 ? `range ${attack.range}` : 'melee',
        attack.allTargets ? 'target all' : attack.targets !== 1 ? `target ${attack.targets}` : undefined,
        attack.pierce > 0 ? `pierce ${attack.pierce}` : undefined,
        attack.push > 0 ? `push ${attack.push}` : undefined,
        attack.pull > 0 ? `pull ${attack.pull}` : undefined,
        attack.area ? 'area' : undefined,
        ...attack.conditions
    ].filter((w): w is string => w !== undefined).join(', ');
}
