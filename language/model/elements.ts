/**
 * The element board: each element is strong, waning or inert (Gloomhaven rulebook pp. 23–24,
 * "Elemental Infusions"). A scenario writes the strong and waning ones (`elements fire strong, ice
 * waning`); play changes them and writes them back.
 */
import type { ActedRecord, Element, Scenario } from '../generated/ast.js';
import { isActedRecord, isElementBoard, isMonster } from '../generated/ast.js';
import type { ElementsAvailable } from './effective-ability.js';

export type { Element };

/** An element that is not inert. */
export type ElementState = 'strong' | 'waning';

export type ElementBoardState = ReadonlyMap<Element, ElementState>;

/** The six elements, in the order the infusion table prints them and the words list them. */
export const ELEMENTS: readonly Element[] = ['fire', 'ice', 'air', 'earth', 'light', 'dark'];

/** The element board a scenario writes; an element named twice counts as first written (validation reports the other). */
export function elementBoardOf(scenario: Scenario): Map<Element, ElementState> {
    const board = new Map<Element, ElementState>();
    const seen = new Set<Element>();
    for (const entry of scenario.statements.find(isElementBoard)?.entries ?? []) {
        if (!entry.element || seen.has(entry.element)) {
            continue;
        }
        seen.add(entry.element);
        if (entry.state === 'strong' || entry.state === 'waning') {
            board.set(entry.element, entry.state);
        }
    }
    return board;
}

/**
 * The elements each monster type consumed this round, as the `acted` records of its standees say:
 * "every activated monster of that type will gain the benefit of the consumed element, not just the
 * first monster to consume it" (rulebook p. 24).
 */
export function consumedBySets(scenario: Scenario): Map<string, Element[]> {
    const typeOf = new Map(scenario.statements.filter(isMonster).map(m => [m.name, m.type?.$refText]));
    const consumed = new Map<string, Element[]>();
    for (const record of scenario.statements.filter((s): s is ActedRecord => isActedRecord(s))) {
        const type = typeOf.get(record.monster?.$refText ?? '');
        if (type === undefined || record.consumed.length === 0) {
            continue;
        }
        consumed.set(type, [...new Set([...(consumed.get(type) ?? []), ...record.consumed])]);
    }
    return consumed;
}

/**
 * Whether a consumption's elements are to be had by a monster of a set: the set consumed them all
 * already this round (its later monsters gain the benefit), or each is strong or waning now ("If
 * an ability is used that consumes an element and the corresponding element token is in the Strong
 * or Waning column"; "If a single augment lists multiple element uses, all elements must be used
 * to activate the augment").
 */
export function elementsAvailable(board: ElementBoardState, consumed: readonly Element[] = []): ElementsAvailable {
    return elements => elements.length > 0 && (elements.every(e => consumed.includes(e)) || elements.every(e => board.has(e)));
}

/**
 * The end of the round: "all elemental infusions will wane, moving one step to the left in the
 * table, from “Strong” to “Waning” or from “Waning” to “Inert”" (rulebook p. 24; "End of Round", p. 32).
 */
export function waneElements(board: ElementBoardState): Map<Element, ElementState> {
    const next = new Map<Element, ElementState>();
    for (const element of ELEMENTS) {
        if (board.get(element) === 'strong') {
            next.set(element, 'waning');
        }
    }
    return next;
}
