import type { TextEdit } from 'vscode-languageserver-protocol';
import type { PlayRoundResult } from '../../server/protocol.js';
import type { VersionedApply } from './versioned-apply.js';

/**
 * How *Run round* is run, apart from VS Code so that it can be tested against the real language
 * server: the round is asked for the text the editor holds, and applied only if that text is
 * still the one it was computed for.
 */
export interface RoundHost {
    /** The version of the text the editor holds now. */
    version(): number;
    /** The server's edits for the round, computed for the text at `version` (or its refusal). */
    playRound(version: number): Promise<PlayRoundResult>;
    /** Applies the round's edits as one undoable step; false when the editor refused them. */
    /** Applies the round's edits as one undoable step, only to the text at `version` (see applyAtVersion). */
    apply(edits: readonly TextEdit[], version: number): Promise<VersionedApply>;
    tell(level: 'info' | 'warning' | 'error', message: string): void;
}

export type RoundOutcome = 'played' | 'refused';

/** The arguments of `ghs.runRound`, as `server/lsp/code-lens.ts` sends them: `(uri?)`. */
export function roundArguments(args: readonly unknown[]): { uri?: string } {
    const [uri] = args;
    return typeof uri === 'string' && uri.length > 0 ? { uri } : {};
}

export async function playRound(host: RoundHost): Promise<RoundOutcome> {
    const version = host.version();
    const result = await host.playRound(version);
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
    return 'played';
}
