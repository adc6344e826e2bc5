import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { createGhsServices } from './ghs-lsp-module.js';

const connection = createConnection(ProposedFeatures.all);
const { shared } = createGhsServices({ connection, ...NodeFileSystem });
startLanguageServer(shared);
