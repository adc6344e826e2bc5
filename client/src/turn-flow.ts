import type { TextEdit } from 'vscode-languageserver-protocol';
import { hasTurnToPlay } from '../../language/engine/decision.js';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import { listWords } from '../../language/explain/lists.js';
import type { BoardViewResult, PlayTurnResult, TurnOrderEntry } from '../../server/protocol.js';
import type { VersionedApply } from './versioned-apply.js';

/**
 * How a monster's turn is run, apart from VS Code so that it can be tested against the real
 * language server: which monster, which option, the checks that the text has not moved on, and
 * what the user is told. `turns.ts` gives it the editor's pickers, messages and edits.
 */
export interface TurnHost {
    /** The board and decisions, for the text at `version`. */
    board(version: number): Promise<BoardViewResult>;
    /** The version of the text the editor holds now. */
    version(): number;
    /** The server's edits for one option, computed for the text at `version` (or its refusal). */
    play(monster: string, option: number, version: number): Promise<PlayTurnResult>;
    /** Applies one turn's edits as one undoable step, only to the text at `version` (see applyAtVersion). */
    apply(edits: readonly TextEdit[], version: number): Promise<VersionedApply>;
    pickMonster(decisions: readonly WordedDecision[]): Promise<WordedDecision | undefined>;
    /** The option the players choose, each in the board view's words; undefined when the user cancels. */
    pickOption(decision: WordedDecision, words: readonly string[]): Promise<number | undefined>;
    tell(level: 'info' | 'warning' | 'error', message: string): void;
    /** A modal question with one button, `yes`; true only when the user presses it. */
    confirm(question: string, yes: string): Promise<boolean>;
}

export type TurnOutcome = 'played' | 'idle' | 'cancelled' | 'refused';

/** What the command was asked: a monster by name (a lens, a keybinding) or by the cursor, perhaps an option. */
export interface TurnRequest {
    /** Named by the caller: that monster or none. */
    readonly monster?: string;
    /** The monster the cursor is in: a guess, so the user picks when it does not act. */
    readonly cursor?: string;
    readonly option?: number;
}

/**
 * The arguments of `ghs.runMonsterTurn`, in the order `server/lsp/code-lens.ts` sends them:
 * `(monster?, option?, uri?)`. A keybinding may give the first two; anything else is ignored.
 */
export function turnArguments(args: readonly unknown[]): { monster?: string; option?: number; uri?: string } {
    const [monster, option, uri] = args;
    return {
        ...(typeof monster === 'string' && monster.length > 0 && { monster }),
        ...(typeof option === 'number' && Number.isInteger(option) && option >= 0 && { option }),
        ...(typeof uri === 'string' && uri.length > 0 && { uri })
    };
}

/** How many times the board is asked for again when the answer is for another text. */
const BOARD_ATTEMPTS = 3;

/**
 * The board for the text the editor holds. An answer built from another version (older than
 * the one asked for, or overtaken by an edit while it came) is dropped and the board asked again.
 */
export async function currentBoard(host: Pick<TurnHost, 'board' | 'version'>): Promise<BoardViewResult> {
    for (let attempt = 0; attempt < BOARD_ATTEMPTS; attempt++) {
        const version = host.version();
        const view = await host.board(version);
        if (view.version === version && host.version() === version) {
            return view;
        }
    }
    throw new Error('the scenario keeps changing: the language server\'s board never matched the text. Try again.');
}

/** Runs one monster's turn: the named monster, else the one under the cursor, else the one the user picks. */
export async function runTurn(host: TurnHost, request: TurnRequest): Promise<TurnOutcome> {
    const view = await currentBoard(host);
    if (view.decisions.length === 0) {
        host.tell('info', view.problems[0] ?? 'No monster in this scenario takes a turn.');
        return 'idle';
    }
    let decision: WordedDecision | undefined;
    if (request.monster) {
        decision = view.decisions.find(d => d.monster === request.monster);
        if (!decision) {
            host.tell('info', `${request.monster} takes no turn now: it has acted this round, has no ability, or is not on the board.`);
            return 'idle';
        }
    } else {
        decision = view.decisions.find(d => d.monster === request.cursor) ?? await host.pickMonster(view.decisions);
        if (!decision) {
            return 'cancelled';
        }
    }
    const early = outOfTurn(view.turnOrder, decision);
    if (early && !await host.confirm(early.question, early.yes)) {
        return 'cancelled';
    }
    const outcome = await playDecision(host, view, decision, request.option);
    if (outcome === 'idle') {
        host.tell('info', idleMessage(decision));
    }
    return outcome;
}

/** `Guard (initiative 10)`, or `Guard (no initiative)` for a monster written without one. */
function withInitiative(entry: TurnOrderEntry): string {
    return `${entry.monster} (${entry.initiative !== undefined ? `initiative ${entry.initiative}` : 'no initiative'})`;
}

/**
 * The question to ask before a monster acts ahead of its turn, by the server's turn order; none
 * when it is next. Its words name who should act first, and every other monster it would pass.
 */
export function outOfTurn(order: readonly TurnOrderEntry[], decision: WordedDecision): { question: string; yes: string } | undefined {
    const at = order.findIndex(e => e.monster === decision.monster && e.hex === decision.hex);
    if (at <= 0) {
        return undefined;
    }
    const before = order.slice(0, at);
    const also = before.length > 1 ? `, then ${listWords(before.slice(1).map(withInitiative))}` : '';
    return {
        question: `${withInitiative(order[at])} is not next in initiative order: ${withInitiative(before[0])} should act first${also}. ` +
            `Run ${decision.monster}'s turn now anyway?`,
        yes: `Run ${decision.monster}'s Turn`
    };
}

export interface AllTurnsReport {
    readonly played: readonly string[];
    readonly idle: readonly string[];
    /** The monster whose turn was not played because the user cancelled or it was refused. */
    readonly stoppedAt?: string;
}

/**
 * Every monster that acts, in initiative order (the order of the decisions), each turn one
 * undoable edit. Each decision is asked anew, since every turn moves a figure. Stops at the
 * first cancelled pick or refused turn, keeping the turns already played.
 */
export async function runAllTurns(host: TurnHost): Promise<AllTurnsReport> {
    let view = await currentBoard(host);
    const order = view.decisions.map(d => d.monster);
    if (order.length === 0) {
        host.tell('info', view.problems[0] ?? 'No monster in this scenario takes a turn.');
        return { played: [], idle: [] };
    }
    const played: string[] = [];
    const idle: string[] = [];
    for (const [index, monster] of order.entries()) {
        if (index > 0) {
            view = await currentBoard(host);
        }
        const decision = view.decisions.find(d => d.monster === monster);
        if (!decision) {
            continue;
        }
        const outcome = await playDecision(host, view, decision);
        if (outcome === 'played') {
            played.push(monster);
        } else if (outcome === 'idle') {
            idle.push(monster);
        } else {
            if (outcome === 'cancelled') {
                host.tell('info', `Stopped before ${monster}'s turn: ${played.length === 0 ? 'no turn was played' : `${listWords(played)} played`}.`);
            }
            return { played, idle, stoppedAt: monster };
        }
    }
    const idleText = idle.length > 0 ? ` ${listWords(idle)} did nothing.` : '';
    host.tell('info', `${played.length > 0 ? `${listWords(played)} acted, in initiative order.` : 'No monster moved or attacked.'}${idleText}`);
    return { played, idle };
}

/** Plays an option the user chose on a board already shown (the preview's button), for the text it was drawn from. */
export async function playShown(host: TurnHost, monster: string, option: number, version: number): Promise<TurnOutcome> {
    // A board of another text is no guide: the server refuses that turn anyway, with its reason.
    const view = await host.board(version);
    const decision = view.version === version ? view.decisions.find(d => d.monster === monster) : undefined;
    const early = decision && outOfTurn(view.turnOrder, decision);
    if (early && !await host.confirm(early.question, early.yes)) {
        return 'cancelled';
    }
    // The option shown is one of the board as written; earlier turns that change the options make it no guide.
    if (decision && view.atTurn?.some(a => a.monster === monster)) {
        return playDecision(host, view, decision);
    }
    return applyOption(host, monster, option, version);
}

/**
 * The turn is played on the board the earlier characters' and summons' turns leave: when their
 * turns change the monster's options, those are the ones offered, and the user is told why.
 */
async function playDecision(host: TurnHost, view: BoardViewResult, shown: WordedDecision, given?: number): Promise<TurnOutcome> {
    const atTurn = view.atTurn?.find(a => a.monster === shown.monster);
    const decision = atTurn?.decision ?? shown;
    if (atTurn) {
        host.tell('info', `${atTurn.note} Its options on that board: ${atTurn.options.length > 0 ? atTurn.options.join(' | ') : 'none'}.`);
    }
    if (!hasTurnToPlay(decision)) {
        return 'idle';
    }
    const words = atTurn?.options ?? view.optionWords.find(w => w.monster === decision.monster)?.options ?? [];
    // A monster its wound removes has no option: its turn is played as option 0, and ends at its start.
    const option = given ?? (decision.options.length <= 1 ? 0 : await host.pickOption(decision, words));
    if (option === undefined) {
        return 'cancelled';
    }
    return applyOption(host, decision.monster, option, view.version);
}

/**
 * The version is the one the decision was shown for: the server refuses when its text is another,
 * and an edit typed while the server answered makes the edits stale here too.
 */
async function applyOption(host: TurnHost, monster: string, option: number, version: number): Promise<TurnOutcome> {
    const result = await host.play(monster, option, version);
    if ('error' in result) {
        host.tell('error', `${monster}'s turn cannot be played: ${result.error}`);
        return 'refused';
    }
    const applied = await host.apply(result.edits, version);
    if (applied === 'changed') {
        host.tell('warning', `The scenario changed while ${monster}'s turn was computed: nothing was applied. Run the turn again.`);
        return 'refused';
    }
    if (applied === 'refused') {
        host.tell('error', `The editor did not apply ${monster}'s turn.`);
        return 'refused';
    }
    return 'played';
}

function idleMessage(decision: WordedDecision): string {
    return `${decision.monster} does nothing this turn${decision.noFocusReason ? `: ${decision.noFocusReason}` : '.'}`;
}
