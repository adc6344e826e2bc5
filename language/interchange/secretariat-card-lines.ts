import type { SecretariatAction } from './secretariat-format.js';
import { areaFromPattern, parseAreaPattern } from './secretariat-area.js';

/**
 * Ability-card actions of Gloomhaven Secretariat's decks as `.ghs` card lines, one entry per
 * action kind in `CARD_ACTIONS` and per attack qualifier in `ATTACK_PARTS`: a kind the language
 * learns to say is one more entry. What no entry says is kept on the card as a comment holding
 * the action as the file wrote it, and reported: nothing is dropped.
 */

/** A written card line, or an action (or part of one) kept as a comment. */
export type Written =
    | { readonly kind: 'line'; readonly text: string }
    | { readonly kind: 'left-out'; readonly reason: string; readonly source: unknown };

/** The lines of the card written so far: which of its once-only lines it already has. */
export interface CardSoFar {
    readonly once: Set<string>;
}

type CardAction = (action: SecretariatAction, card: CardSoFar) => Written[];

const line = (text: string): Written => ({ kind: 'line', text });
const leftOut = (reason: string, source: unknown): Written => ({ kind: 'left-out', reason, source });

/** A whole number, from a number or a text of digits; undefined for a formula or anything else. */
export function amountOf(value: number | string | undefined): number | undefined {
    if (typeof value === 'number') {
        return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
    }
    return value !== undefined && /^[0-9]{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** `+2` or `-1` for a value relative to the stat card; undefined for an absolute value. */
function change(action: SecretariatAction): string | undefined {
    const amount = amountOf(action.value);
    if (amount === undefined || (action.valueType !== 'plus' && action.valueType !== 'minus')) {
        return undefined;
    }
    return `${action.valueType === 'plus' ? '+' : '-'}${amount}`;
}

/** A value the card prints as is (a shield, a heal, a number of targets): not relative to the stat card. */
export function absolute(action: SecretariatAction): number | undefined {
    return action.valueType === undefined ? amountOf(action.value) : undefined;
}

/** The negative conditions an attack line of this language can add to its targets. */
export const ATTACK_CONDITIONS: ReadonlySet<string> = new Set(['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun']);

export const ELEMENTS: ReadonlySet<string> = new Set(['fire', 'ice', 'air', 'earth', 'light', 'dark']);

/** What an attack is being written with: the words after `attack ±N`, and the lines after it. */
interface AttackSoFar {
    readonly words: string[];
    readonly after: Written[];
}

type AttackPart = (sub: SecretariatAction, attack: AttackSoFar) => void;

/** A qualifier written `<word> N`, N printed as is. */
const numberPart = (word: string, why: string): AttackPart => (sub, attack) => {
    const amount = absolute(sub);
    if (amount === undefined) {
        attack.after.push(leftOut(why, sub.source));
    } else {
        attack.words.push(`${word} ${amount}`);
    }
};

const ATTACK_PARTS: Readonly<Record<string, AttackPart>> = {
    range: (sub, attack) => {
        const signed = change(sub);
        if (signed === undefined) {
            attack.after.push(leftOut('an absolute range: a card line changes the stat card\'s range', sub.source));
        } else {
            attack.words.push(`range ${signed}`);
        }
    },
    target: numberPart('target', 'a number of targets relative to the stat card'),
    pierce: numberPart('pierce', 'a pierce that is not a plain number'),
    push: numberPart('push', 'a push that is not a plain number'),
    pull: numberPart('pull', 'a pull that is not a plain number'),
    condition: (sub, attack) => {
        if (typeof sub.value === 'string' && ATTACK_CONDITIONS.has(sub.value)) {
            attack.words.push(sub.value);
        } else {
            attack.after.push(leftOut(`the condition '${String(sub.value)}', which an attack line cannot add`, sub.source));
        }
    },
    area: (sub, attack) => {
        const hexes = typeof sub.value === 'string' ? parseAreaPattern(sub.value) : 'the area is not a text';
        if (typeof hexes === 'string') {
            attack.after.push(leftOut(`an area that cannot be read: ${hexes}`, sub.source));
            return;
        }
        const area = areaFromPattern(hexes);
        if (area.hexes.length === 0) {
            attack.after.push(leftOut('an area without a target hex', sub.source));
            return;
        }
        attack.after.push(line(`aoe ${area.origin === undefined ? '' : `origin ${area.origin} `}hexes ${area.hexes.join(', ')}`));
        for (const what of area.leftOut) {
            attack.after.push(leftOut(`in the area above, ${what}`, sub.source));
        }
    }
};

function attackLines(action: SecretariatAction): Written[] {
    const signed = change(action);
    if (signed === undefined) {
        return [leftOut('an attack whose value is not relative to the stat card', action.source)];
    }
    const attack: AttackSoFar = { words: [`attack ${signed}`], after: [] };
    for (const sub of action.subActions) {
        const part = ATTACK_PARTS[sub.type];
        if (part) {
            part(sub, attack);
        } else {
            attack.after.push(leftOut(`'${sub.type}' on an attack`, sub.source));
        }
    }
    return [line(attack.words.join(' ')), ...attack.after];
}

/** A line a card prints once: a second of its kind is kept as a comment, not written twice. */
const once = (word: string, write: CardAction): CardAction => (action, card) => {
    if (card.once.has(word)) {
        return [leftOut(`a second '${word}' on one card`, action.source)];
    }
    const written = write(action, card);
    if (written.some(w => w.kind === 'line')) {
        card.once.add(word);
    }
    return written;
};

/** The special target of an action, when it has one, and whether it is the monster itself. */
function targetsOnlySelf(action: SecretariatAction): boolean {
    const special = action.subActions.filter(sub => sub.type === 'specialTarget');
    return special.every(sub => sub.value === 'self');
}

function moveLines(action: SecretariatAction): Written[] {
    const signed = change(action);
    if (signed === undefined) {
        return [leftOut('a move whose value is not relative to the stat card', action.source)];
    }
    const words = [`move ${signed}`];
    const after: Written[] = [];
    for (const sub of action.subActions) {
        if (sub.type === 'jump' && words.length === 1) {
            words.push('jumping');
        } else {
            after.push(leftOut(`'${sub.type}' on a move`, sub.source));
        }
    }
    return [line(words.join(' ')), ...after];
}

/** `shield N` or `retaliate N [range N]`: the monster's own, printed as is. */
const bonusLines = (word: 'shield' | 'retaliate'): CardAction => action => {
    const amount = absolute(action);
    if (amount === undefined || !targetsOnlySelf(action)) {
        return [leftOut(amount === undefined ? `a ${word} that is not a plain number` : `a ${word} for others than the monster`, action.source)];
    }
    const words = [`${word} ${amount}`];
    const after: Written[] = [];
    for (const sub of action.subActions) {
        const range = absolute(sub);
        if (sub.type === 'range' && word === 'retaliate' && range !== undefined && words.length === 1) {
            words.push(`range ${range}`);
        } else if (sub.type !== 'specialTarget') {
            after.push(leftOut(`'${sub.type}' on a ${word}`, sub.source));
        }
    }
    return [line(words.join(' ')), ...after];
};

function healLines(action: SecretariatAction): Written[] {
    const amount = absolute(action);
    const special = action.subActions.find(sub => sub.type === 'specialTarget');
    if (amount === undefined || (special !== undefined && special.value !== 'self')) {
        return [leftOut(amount === undefined ? 'a heal that is not a plain number' : `a heal of '${String(special?.value)}'`, action.source)];
    }
    const range = action.subActions.find(sub => sub.type === 'range');
    const rangeAmount = range && absolute(range);
    const words = [`heal ${amount}`, ...(special ? ['self'] : rangeAmount !== undefined ? [`range ${rangeAmount}`] : [])];
    const after = action.subActions
        .filter(sub => sub !== special && !(sub === range && words.length > 1))
        .map(sub => leftOut(`'${sub.type}' on a heal`, sub.source));
    return [line(words.join(' ')), ...after];
}

/** An element infused (no value type, or `plus`), or consumed (`minus`) with what that unlocks. */
function elementLines(action: SecretariatAction): Written[] {
    const element = action.value;
    if (typeof element !== 'string' || !ELEMENTS.has(element)) {
        return [leftOut(`the element '${String(element)}'`, action.source)];
    }
    if (action.valueType === 'minus') {
        // The language writes a consumption with what it adds to the line above it ('consume earth: +2 attack');
        // the file says what it adds but not to which line, and a bare 'consume' adds nothing: kept whole as a comment.
        return [leftOut(`a consumption of ${element}: the file does not say which line it adds to`, action.source)];
    }
    return [line(`infuse ${element}`), ...action.subActions.map(sub => leftOut(`'${sub.type}' on an infusion`, sub.source))];
}

export const CARD_ACTIONS: Readonly<Record<string, CardAction>> = {
    move: once('move', moveLines),
    attack: attackLines,
    shield: once('shield', bonusLines('shield')),
    retaliate: once('retaliate', bonusLines('retaliate')),
    heal: once('heal', healLines),
    element: elementLines,
    custom: action => [leftOut('text the card prints', action.source)]
};

/** The `.ghs` lines of one card's actions, in the order the card prints them. */
export function cardLines(actions: readonly SecretariatAction[]): Written[] {
    const card: CardSoFar = { once: new Set() };
    return actions.flatMap(action => {
        const write = CARD_ACTIONS[action.type];
        return write ? write(action, card) : [leftOut(`no '${action.type}' line in this language`, action.source)];
    });
}
