import { NodeFileSystem } from 'langium/node';
import { serveGhs } from './serve.js';
import { createGhsConnection } from './transport/connection.js';

const connection = createGhsConnection();
// Node ends the process on a rejected promise nobody awaits; an editor would then lose every
// open file's diagnostics and features for one failed build. The log keeps the failure visible.
process.on('unhandledRejection', reason => {
    connection.console.error(`Unexpected failure, the server goes on: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
});
serveGhs(connection, NodeFileSystem);
