/**
 * Gloomhaven Secretariat's monster and deck files, as read: only the fields this importer uses,
 * each checked for its kind, so that a file of another shape is refused with the field that is
 * wrong rather than half read. The format is the data the Gloomhaven Secretariat companion app
 * publishes for its monsters (see docs/secretariat.md); every other field is ignored.
 */

/** An action of a stat card or an ability card, with the actions that qualify it. */
export interface SecretariatAction {
    readonly type: string;
    readonly value?: number | string;
    /** `plus` or `minus`: relative to the stat card; absent: the value itself. */
    readonly valueType?: string;
    readonly subActions: readonly SecretariatAction[];
    /** The action as written in the file, kept for the comment when it cannot be said. */
    readonly source: unknown;
}

/** One side of the stat card at one level, `baseStat` merged in. */
export interface SecretariatStat {
    readonly level: number;
    readonly type: string;
    readonly health?: number | string;
    readonly movement?: number | string;
    readonly attack?: number | string;
    readonly range?: number | string;
    readonly actions: readonly SecretariatAction[];
    readonly immunities: readonly string[];
    /** The entry with `baseStat` merged in, as the file wrote it. */
    readonly source: unknown;
}

export interface SecretariatMonster {
    readonly name: string;
    readonly count?: number;
    /** The name of the ability deck, the monster's own name when absent. */
    readonly deck: string;
    readonly flying: boolean;
    readonly stats: readonly SecretariatStat[];
}

export interface SecretariatCard {
    readonly cardId: number | string;
    readonly initiative: number;
    readonly shuffle: boolean;
    readonly actions: readonly SecretariatAction[];
}

export interface SecretariatDeck {
    readonly name?: string;
    readonly abilities: readonly SecretariatCard[];
}

export type Read<T> = { readonly value: T } | { readonly error: string };

type Json = Record<string, unknown>;

/** Refusals carry the path of the field at fault (`stats[2].health`): the file is the user's own. */
class FormatError extends Error {}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(path: string, what: string): never {
    throw new FormatError(`${path} ${what}`);
}

function object(value: unknown, path: string): Json {
    return isObject(value) ? value : fail(path, 'is not an object');
}

function list(value: unknown, path: string): unknown[] {
    return value === undefined ? [] : Array.isArray(value) ? value : fail(path, 'is not a list');
}

function text(value: unknown, path: string): string {
    return typeof value === 'string' ? value : fail(path, 'is not a text');
}

function optionalText(value: unknown, path: string): string | undefined {
    return value === undefined ? undefined : text(value, path);
}

function numberOrText(value: unknown, path: string): number | string | undefined {
    return value === undefined || typeof value === 'number' || typeof value === 'string' ? value : fail(path, 'is neither a number nor a text');
}

function wholeNumber(value: unknown, path: string): number {
    return typeof value === 'number' && Number.isInteger(value) ? value : fail(path, 'is not a whole number');
}

function flag(value: unknown, path: string): boolean {
    return value === undefined ? false : typeof value === 'boolean' ? value : fail(path, 'is neither true nor false');
}

function action(value: unknown, path: string): SecretariatAction {
    const written = object(value, path);
    return {
        type: text(written.type, `${path}.type`),
        value: numberOrText(written.value, `${path}.value`),
        valueType: optionalText(written.valueType, `${path}.valueType`),
        subActions: list(written.subActions, `${path}.subActions`).map((sub, i) => action(sub, `${path}.subActions[${i}]`)),
        source: value
    };
}

function stat(value: unknown, base: Json, path: string): SecretariatStat {
    const merged = { ...base, ...object(value, path) };
    return {
        level: wholeNumber(merged.level, `${path}.level`),
        type: optionalText(merged.type, `${path}.type`) ?? 'normal',
        health: numberOrText(merged.health, `${path}.health`),
        movement: numberOrText(merged.movement, `${path}.movement`),
        attack: numberOrText(merged.attack, `${path}.attack`),
        range: numberOrText(merged.range, `${path}.range`),
        actions: list(merged.actions, `${path}.actions`).map((a, i) => action(a, `${path}.actions[${i}]`)),
        immunities: list(merged.immunities, `${path}.immunities`).map((c, i) => text(c, `${path}.immunities[${i}]`)),
        source: merged
    };
}

function reading<T>(json: string, read: (value: unknown) => T): Read<T> {
    let parsed: unknown;
    try {
        parsed = JSON.parse(json);
    } catch (error) {
        return { error: `it is not JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    try {
        return { value: read(parsed) };
    } catch (error) {
        if (error instanceof FormatError) {
            return { error: error.message };
        }
        throw error;
    }
}

/** A monster file: `name`, `count`, `deck`, `flying`, `baseStat` and `stats`. */
export function readMonsterFile(json: string): Read<SecretariatMonster> {
    return reading(json, parsed => {
        const monster = object(parsed, 'the file');
        const name = text(monster.name, 'name');
        const base = monster.baseStat === undefined ? {} : object(monster.baseStat, 'baseStat');
        return {
            name,
            count: monster.count === undefined ? undefined : wholeNumber(monster.count, 'count'),
            deck: optionalText(monster.deck, 'deck') ?? name,
            flying: flag(monster.flying, 'flying'),
            stats: list(monster.stats, 'stats').map((s, i) => stat(s, base, `stats[${i}]`))
        };
    });
}

/** A deck file: `name` and `abilities`, each with `cardId`, `initiative`, `shuffle` and `actions`. */
export function readDeckFile(json: string): Read<SecretariatDeck> {
    return reading(json, parsed => {
        const deck = object(parsed, 'the file');
        return {
            name: optionalText(deck.name, 'name'),
            abilities: list(deck.abilities, 'abilities').map((value, i) => {
                const path = `abilities[${i}]`;
                const card = object(value, path);
                const cardId = numberOrText(card.cardId, `${path}.cardId`);
                return {
                    cardId: cardId ?? fail(`${path}.cardId`, 'is missing'),
                    initiative: wholeNumber(card.initiative, `${path}.initiative`),
                    shuffle: flag(card.shuffle, `${path}.shuffle`),
                    actions: list(card.actions, `${path}.actions`).map((a, j) => action(a, `${path}.actions[${j}]`))
                };
            })
        };
    });
}
