import { type DefaultSharedModuleContext, startLanguageServer } from 'langium/lsp';
import type { Connection } from 'vscode-languageserver';
import { type GhsLspServices, createGhsServices } from './ghs-lsp-module.js';
import { registerBoardViewRequest } from './lsp/board-view-request.js';
import { registerEditBoardRequest } from './lsp/edit-board-request.js';
import { registerImportSecretariatRequest } from './lsp/import-secretariat-request.js';
import { registerMonsterAtRequest } from './lsp/monster-at-request.js';
import { registerThreatMapRequest } from './lsp/threat-map-request.js';
import { keepSettingsInStep } from './lsp/settings.js';
import { publishVersionedDiagnostics } from './lsp/versioned-diagnostics.js';

/**
 * The language server on a connection: the services, the extension's own requests, the
 * settings kept in step with the client's, then Langium's handlers. The process entry and the
 * in-process test server both start here, so tests talk to the server users run.
 */
export function serveGhs(connection: Connection, fileSystem: Omit<DefaultSharedModuleContext, 'connection'>,
    prepare: (services: GhsLspServices) => void = () => { /* as configured */ }): GhsLspServices {
    const { shared, Ghs } = createGhsServices({ connection, ...fileSystem });
    prepare(Ghs);
    registerBoardViewRequest(connection, shared);
    registerMonsterAtRequest(connection, shared);
    registerThreatMapRequest(connection, shared);
    registerEditBoardRequest(connection, shared);
    registerImportSecretariatRequest(connection, shared);
    keepSettingsInStep(shared, Ghs.settings.GhsSettings);
    publishVersionedDiagnostics(connection, shared, Ghs.lspWorkspace.ParsedVersions);
    startLanguageServer(shared);
    return Ghs;
}
