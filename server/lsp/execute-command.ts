import { type LangiumDocument, URI } from 'langium';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { AbstractExecuteCommandHandler, type ExecuteCommandAcceptor, type LangiumSharedServices } from 'langium/lsp';
import { type CancellationToken, ErrorCodes, ResponseError } from 'vscode-languageserver';
import type { GhsServices } from '../../language/ghs-module.js';
import { type PlayRoundArgs, type VersionedDocumentParams, PlayRoundCommand, type PlayRoundResult, type PlayTurnArgs, PlayTurnCommand, type PlayTurnResult } from '../protocol.js';
import { currentDocument } from './current-document.js';
import { playRoundEdits } from './play-round.js';
import { playTurnEdits } from './play-turn.js';

function isPlayTurnArgs(value: unknown): value is PlayTurnArgs {
    const args = value as Partial<PlayTurnArgs> | undefined;
    return typeof args === 'object' && args !== null && typeof args.uri === 'string' && typeof args.version === 'number'
        && typeof args.monster === 'string' && typeof args.option === 'number'
        && (args.ways === undefined || (Array.isArray(args.ways) && args.ways.every(w => typeof w === 'number')));
}

function isPlayRoundArgs(value: unknown): value is PlayRoundArgs {
    const args = value as Partial<PlayRoundArgs> | undefined;
    return typeof args === 'object' && args !== null && typeof args.uri === 'string' && typeof args.version === 'number'
        && (args.ask === undefined || typeof args.ask === 'boolean') && (args.choices === undefined || isChoices(args.choices));
}

function isChoices(value: unknown): value is Record<string, number> {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length <= 1000
        && Object.values(value).every(option => typeof option === 'number' && Number.isInteger(option) && option >= 0 && option < 1000);
}

/**
 * The server's commands: `ghs.server.playTurn` returns the edits that play a monster's turn,
 * `ghs.server.playRound` those that play the rest of the round.
 */
export class GhsExecuteCommandHandler extends AbstractExecuteCommandHandler {
    constructor(private readonly shared: LangiumSharedServices) {
        super();
    }

    /** An unknown command is the client's mistake, answered as such: Langium's handler would answer null, as if it had run. */
    override async executeCommand(name: string, args: unknown[], cancelToken?: CancellationToken): Promise<unknown> {
        if (!this.commands.includes(name)) {
            throw new ResponseError(ErrorCodes.InvalidParams, `There is no command '${name}': the server runs ${this.commands.join(' and ')}.`);
        }
        return super.executeCommand(name, args, cancelToken);
    }

    override registerCommands(acceptor: ExecuteCommandAcceptor): void {
        acceptor(PlayTurnCommand, (args, cancelToken) => this.playTurn(args[0], cancelToken));
        acceptor(PlayRoundCommand, (args, cancelToken) => this.playRound(args[0], cancelToken));
    }

    /**
     * The edits apply to the text at the version the client named; when the server holds another
     * version the turn is refused, since edits computed for one text would corrupt another.
     */
    private async playTurn(args: unknown, cancelToken: CancellationToken): Promise<PlayTurnResult> {
        if (!isPlayTurnArgs(args)) {
            return { error: 'expected one argument { uri, version, monster, option }.' };
        }
        const current = await this.documentAt(args, 'turn', cancelToken);
        return 'error' in current ? current : playTurnEdits(current.analyzer, current.document, args.monster, args.option, args.ways);
    }

    /** Refused on another version than the client's, as a turn is. */
    private async playRound(args: unknown, cancelToken: CancellationToken): Promise<PlayRoundResult> {
        if (!isPlayRoundArgs(args)) {
            return { error: 'expected one argument { uri, version, choices?, ask? }.' };
        }
        const current = await this.documentAt(args, 'round', cancelToken);
        return 'error' in current ? current : playRoundEdits(current.analyzer, current.document, args);
    }

    /** The document at the version the client named, once built, with its analysis service; or why not. */
    private async documentAt(args: VersionedDocumentParams, what: 'turn' | 'round', cancelToken: CancellationToken):
        Promise<{ document: LangiumDocument; analyzer: ScenarioAnalyzer } | { error: string }> {
        const uri = URI.parse(args.uri);
        const known = this.shared.workspace.LangiumDocuments.getDocument(uri);
        if (!known) {
            return { error: `the server does not know ${args.uri}: open it first.` };
        }
        if (known.textDocument.version !== args.version) {
            return { error: `the scenario changed: the server has version ${known.textDocument.version}, the ${what} was asked for version ${args.version}.` };
        }
        const document = await currentDocument(this.shared, uri, cancelToken);
        if (document.textDocument.version !== args.version) {
            return { error: `the scenario changed while the ${what} was computed (now version ${document.textDocument.version}).` };
        }
        return { document, analyzer: (this.shared.ServiceRegistry.getServices(uri) as GhsServices).analysis.ScenarioAnalyzer };
    }
}
