import { URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { monsterAt } from '../../language/scenario/monster-at.js';
import { isScenario } from '../../language/generated/ast.js';
import { MonsterAtRequest, type MonsterAtParams, type MonsterAtResult } from '../protocol.js';
import { currentDocument } from './current-document.js';
import { onCancellableRequest, refuseMalformed } from './cancellable-request.js';

/** The monster at a position of a document, in the text the server holds now. */
export async function monsterAtPosition(shared: LangiumSharedServices, params: MonsterAtParams, cancelToken?: CancellationToken): Promise<MonsterAtResult> {
    refuseMalformed(MonsterAtRequest.method, params);
    const document = await currentDocument(shared, URI.parse(params.textDocument.uri), cancelToken);
    const scenario = document.parseResult.value;
    const monster = isScenario(scenario) ? monsterAt(scenario, params.position) : undefined;
    return monster === undefined ? {} : { monster };
}

export function registerMonsterAtRequest(connection: Connection, shared: LangiumSharedServices): void {
    onCancellableRequest(connection, MonsterAtRequest, (params, cancelToken) => monsterAtPosition(shared, params, cancelToken));
}
