import { URI } from 'langium';
import { AbstractExecuteCommandHandler, type ExecuteCommandAcceptor, type LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken } from 'vscode-languageserver';
import type { GhsServices } from '../../language/ghs-module.js';
import { type PlayTurnArgs, PlayTurnCommand, type PlayTurnResult } from '../protocol.js';
import { currentDocument } from './current-document.js';
import { playTurnEdits } from './play-turn.js';

function isPlayTurnArgs(value: unknown): value is PlayTurnArgs {
    const args = value as Partial<PlayTurnArgs> | undefined;
    return typeof args === 'object' && args !== null && typeof args.uri === 'string' && typeof args.version === 'number'
        && typeof args.monster === 'string' && typeof args.option === 'number';
}

/** The server's commands: `ghs.server.playTurn` returns the edits that play a monster's turn. */
export class GhsExecuteCommandHandler extends AbstractExecuteCommandHandler {
    constructor(private readonly shared: LangiumSharedServices) {
        super();
    }

    override registerCommands(acceptor: ExecuteCommandAcceptor): void {
        acceptor(PlayTurnCommand, (args, cancelToken) => this.playTurn(args[0], cancelToken));
    }

    /**
     * The edits apply to the text at the version the client named; when the server holds another
     * version the turn is refused, since edits computed for one text would corrupt another.
     */
    private async playTurn(args: unknown, cancelToken: CancellationToken): Promise<PlayTurnResult> {
        if (!isPlayTurnArgs(args)) {
            return { error: 'expected one argument { uri, version, monster, option }.' };
        }
        const uri = URI.parse(args.uri);
        const known = this.shared.workspace.LangiumDocuments.getDocument(uri);
        if (!known) {
            return { error: `the server does not know ${args.uri}: open it first.` };
        }
        if (known.textDocument.version !== args.version) {
            return { error: `the scenario changed: the server has version ${known.textDocument.version}, the turn was asked for version ${args.version}.` };
        }
        const document = await currentDocument(this.shared, uri, cancelToken);
        if (document.textDocument.version !== args.version) {
            return { error: `the scenario changed while the turn was computed (now version ${document.textDocument.version}).` };
        }
        const analyzer = (this.shared.ServiceRegistry.getServices(uri) as GhsServices).analysis.ScenarioAnalyzer;
        return playTurnEdits(analyzer, document, args.monster, args.option);
    }
}
