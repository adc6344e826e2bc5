import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { createGhsServices } from './ghs-lsp-module.js';
import { registerBoardViewRequest } from './lsp/board-view-request.js';

const connection = createConnection(ProposedFeatures.all);
const { shared } = createGhsServices({ connection, ...NodeFileSystem });
registerBoardViewRequest(connection, shared);
startLanguageServer(shared);
