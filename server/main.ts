import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createGhsServices } from './ghs-lsp-module.js';
import { registerBoardViewRequest } from './lsp/board-view-request.js';
import { registerEditBoardRequest } from './lsp/edit-board-request.js';
import { registerMonsterAtRequest } from './lsp/monster-at-request.js';
import { registerThreatMapRequest } from './lsp/threat-map-request.js';
import { keepSettingsInStep } from './lsp/settings.js';
import { createGhsConnection } from './transport/connection.js';

const connection = createGhsConnection();
// Node ends the process on a rejected promise nobody awaits; an editor would then lose every
// open file's diagnostics and features for one failed build. The log keeps the failure visible.
process.on('unhandledRejection', reason => {
    connection.console.error(`Unexpected failure, the server goes on: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
});
const { shared, Ghs } = createGhsServices({ connection, ...NodeFileSystem });
registerBoardViewRequest(connection, shared);
registerMonsterAtRequest(connection, shared);
registerThreatMapRequest(connection, shared);
registerEditBoardRequest(connection, shared);
keepSettingsInStep(shared, Ghs.settings.GhsSettings);
startLanguageServer(shared);
