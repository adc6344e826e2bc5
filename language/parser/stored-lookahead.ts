import type { IOrAlt, TokenType } from 'chevrotain';

/**
 * A decision of the grammar that the parser takes on the next token alone, as the tables store
 * it: the rule, the kind of production (`Alternation`, `Option`, `Repetition`, …), its
 * occurrence in the rule, and its answer for each token: for an alternation, `[token,
 * alternative]` pairs; for an option or a repetition, the tokens that enter it. A decision that
 * needs more than the next token is not stored: the lookahead strategy works it out as usual.
 */
export type StoredDecision = [rule: string, production: string, occurrence: number, answers: Array<[string, number]> | string[]];

export function decisionKey(rule: string, production: string, occurrence: number): string {
    return `${rule}:${production}:${occurrence}`;
}

/** The parser, as a lookahead function reads it. */
interface NextTokenReader {
    LA_FAST(offset: number): { tokenTypeIdx: number };
}

type Alternation = (this: NextTokenReader, alternatives?: Array<IOrAlt<unknown>>) => number | undefined;
type Optional = (this: NextTokenReader) => boolean;

/** A decision's lookahead function, made from its stored answers. */
export interface StoredLookahead {
    alternation(rule: string, occurrence: number, hasPredicates: boolean): Alternation | undefined;
    optional(rule: string, production: string, occurrence: number): Optional | undefined;
}

/**
 * The lookahead functions of the stored decisions, answering as the strategy's own would: the
 * same answer for every token, and for an alternation with predicates, no alternative when the
 * one the token picks has a gate that is shut. Undefined when the tables name a token the parser
 * does not have.
 */
export function storedLookahead(stored: StoredDecision[], tokens: Record<string, TokenType>): StoredLookahead | undefined {
    const answers = new Map<string, Array<number | boolean | undefined>>();
    for (const [rule, production, occurrence, byToken] of stored) {
        const table: Array<number | boolean | undefined> = [];
        for (const entry of byToken) {
            const [name, answer] = typeof entry === 'string' ? [entry, true] : entry;
            const token = Object.hasOwn(tokens, name) ? tokens[name] : undefined;
            if (token?.tokenTypeIdx === undefined) {
                return undefined;
            }
            table[token.tokenTypeIdx] = answer;
        }
        answers.set(decisionKey(rule, production, occurrence), table);
    }
    return {
        alternation(rule, occurrence, hasPredicates) {
            const table = answers.get(decisionKey(rule, 'Alternation', occurrence)) as Array<number | undefined> | undefined;
            if (!table) {
                return undefined;
            }
            if (!hasPredicates) {
                return function () {
                    return table[this.LA_FAST(1).tokenTypeIdx];
                };
            }
            return function (alternatives) {
                const prediction = table[this.LA_FAST(1).tokenTypeIdx];
                if (alternatives !== undefined && prediction !== undefined) {
                    const gate = alternatives[prediction]?.GATE;
                    if (gate !== undefined && gate.call(this) === false) {
                        return undefined;
                    }
                }
                return prediction;
            };
        },
        optional(rule, production, occurrence) {
            const table = answers.get(decisionKey(rule, production, occurrence)) as Array<boolean | undefined> | undefined;
            return table && function () {
                return table[this.LA_FAST(1).tokenTypeIdx] === true;
            };
        }
    };
}
