import { ExecuteCommandRequest } from 'vscode-languageserver-protocol';
import type { CancellationToken } from 'vscode-languageserver-protocol';
import type { BoardEdit } from '../../language/model/board-edit-kinds.js';
import {
    BoardViewRequest, type BoardViewResult, EditBoardRequest, type EditBoardResult, MonsterAtRequest, type MonsterAtResult, PlayRoundCommand,
    type PlayRoundResult, PlayTurnCommand, type PlayTurnResult, ThreatMapRequest, type ThreatMapResult
} from '../../server/protocol.js';
import type { ScenarioEditor } from './scenario-editor.js';

/**
 * The extension's own requests (server/protocol.ts), asked of the worker about the playground's
 * scenario: the same surface as the extension's `GhsServer`, without VS Code.
 */
export class ScenarioServer {
    constructor(private readonly editor: ScenarioEditor) { }

    boardView(version: number): Promise<BoardViewResult> {
        return this.editor.request(BoardViewRequest.method, { uri: this.editor.uri, version });
    }

    async monsterAt(): Promise<string | undefined> {
        const position = this.editor.cursor();
        return (await this.editor.request<MonsterAtResult>(MonsterAtRequest.method, { textDocument: { uri: this.editor.uri }, position })).monster;
    }

    /** Cancelled requests are answered and dropped by the caller: the client has no way to stop one midway. */
    threatMap(document: { uri: string; version: number }, character: string, _token: CancellationToken): Promise<ThreatMapResult> {
        return this.editor.request(ThreatMapRequest.method, { uri: document.uri, version: document.version, character });
    }

    playTurn(monster: string, option: number, version: number): Promise<PlayTurnResult> {
        return this.editor.request(ExecuteCommandRequest.method, { command: PlayTurnCommand, arguments: [{ uri: this.editor.uri, version, monster, option }] });
    }

    playRound(version: number, choices: Readonly<Record<string, number>> = {}, ask = false): Promise<PlayRoundResult> {
        return this.editor.request(ExecuteCommandRequest.method, { command: PlayRoundCommand, arguments: [{ uri: this.editor.uri, version, choices, ask }] });
    }

    editBoard(version: number, edit: BoardEdit): Promise<EditBoardResult> {
        return this.editor.request(EditBoardRequest.method, { uri: this.editor.uri, version, edit });
    }
}
