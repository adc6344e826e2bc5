import type { ILookaheadStrategy, Rule, TokenType } from 'chevrotain';
import { type GrammarTables, followsFromTables, rulesFromTables } from './grammar-tables.js';

/** The parts of Chevrotain's parser that its self-analysis fills in. */
interface RecognizerState {
    selfAnalysisDone: boolean;
    skipValidations: boolean;
    definitionErrors: unknown[];
    definedRulesNames: string[];
    tokensMap: Record<string, TokenType>;
    gastProductionsCache: Record<string, Rule>;
    recoveryEnabled: boolean;
    resyncFollows: Record<string, TokenType[]>;
    lookaheadStrategy: ILookaheadStrategy;
    preComputeLookaheadFunctions(rules: Rule[]): void;
}

/**
 * Chevrotain's `performSelfAnalysis` with its grammar tree and resynchronisation tokens taken from
 * the tables instead of recorded by running every rule: the steps after those are its own. Says
 * false, having changed nothing, when the tables do not fit the parser or the parser would check
 * its grammar (which the tables skip); the parser then analyses itself as usual.
 */
export function analyseFromTables(parser: object, tables: GrammarTables): boolean {
    const state = parser as RecognizerState;
    if (state.selfAnalysisDone || !state.skipValidations || state.definitionErrors.length > 0) {
        return false;
    }
    const rules = rulesFromTables(tables.rules, state.definedRulesNames, state.tokensMap);
    const follows = state.recoveryEnabled ? followsFromTables(tables.follows, state.tokensMap) : {};
    if (!rules || !follows) {
        return false;
    }
    state.selfAnalysisDone = true;
    // As Chevrotain does first: the parser's methods are read through it as a prototype-like
    // object, and V8 keeps such objects' properties fast only once it has seen one used so.
    keepPropertiesFast(state);
    for (const rule of rules) {
        state.gastProductionsCache[rule.name] = rule;
    }
    if (state.recoveryEnabled) {
        state.resyncFollows = follows;
    }
    state.lookaheadStrategy.initialize?.({ rules });
    state.preComputeLookaheadFunctions(rules);
    return true;
}

function keepPropertiesFast(target: object): void {
    function Prototyped(): void { /* only its prototype matters */ }
    Prototyped.prototype = target;
    const instance = new (Prototyped as unknown as new () => { probe?: unknown })();
    const read = (): string => typeof instance.probe;
    read();
    read();
}
