/**
 * Reads a play state from a parsed scenario and the board the analysis built from it.
 */
import type { Board, FigureSpec } from './board.js';
import { hexOfRef } from './hex-ref.js';
import { actedDamage } from './acted-damage.js';
import { type MonsterTypeSpec, modifierDeckOf, monsterTypesOf, roundNumberOf, standeeCard } from './monster-types.js';
import type { Monster, Scenario } from '../generated/ast.js';
import { isActedRecord, isCharacter, isMonster, isRoundStatement, isSummon } from '../generated/ast.js';
import { type ConditionName, isCondition } from '../rules/conditions.js';
import { type FigureState, figureState, grantRoundBonuses } from './figure-state.js';
import { type ActedEntry, type PlayState, type RevealState, deckStateOf } from './play-state.js';
import { attackedNames } from './attacked-target.js';

export interface PlayStateOptions {
    /** The modifier deck's seed when the scenario names no deck (default `DEFAULT_MODIFIER_SEED`). */
    readonly seed?: number;
}

export function playStateOf(scenario: Scenario, board: Board, options: PlayStateOptions = {}): PlayState {
    const types = monsterTypesOf(scenario);
    const acted = actedEntries(scenario, board);
    const vitals = new Map<string, FigureState>();
    const conditions = new Map<string, readonly ConditionName[]>();
    for (const figure of board.figures) {
        const written = (figure.conditions ?? []).filter(isCondition);
        conditions.set(figure.name, written);
        const state = vitalsOf(figure, written, types, acted.some(a => a.monster === figure.name));
        if (state) {
            vitals.set(figure.name, state);
        }
    }
    const spec = modifierDeckOf(scenario);
    return {
        board, vitals, conditions, down: downFigures(scenario),
        deck: deckStateOf(spec, options.seed), deckWritten: spec !== undefined,
        // Without a `round` block the scenario is in its first round.
        acted, round: roundNumberOf(scenario) ?? 1, reveals: revealsOf(scenario)
    };
}

function vitalsOf(figure: FigureSpec, conditions: readonly ConditionName[], types: ReadonlyMap<string, MonsterTypeSpec>,
    hasActed: boolean): FigureState | undefined {
    if (figure.hp === undefined) {
        return undefined;
    }
    const type = figure.standee ? types.get(figure.standee.type) : undefined;
    const stat = figure.standee?.level === 'elite' ? type?.elite : type?.normal;
    const state = figureState(figure.name, figure.kind, figure.maxHp ?? figure.hp, {
        hp: figure.hp,
        shield: figure.shield ?? 0,
        retaliate: figure.retaliate ? [figure.retaliate] : [],
        conditions: conditions.map(name => ({ name })),
        ...(stat && stat.immune.length > 0 ? { immunities: stat.immune.filter(isCondition) } : {})
    });
    // The card's shield and retaliate last until the end of the round: a standee that has acted has them.
    const card = figure.card;
    if (hasActed && card && (card.shield || card.retaliate)) {
        return grantRoundBonuses(state, { ...(card.shield ? { shield: card.shield } : {}), ...(card.retaliate ? { retaliate: [card.retaliate] } : {}) });
    }
    return state;
}

/** The figures written as off the board: exhausted characters, removed monsters and summons. */
function downFigures(scenario: Scenario): Map<string, 'removed' | 'exhausted'> {
    const down = new Map<string, 'removed' | 'exhausted'>();
    for (const node of scenario.statements) {
        if (isCharacter(node) && node.name && node.flags.includes('exhausted')) {
            down.set(node.name, 'exhausted');
        } else if ((isMonster(node) || isSummon(node)) && node.name && node.removed) {
            down.set(node.name, 'removed');
        }
    }
    return down;
}

function actedEntries(scenario: Scenario, board: Board): ActedEntry[] {
    const entries: ActedEntry[] = [];
    // A monster removed during or after its turn is off the board, but its initiative still says
    // which characters' turns are past: the one written on its line, or its type's card's.
    const initiativeOf = (name: string): number | undefined => {
        const figure = board.figureNamed(name);
        if (figure) {
            return figure.initiative ?? 100;
        }
        const node = scenario.statements.find((s): s is Monster => isMonster(s) && s.name === name);
        return node && (node.initiative ?? standeeCard(node)?.card.initiative ?? 100);
    };
    for (const node of scenario.statements) {
        if (!isActedRecord(node) || !node.monster) {
            continue;
        }
        const from = hexOfRef(node.from);
        const to = hexOfRef(node.to);
        const initiative = initiativeOf(node.monster.$refText);
        entries.push({
            monster: node.monster.$refText, ...(from ? { from } : {}), ...(to ? { to } : {}),
            attacks: attackedNames(node.targets),
            ...(node.targets.some(t => t.damage !== undefined) ? { damage: Object.fromEntries(actedDamage(node)) } : {}),
            ...(initiative !== undefined ? { initiative } : {})
        });
    }
    return entries;
}

function revealsOf(scenario: Scenario): RevealState[] {
    const round = scenario.statements.find(isRoundStatement);
    const reveals: RevealState[] = [];
    for (const reveal of round?.reveals ?? []) {
        const type = reveal.type?.$refText;
        if (type === undefined) {
            continue;
        }
        if (reveal.card !== undefined) {
            reveals.push({ type, kind: 'named', card: reveal.card });
        } else if (reveal.seed !== undefined) {
            reveals.push({ type, kind: 'seeded', seed: reveal.seed, shuffle: reveal.shuffle ?? 0, position: reveal.position ?? 1 });
        }
    }
    return reveals;
}
