import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { createGhsServices } from './ghs-lsp-module.js';
import { registerBoardViewRequest } from './lsp/board-view-request.js';
import { registerEditBoardRequest } from './lsp/edit-board-request.js';
import { registerMonsterAtRequest } from './lsp/monster-at-request.js';
import { registerThreatMapRequest } from './lsp/threat-map-request.js';
import { keepSettingsInStep } from './lsp/settings.js';

const connection = createConnection(ProposedFeatures.all);
const { shared, Ghs } = createGhsServices({ connection, ...NodeFileSystem });
registerBoardViewRequest(connection, shared);
registerMonsterAtRequest(connection, shared);
registerThreatMapRequest(connection, shared);
registerEditBoardRequest(connection, shared);
keepSettingsInStep(shared, Ghs.settings.GhsSettings);
startLanguageServer(shared);
