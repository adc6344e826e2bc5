import type { LangiumSharedServices } from 'langium/lsp';
import type { Connection } from 'vscode-languageserver';
import type { ParsedVersions } from './current-document.js';

/**
 * Diagnostics carry the version of the text they were found in (LSP 3.15), so that a client can
 * drop those of a text it has changed since. Langium publishes them without one; this gives
 * each publication of an open document the version its build read. A document the client has not
 * opened (or has closed) has no version of the client's to name, so it gets none.
 */
export function publishVersionedDiagnostics(connection: Connection, shared: LangiumSharedServices, versions: ParsedVersions): void {
    const send = connection.sendDiagnostics.bind(connection);
    connection.sendDiagnostics = params => {
        const open = shared.workspace.TextDocuments.get(params.uri) !== undefined;
        const version = params.version ?? (open ? versions.versionParsed(params.uri) : undefined);
        return send(version === undefined ? params : { ...params, version });
    };
}
