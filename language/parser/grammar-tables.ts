import {
    Alternation, Alternative, type IProduction, NonTerminal, Option, Repetition, RepetitionMandatory,
    RepetitionMandatoryWithSeparator, RepetitionWithSeparator, Rule, Terminal, type TokenType, VERSION
} from 'chevrotain';
import type { StoredDecision } from './stored-lookahead.js';

/**
 * What the lexer and the parser work out from the grammar each time they are created, written
 * down once when the grammar is generated: the token types (Langium's token builder walks the
 * whole grammar to find them), what Chevrotain's lexer would learn by reading each regular
 * expression, the parser's grammar tree (Chevrotain records it by running every rule once) and
 * the tokens each rule call resynchronises on after an error. All of it depends on the grammar
 * alone, so the tables are kept with the grammar text they were built from and used only when it
 * is the grammar in use.
 */
export interface GrammarTables {
    /** Bumped whenever the shape below changes. */
    format: number;
    /** The tables mirror Chevrotain's own structures, which may change between its versions. */
    chevrotain: string;
    caseInsensitive: boolean;
    /** Absent when some token cannot be written down (a pattern that is a function). */
    tokens?: StoredToken[];
    rules: StoredRule[];
    /** Each rule call's resynchronisation tokens, by Chevrotain's key for it. */
    follows: Array<[string, string[]]>;
    /**
     * The decisions the lookahead strategy takes on the next token or two, with their answers
     * (stored-lookahead.ts): working each out takes its lookahead paths and a search for conflicts
     * with what may follow, or, for two tokens, the strategy's network of the whole grammar, the
     * first time a file reaches it.
     */
    lookahead?: StoredDecision[];
}

export const TABLES_FORMAT = 3;

export function tablesFitThisChevrotain(tables: GrammarTables): boolean {
    return tables.format === TABLES_FORMAT && tables.chevrotain === VERSION;
}

export type StoredPattern = string | { source: string; flags: string };

/** One token type as Langium's token builder makes it, with what the lexer's analysis finds in it. */
export interface StoredToken {
    name: string;
    pattern: StoredPattern;
    longerAlt?: string[];
    lineBreaks?: boolean;
    group?: string;
    /**
     * For a regular expression: whether it can match a line break, and the first characters of
     * its matches, which Chevrotain otherwise finds by parsing the expression. Chevrotain takes
     * both as hints (`LINE_BREAKS`, `START_CHARS_HINT`) and then leaves the expression alone.
     */
    hints?: { lineBreaks: boolean; startChars?: number[] };
}

/** What Chevrotain's productions carry at run time beyond the fields its types publish. */
export interface ProductionFields {
    definition: IProduction[];
    ignoreAmbiguities: boolean;
    hasPredicates: boolean;
    maxLookahead?: number;
}

/**
 * A production of Chevrotain's grammar tree, as a short array:
 * `['T', occurrence, token, label?]`, `['N', occurrence, rule, label?]`,
 * `['O' | 'R' | 'M', occurrence, productions, maxLookahead?]`,
 * `['RS' | 'MS', occurrence, productions, separator, maxLookahead?]` and
 * `['A', occurrence, [[productions, ignoreAmbiguities], ...], ignoreAmbiguities, hasPredicates, maxLookahead?]`.
 */
export type StoredProduction = Array<string | number | boolean | StoredProduction[] | StoredAlternative[]>;
export type StoredAlternative = [StoredProduction[], boolean];
/** A rule: its name, its productions and, when not empty, its original text. */
export type StoredRule = [string, StoredProduction[]] | [string, StoredProduction[], string];

/** The token types, new objects each time: Chevrotain adds its own fields to them. */
export function tokensFromTables(stored: StoredToken[]): TokenType[] {
    const tokens = stored.map(entry => {
        const token: TokenType = { name: entry.name };
        token.PATTERN = typeof entry.pattern === 'string' ? entry.pattern : new RegExp(entry.pattern.source, entry.pattern.flags);
        return token;
    });
    const byName = new Map(tokens.map(t => [t.name, t]));
    stored.forEach((entry, i) => {
        const token = tokens[i];
        if (entry.longerAlt) {
            token.LONGER_ALT = entry.longerAlt.map(name => byName.get(name)!);
        }
        if (entry.lineBreaks !== undefined) {
            token.LINE_BREAKS = entry.lineBreaks;
        }
        if (entry.group !== undefined) {
            token.GROUP = entry.group;
        }
        if (entry.hints) {
            token.LINE_BREAKS = entry.hints.lineBreaks;
            if (entry.hints.startChars) {
                token.START_CHARS_HINT = entry.hints.startChars;
            }
        }
    });
    return tokens;
}

/**
 * The grammar tree of the parser's rules, in the order the parser defined them, or undefined
 * when the tables name other rules or tokens than the parser has.
 */
export function rulesFromTables(stored: StoredRule[], ruleNames: readonly string[], tokens: Record<string, TokenType>): Rule[] | undefined {
    if (stored.length !== ruleNames.length) {
        return undefined;
    }
    const storedByName = new Map(stored.map(rule => [rule[0], rule]));
    const rules: Rule[] = [];
    try {
        for (const name of ruleNames) {
            const entry = storedByName.get(name);
            if (!entry) {
                return undefined;
            }
            // As Chevrotain's recorder builds it: the rule first, its productions pushed after.
            const rule = new Rule({ definition: [], name });
            rule.name = name;
            if (entry[2] !== undefined) {
                rule.orgText = entry[2];
            }
            entry[1].forEach(p => rule.definition.push(productionFrom(p, tokens)));
            rules.push(rule);
        }
    } catch (error) {
        if (error instanceof UnknownName) {
            return undefined;
        }
        throw error;
    }
    const byName = new Map(rules.map(r => [r.name, r]));
    for (const rule of rules) {
        if (!linkNonTerminals(rule.definition, byName)) {
            return undefined;
        }
    }
    return rules;
}

class UnknownName extends Error {}

function tokenNamed(tokens: Record<string, TokenType>, name: string): TokenType {
    const token = Object.hasOwn(tokens, name) ? tokens[name] : undefined;
    if (!token) {
        throw new UnknownName(name);
    }
    return token;
}

function productionFrom(stored: StoredProduction, tokens: Record<string, TokenType>): IProduction {
    const kind = stored[0] as string;
    const idx = stored[1] as number;
    const children = (list: unknown): IProduction[] => (list as StoredProduction[]).map(p => productionFrom(p, tokens));
    switch (kind) {
        case 'T':
            return new Terminal({ idx, terminalType: tokenNamed(tokens, stored[2] as string), label: stored[3] as string | undefined });
        case 'N':
            return new NonTerminal({ idx, nonTerminalName: stored[2] as string, label: stored[3] as string | undefined, referencedRule: undefined });
        case 'A': {
            const alternation = new Alternation({ definition: [], idx, ignoreAmbiguities: stored[3] as boolean } as ConstructorParameters<typeof Alternation>[0]);
            const fields = alternation as unknown as ProductionFields;
            if (stored[5] !== undefined) {
                fields.maxLookahead = stored[5] as number;
            }
            fields.hasPredicates = stored[4] as boolean;
            for (const [definition, ignoreAmbiguities] of stored[2] as StoredAlternative[]) {
                const alternative = new Alternative({ definition: [] });
                alternation.definition.push(alternative);
                (alternative as unknown as ProductionFields).ignoreAmbiguities = ignoreAmbiguities;
                children(definition).forEach(p => alternative.definition.push(p));
            }
            return alternation;
        }
        case 'RS':
        case 'MS': {
            const Kind = kind === 'RS' ? RepetitionWithSeparator : RepetitionMandatoryWithSeparator;
            const production = new Kind({ definition: [], idx, separator: undefined as unknown as TokenType });
            production.separator = tokenNamed(tokens, stored[3] as string);
            if (stored[4] !== undefined) {
                (production as unknown as ProductionFields).maxLookahead = stored[4] as number;
            }
            children(stored[2]).forEach(p => production.definition.push(p));
            return production;
        }
        case 'O':
        case 'R':
        case 'M': {
            const Kind = kind === 'O' ? Option : kind === 'R' ? Repetition : RepetitionMandatory;
            const production = new Kind({ definition: [], idx });
            if (stored[3] !== undefined) {
                (production as unknown as ProductionFields).maxLookahead = stored[3] as number;
            }
            children(stored[2]).forEach(p => production.definition.push(p));
            return production;
        }
        default:
            throw new UnknownName(kind);
    }
}

/** Points every rule call at its rule, as Chevrotain's grammar resolver does after recording. */
function linkNonTerminals(productions: IProduction[], rules: Map<string, Rule>): boolean {
    for (const production of productions) {
        if (production instanceof NonTerminal) {
            const rule = rules.get(production.nonTerminalName);
            if (!rule) {
                return false;
            }
            production.referencedRule = rule;
        } else if (!(production instanceof Terminal) && !linkNonTerminals((production as unknown as ProductionFields).definition, rules)) {
            return false;
        }
    }
    return true;
}

export function followsFromTables(stored: Array<[string, string[]]>, tokens: Record<string, TokenType>): Record<string, TokenType[]> | undefined {
    const follows: Record<string, TokenType[]> = {};
    try {
        for (const [key, names] of stored) {
            follows[key] = names.map(name => tokenNamed(tokens, name));
        }
    } catch (error) {
        if (error instanceof UnknownName) {
            return undefined;
        }
        throw error;
    }
    return follows;
}
