import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { placeBlocks } from '../../language/edit/imported-blocks.js';
import { importSecretariat } from '../../language/interchange/secretariat-import.js';
import { ImportSecretariatRequest, type ImportSecretariatParams, type ImportSecretariatResult } from '../protocol.js';
import { refuseMalformed } from './cancellable-request.js';
import { textEdits } from './play-turn.js';
import { versionedScenario } from './versioned-scenario.js';

/** The edits that write an imported monster type and its deck into the scenario at the version the client named. */
export async function importSecretariatOf(shared: LangiumSharedServices, params: ImportSecretariatParams, cancelToken?: CancellationToken): Promise<ImportSecretariatResult> {
    refuseMalformed(ImportSecretariatRequest.method, params);
    const imported = importSecretariat({ monster: params.monster, deck: params.deck, level: params.level });
    if (imported.errors.length > 0) {
        return { error: imported.errors.join(' ') };
    }
    const current = await versionedScenario(shared, params, 'importing into it', cancelToken);
    if ('error' in current) {
        return current;
    }
    const placed = placeBlocks(current.document.textDocument.getText(), current.scenario, imported.blocks);
    if ('error' in placed) {
        return placed;
    }
    return {
        edits: textEdits(current.document, placed.changes),
        warnings: [...imported.warnings, ...placed.replaced.map(what => `Replaced ${what} written before.`)]
    };
}

export function registerImportSecretariatRequest(connection: Connection, shared: LangiumSharedServices): void {
    connection.onRequest(ImportSecretariatRequest, (params, cancelToken) => importSecretariatOf(shared, params, cancelToken));
}
