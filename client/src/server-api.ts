import type * as vscode from 'vscode';
import { type BaseLanguageClient, ExecuteCommandRequest, type TextEdit } from 'vscode-languageclient';
import {
    BoardViewRequest, type BoardViewResult, type EditBoardParams, EditBoardRequest, type EditBoardResult, MonsterAtRequest, type PlayRoundArgs, PlayRoundCommand, type PlayRoundResult, type PlayTurnArgs, PlayTurnCommand, type PlayTurnResult, ThreatMapRequest,
    type ThreatMapResult
} from '../../server/protocol.js';

/** What the preview and the turn commands ask of the language server, behind one small surface. */
export interface GhsServer {
    /** Settles when the server is running; rejects when it could not start. */
    readonly started: Promise<void>;
    /**
     * The board and decisions; `version` (the document's, by default) is the text asked about.
     * The answer says which version it was built from: the caller drops one that is not current.
     */
    boardView(document: vscode.TextDocument, version?: number): Promise<BoardViewResult>;
    /** The monster the line at `position` declares or names, as the server reads the text; undefined when none. */
    monsterAt(document: vscode.TextDocument, position: vscode.Position): Promise<string | undefined>;
    /** The threat map of the document's current text for a character (see `ghs/threatMap`). */
    threatMap(document: vscode.TextDocument, character: string, token: vscode.CancellationToken): Promise<ThreatMapResult>;
    /** False until the server offers the play-turn command. */
    canPlayTurns(): boolean;
    playTurn(args: PlayTurnArgs): Promise<PlayTurnResult>;
    /** False until the server offers the play-round command. */
    canPlayRounds(): boolean;
    playRound(args: PlayRoundArgs): Promise<PlayRoundResult>;
    asTextEdits(edits: readonly TextEdit[]): Promise<vscode.TextEdit[]>;
    /** The text edits for one edit of the board drawn from `version` (see `ghs/editBoard`). */
    editBoard(document: vscode.TextDocument, version: number, edit: EditBoardParams['edit']): Promise<EditBoardResult>;
}

export function languageServerApi(client: BaseLanguageClient, started: Promise<void>): GhsServer {
    return {
        started,
        boardView: async (document, version = document.version) => {
            await started;
            return client.sendRequest(BoardViewRequest, { uri: client.code2ProtocolConverter.asUri(document.uri), version });
        },
        monsterAt: async (document, position) => {
            await started;
            const textDocument = { uri: client.code2ProtocolConverter.asUri(document.uri) };
            return (await client.sendRequest(MonsterAtRequest, { textDocument, position: client.code2ProtocolConverter.asPosition(position) })).monster;
        },
        threatMap: async (document, character, token) => {
            await started;
            return client.sendRequest(ThreatMapRequest, { uri: client.code2ProtocolConverter.asUri(document.uri), version: document.version, character }, token);
        },
        canPlayTurns: () => client.initializeResult?.capabilities.executeCommandProvider?.commands.includes(PlayTurnCommand) ?? false,
        playTurn: async args => await client.sendRequest(ExecuteCommandRequest.type, { command: PlayTurnCommand, arguments: [args] }) as PlayTurnResult,
        canPlayRounds: () => client.initializeResult?.capabilities.executeCommandProvider?.commands.includes(PlayRoundCommand) ?? false,
        playRound: async args => await client.sendRequest(ExecuteCommandRequest.type, { command: PlayRoundCommand, arguments: [args] }) as PlayRoundResult,
        asTextEdits: async edits => await client.protocol2CodeConverter.asTextEdits([...edits]) ?? [],
        editBoard: async (document, version, edit) => {
            await started;
            return client.sendRequest(EditBoardRequest, { uri: client.code2ProtocolConverter.asUri(document.uri), version, edit });
        }
    };
}
