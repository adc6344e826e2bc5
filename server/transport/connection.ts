import { format } from 'node:util';
import {
    type Connection, IPCMessageReader, IPCMessageWriter, type MessageReader, type MessageWriter, ProposedFeatures, StreamMessageWriter,
    createConnection
} from 'vscode-languageserver/node';
import { FrameReader } from './frame-reader.js';
import { GatedMessageReader, repliesThrough } from './message-gate.js';

const ParseError = -32700;

/**
 * The server's connection on the transport its command line names (`--stdio` or `--node-ipc`),
 * with a reader that keeps its place after a broken frame and answers what the connection would
 * drop. Any other transport gets vscode-languageserver's connection as it is.
 */
export function createGhsConnection(argv: readonly string[] = process.argv): Connection {
    let reader: MessageReader;
    let writer: MessageWriter;
    if (argv.includes('--stdio')) {
        writer = new StreamMessageWriter(process.stdout);
        const replies = repliesThrough(writer);
        reader = new FrameReader(process.stdin, (problem, lost) => {
            replies.log(`Broken frame: ${problem}`);
            if (lost) {
                replies.error(null, ParseError, `Parse error: ${problem}`);
            }
        });
    } else if (argv.includes('--node-ipc')) {
        reader = new IPCMessageReader(process);
        writer = new IPCMessageWriter(process);
    } else {
        return createConnection(ProposedFeatures.all);
    }
    const gated = new GatedMessageReader(reader, repliesThrough(writer));
    const connection = createConnection(ProposedFeatures.all, gated, writer);
    if (argv.includes('--stdio')) {
        sendConsoleTo(connection);
        // vscode-languageserver does both when it opens stdio itself; given a reader, it does neither.
        const end = (): never => process.exit(gated.shutdownWasRequested ? 0 : 1);
        process.stdin.on('end', end);
        process.stdin.on('close', end);
    }
    return connection;
}

/** On stdio, anything printed to stdout would corrupt the protocol: the console goes to the client's log. */
function sendConsoleTo(connection: Connection): void {
    const say = (write: (message: string) => void) => (...args: unknown[]): void => write(format(...args));
    console.log = say(m => connection.console.log(m));
    console.info = say(m => connection.console.info(m));
    console.debug = say(m => connection.console.log(m));
    console.warn = say(m => connection.console.warn(m));
    console.error = say(m => connection.console.error(m));
    console.trace = say(m => connection.console.log(m));
}
