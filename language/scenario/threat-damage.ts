import type { Board, Figure } from '../model/board.js';
import type { EffectiveAttack } from '../model/effective-ability.js';
import { type BoardGeometry, boardGeometry } from '../engine/analyze.js';
import type { DecisionOption, MonsterDecision } from '../engine/decision.js';
import { furtherAttackTargets, laterAttackAim } from '../engine/further-attacks.js';
import { expectedDamage } from '../play/expected-damage.js';
import { type ModifierCard, STANDARD_MONSTER_DECK, drawMode } from '../model/modifier-deck.js';

/** One attack of a card on the character: its value, pierce and whether it draws with disadvantage. */
interface AttackOnCharacter {
    readonly value: number | undefined;
    readonly pierce: number;
    readonly disadvantage: boolean;
}

/** The expected damage of one attack on the character, averaged over the pile; `undefined` without a value. */
function attackDamage(monster: Figure, attack: AttackOnCharacter, character: Figure, pile: readonly ModifierCard[]): number | undefined {
    if (attack.value === undefined || Number.isNaN(attack.value)) {
        return undefined;
    }
    const poisoned = character.conditions?.includes('poison') ?? false;
    const strengthened = monster.conditions?.includes('strengthen') ?? false;
    return expectedDamage({
        value: attack.value + (poisoned ? 1 : 0),
        shield: Math.max(0, (character.shield ?? 0) - attack.pierce),
        mode: drawMode(strengthened, attack.disadvantage)
    }, pile);
}

/**
 * The attacks of the card that hit the character in one option, every one of them. The first
 * attack's targets are the option's. A later attack "will choose the focus of its other attacks
 * following normal focus rules, excluding figures it is already attacking" (`laterAttackExclusions`),
 * so in Gloomhaven a character is hit by one attack at most; an edition whose later attacks may go
 * to the same focus counts each. The figures a later attack takes when it does not hit the
 * character are those of its first way, as a played turn takes them; nobody is taken off the
 * board, since the damage is an average.
 */
function attacksOnCharacter(board: Board, monster: Figure, option: DecisionOption, character: Figure,
    geometry: () => BoardGeometry): AttackOnCharacter[] {
    const first = option.targets.find(t => t.name === character.name);
    const attacks: readonly EffectiveAttack[] = monster.card?.attacks ?? [];
    const hits: AttackOnCharacter[] = [];
    if (first) {
        hits.push({ value: attacks[0]?.value ?? monster.ability?.attack?.value, pierce: attacks[0]?.pierce ?? 0, disadvantage: first.disadvantage });
    }
    // A stunned or disarmed monster makes none of its attacks, later ones included.
    if (attacks.length < 2 || monster.conditions?.some(c => c === 'stun' || c === 'disarm')) {
        return hits;
    }
    const index = board.figures.indexOf(monster);
    const destination = board.cellOf(option.destination);
    const moved = destination === monster.cell ? board : board.withFigureAt(index, destination);
    const self = moved.figures[index];
    const attacked = option.targets.map(t => t.name);
    for (const attack of attacks.slice(1)) {
        const choice = furtherAttackTargets(moved, self, destination, laterAttackAim(board.edition, attacked, option.focus || undefined), {
            range: attack.range, targets: attack.targets, ...(attack.allTargets ? { all: true } : {}), ...(attack.area ? { area: attack.area } : {}),
            muddled: monster.conditions?.includes('muddle') ?? false
        }, geometry());
        const ways = choice.options.flatMap(o => o.targets.filter(t => t.name === character.name));
        if (ways.length > 0) {
            // Where the ways differ only in disadvantage, the worse for the character is the one without.
            hits.push({ value: attack.value, pierce: attack.pierce, disadvantage: ways.every(t => t.disadvantage) });
        }
        attacked.push(...(choice.options[0]?.targets.map(t => t.name) ?? []));
    }
    return hits;
}

/** What a monster's decision means for the character: the options that attack it, and the damage to expect. */
export interface DecisionThreat {
    /** The options in which some attack of the card hits the character. */
    readonly attacking: readonly DecisionOption[];
    /**
     * The most the character can expect to be dealt over those options (the players choose among
     * them, and a hero's safety is judged by the worst they may pick); 0 when none attacks it;
     * `undefined` when an attack that hits it has no value (an inline `attack` written without one).
     */
    readonly damage: number | undefined;
}

/**
 * A monster's decision read for one character on the board it was decided on: every attack of
 * the monster's card that hits it counts, each averaged over the monster modifier deck's `pile`
 * and added up.
 */
export function decisionThreat(board: Board, decision: MonsterDecision, character: Figure,
    pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK, geometry?: BoardGeometry): DecisionThreat {
    const monster = board.figures.find(f => f.name === decision.monster);
    if (!monster) {
        return { attacking: decision.options.filter(o => o.targets.some(t => t.name === character.name)), damage: undefined };
    }
    let shared = geometry;
    const lazyGeometry = (): BoardGeometry => shared ??= boardGeometry(board);
    const attacking: DecisionOption[] = [];
    let damage: number | undefined = 0;
    for (const option of decision.options) {
        const hits = attacksOnCharacter(board, monster, option, character, lazyGeometry);
        if (hits.length === 0) {
            continue;
        }
        attacking.push(option);
        // Every attack of the card that hits it counts, each averaged on its own.
        const dealt = hits.reduce<number | undefined>((sum, hit) => {
            const one = attackDamage(monster, hit, character, pile);
            return sum === undefined || one === undefined ? undefined : sum + one;
        }, 0);
        damage = damage === undefined || dealt === undefined ? undefined : Math.max(damage, dealt);
    }
    return { attacking, damage };
}
