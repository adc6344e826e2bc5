import type { TextEdit } from 'vscode-languageserver-protocol';
import type { PlayRoundResult } from '../../server/protocol.js';
import type { VersionedApply } from './versioned-apply.js';
import type { RoundChoiceQuestion } from '../../language/edit/play-edits.js';
import type { PlayedTurnView } from '../../language/view/board-view.js';
import { playedTurnView } from '../../language/view/played-turn.js';
import { roundPlayedText } from '../../language/explain/round-words.js';

/**
 * How *Run round* is run, apart from VS Code so that it can be tested against the real language
 * server: the round is asked for the text the editor holds, and applied only if that text is
 * still the one it was computed for.
 */
export interface RoundHost {
    /** The version of the text the editor holds now. */
    version(): number;
    /**
     * The server's edits for the round, computed for the text at `version` (or its refusal), with
     * the options chosen so far; with `ask`, the next choice to make instead of a first option.
     */
    playRound(version: number, choices: Readonly<Record<string, number>>, ask: boolean): Promise<PlayRoundResult>;
    /** Applies the round's edits as one undoable step; false when the editor refused them. */
    /** Applies the round's edits as one undoable step, only to the text at `version` (see applyAtVersion). */
    apply(edits: readonly TextEdit[], version: number): Promise<VersionedApply>;
    tell(level: 'info' | 'warning' | 'error', message: string): void;
    /**
     * Asks the players which option a monster takes: its index, `first` for the first option of
     * this and every choice left, undefined when they cancel. Without it, every monster takes its
     * first option.
     */
    choose?(question: RoundChoiceQuestion): Promise<number | 'first' | undefined>;
    /** The turns just played, and the version of the text they left: the preview draws them. */
    played?(turns: readonly PlayedTurnView[], version: number): void;
}

export type RoundOutcome = 'played' | 'refused' | 'cancelled';

/** No round offers more choices than its monsters; a server that keeps asking is stopped here. */
const MAX_QUESTIONS = 200;

/** The arguments of `ghs.runRound`, as `server/lsp/code-lens.ts` sends them: `(uri?)`. */
export function roundArguments(args: readonly unknown[]): { uri?: string } {
    const [uri] = args;
    return typeof uri === 'string' && uri.length > 0 ? { uri } : {};
}

/**
 * Plays the round. Where the players choose (a monster whose options tie), they are asked, one
 * choice at a time, on the board that monster decides on; `first` takes the first option there
 * and for every choice after it.
 */
export async function playRound(host: RoundHost): Promise<RoundOutcome> {
    const version = host.version();
    const choices: Record<string, number> = {};
    let ask = host.choose !== undefined;
    let result = await host.playRound(version, choices, ask);
    for (let asked = 0; 'question' in result; asked++) {
        const answer = asked < MAX_QUESTIONS ? await host.choose?.(result.question) : 'first';
        if (answer === undefined) {
            host.tell('info', `Stopped at ${result.question.monster}'s choice: the round was not played.`);
            return 'cancelled';
        }
        if (answer === 'first') {
            ask = false;
        } else {
            choices[result.question.monster] = answer;
        }
        result = await host.playRound(version, choices, ask);
    }
    if ('error' in result) {
        host.tell('error', `The round cannot be played: ${result.error}`);
        return 'refused';
    }
    const applied = await host.apply(result.edits, version);
    if (applied === 'changed') {
        host.tell('warning', 'The scenario changed while the round was computed: nothing was applied. Run the round again.');
        return 'refused';
    }
    if (applied === 'refused') {
        host.tell('error', 'The editor did not apply the round.');
        return 'refused';
    }
    if (result.report) {
        const turns = result.report.turns.flatMap(turn => (turn.kind === 'monster' ? [playedTurnView(turn.report.monster, turn.report.steps)] : []));
        host.played?.(turns, host.version());
        host.tell('info', roundPlayedText(result.report));
    }
    return 'played';
}
