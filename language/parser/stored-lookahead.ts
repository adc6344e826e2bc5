import type { IOrAlt, TokenType } from 'chevrotain';

/**
 * A decision of the grammar that the parser takes on the next token, or on the next two, as the
 * tables store it: the rule, the kind of production (`Alternation`, `Option`, `Repetition`, …),
 * its occurrence in the rule, and its answer for each next token. For an alternation, `[token,
 * alternative]` pairs; for an option or a repetition, the tokens that enter it. Where the next
 * token alone does not decide, the answer is given for each token after it instead: `[token,
 * [[second, alternative], …]]`, or `[token, [second, …]]` for the tokens that enter. A decision
 * that needs more than two tokens is not stored: the lookahead strategy works it out as usual.
 */
export type StoredDecision = [rule: string, production: string, occurrence: number, answers: StoredAnswers];
export type StoredAnswers = Array<[string, number | Array<[string, number]>]> | Array<string | [string, string[]]>;

export function decisionKey(rule: string, production: string, occurrence: number): string {
    return `${rule}:${production}:${occurrence}`;
}

/** The parser, as a lookahead function reads it. */
interface NextTokenReader {
    LA_FAST(offset: number): { tokenTypeIdx: number };
    LA(offset: number): { tokenTypeIdx: number };
}

type Alternation = (this: NextTokenReader, alternatives?: Array<IOrAlt<unknown>>) => number | undefined;
type Optional = (this: NextTokenReader) => boolean;

/** A decision's answers by the next token's type: an answer, or the answers by the token after it. */
type Answer = number | boolean;
type AnswerTable = Array<Answer | Answer[] | undefined>;

/** A decision's lookahead function, made from its stored answers. */
export interface StoredLookahead {
    alternation(rule: string, occurrence: number, hasPredicates: boolean): Alternation | undefined;
    optional(rule: string, production: string, occurrence: number): Optional | undefined;
}

/**
 * The lookahead functions of the stored decisions, answering as the strategy's own would: the
 * same answer for every next token or two, and for an alternation with predicates, no alternative
 * when the one the token picks has a gate that is shut. Undefined when the tables name a token
 * the parser does not have.
 */
export function storedLookahead(stored: StoredDecision[], tokens: Record<string, TokenType>): StoredLookahead | undefined {
    const answers = new Map<string, AnswerTable>();
    /** Of the decisions with answers by the second token, the keys. */
    const twoTokens = new Set<string>();
    const indexOf = (name: string): number | undefined => Object.hasOwn(tokens, name) ? tokens[name].tokenTypeIdx : undefined;
    for (const [rule, production, occurrence, byToken] of stored) {
        const key = decisionKey(rule, production, occurrence);
        const table: AnswerTable = [];
        for (const entry of byToken) {
            const [name, answer] = typeof entry === 'string' ? [entry, true] : entry;
            const index = indexOf(name);
            if (index === undefined) {
                return undefined;
            }
            if (!Array.isArray(answer)) {
                table[index] = answer;
                continue;
            }
            const second: Answer[] = [];
            for (const next of answer) {
                const [secondName, secondAnswer] = typeof next === 'string' ? [next, true] : next;
                const secondIndex = indexOf(secondName);
                if (secondIndex === undefined) {
                    return undefined;
                }
                second[secondIndex] = secondAnswer;
            }
            table[index] = second;
            twoTokens.add(key);
        }
        answers.set(key, table);
    }
    return {
        alternation(rule, occurrence, hasPredicates) {
            const key = decisionKey(rule, 'Alternation', occurrence);
            const table = answers.get(key) as Array<number | number[] | undefined> | undefined;
            if (!table) {
                return undefined;
            }
            if (twoTokens.has(key)) {
                // With gates, the strategy leaves the shut alternatives out before it reads the
                // second token, and may decide on the first: that is left to it.
                return hasPredicates ? undefined : function () {
                    const first = table[this.LA_FAST(1).tokenTypeIdx];
                    // As the strategy, the second token through LA: it may lie past the end.
                    return typeof first === 'object' ? first[this.LA(2).tokenTypeIdx] : first;
                };
            }
            if (!hasPredicates) {
                return function () {
                    return table[this.LA_FAST(1).tokenTypeIdx] as number | undefined;
                };
            }
            return function (alternatives) {
                const prediction = table[this.LA_FAST(1).tokenTypeIdx] as number | undefined;
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
            const key = decisionKey(rule, production, occurrence);
            const table = answers.get(key) as Array<boolean | boolean[] | undefined> | undefined;
            if (!table) {
                return undefined;
            }
            return twoTokens.has(key)
                ? function () {
                    const first = table[this.LA_FAST(1).tokenTypeIdx];
                    return (typeof first === 'object' ? first[this.LA(2).tokenTypeIdx] : first) === true;
                }
                : function () {
                    return table[this.LA_FAST(1).tokenTypeIdx] === true;
                };
        }
    };
}
