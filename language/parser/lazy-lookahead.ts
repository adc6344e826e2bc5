import type { ILookaheadStrategy } from 'chevrotain';
import type { StoredLookahead } from './stored-lookahead.js';

/**
 * A lookahead function built the first time the parser asks for it. Chevrotain builds one for
 * every alternative, option and repetition of the grammar when the parser is created, which is
 * most of the time a one-file `ghs check` spends before reading a character; a file uses a
 * fraction of the grammar, and the function built later is the same one.
 */
function builtOnFirstCall<A extends unknown[], R>(build: () => (...args: A) => R): (...args: A) => R {
    let built: ((...args: A) => R) | undefined;
    return function (this: unknown, ...args: A): R {
        built ??= build();
        // The parser calls each lookahead function as one of its own methods.
        return built.apply(this, args);
    };
}

/**
 * Makes `strategy` hand the parser lookahead functions that are built when first called: from
 * the stored decisions where `stored` gives them when that happens (a decision taken on the next
 * token alone, known from the tables), or else by the strategy itself.
 */
export function deferLookaheadFunctions(strategy: ILookaheadStrategy, stored: () => StoredLookahead | undefined = () => undefined): void {
    const ready = deferInitialization(strategy);
    const alternation = strategy.buildLookaheadForAlternation.bind(strategy);
    const optional = strategy.buildLookaheadForOptional.bind(strategy);
    strategy.buildLookaheadForAlternation = options => builtOnFirstCall(() =>
        (options.dynamicTokensEnabled ? undefined : stored()?.alternation(options.rule.name, options.prodOccurrence, options.hasPredicates))
        ?? (ready(), alternation(options)));
    strategy.buildLookaheadForOptional = options => builtOnFirstCall(() =>
        (options.dynamicTokensEnabled ? undefined : stored()?.optional(options.rule.name, options.prodType, options.prodOccurrence))
        ?? (ready(), optional(options)));
}

type Initialization = Parameters<NonNullable<ILookaheadStrategy['initialize']>>[0];

/**
 * Holds back the strategy's `initialize` (the ALL(*) strategy builds its network of the whole
 * grammar there, about 3 ms of a fresh process) until the strategy first builds a function or
 * validates: with the stored decisions, a file may need neither. Gives the function that
 * initializes it then, once.
 */
function deferInitialization(strategy: ILookaheadStrategy): () => void {
    const initialize = strategy.initialize?.bind(strategy);
    if (!initialize) {
        return () => undefined;
    }
    let pending: Initialization | undefined;
    const ready = (): void => {
        if (pending) {
            const options = pending;
            pending = undefined;
            initialize(options);
        }
    };
    strategy.initialize = options => {
        pending = options;
    };
    const validate = strategy.validate.bind(strategy);
    strategy.validate = options => {
        ready();
        return validate(options);
    };
    return ready;
}
