import { AbstractMessageReader, type DataCallback, type Disposable, type Message, type MessageReader, type MessageWriter } from 'vscode-languageserver';
import { paramsProblem } from './param-checks.js';

/** Answers the gate sends itself: an error to a request id (null when the id is unusable), and a log line. */
export interface GateReplies {
    error(id: number | string | null, code: number, message: string): void;
    log(message: string): void;
}

/** The gate's answers, written on the connection's own writer. */
export function repliesThrough(writer: MessageWriter): GateReplies {
    return {
        error: (id, code, message) => void writer.write({ jsonrpc: '2.0', id, error: { code, message } } as never).catch(() => undefined),
        log: message => void writer.write({ jsonrpc: '2.0', method: 'window/logMessage', params: { type: 1, message } } as never).catch(() => undefined)
    };
}

/** JSON-RPC's codes, and LSP's for a request before `initialize`. */
export const InvalidRequest = -32600;
export const InvalidParams = -32602;
export const ServerNotInitialized = -32002;

/** What the gate does with one message: pass it on, or answer it itself. */
export type Verdict =
    | { pass: true }
    | { pass: false; id: number | string | null; code: number; message: string };

/**
 * The deepest nesting of arrays and objects a message may have. LSP's own messages nest a dozen
 * levels at most; anything deeper would make every later reader of it (a log line, a handler, a
 * writer) recurse towards the end of the stack.
 */
export const MAX_NESTING = 64;

/** Whether a value nests arrays and objects deeper than `limit`, found without recursion, so that no depth can overflow the stack. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
    const pending: Array<{ value: object; depth: number }> = typeof value === 'object' && value !== null ? [{ value, depth: 1 }] : [];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (next.depth > limit) {
            return true;
        }
        for (const child of Object.values(next.value) as unknown[]) {
            if (typeof child === 'object' && child !== null) {
                pending.push({ value: child, depth: next.depth + 1 });
            }
        }
    }
    return false;
}

function isId(id: unknown): id is number | string {
    return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/**
 * A message as vscode-jsonrpc would take it, or why not. It drops a request whose id is neither a
 * number nor a string without a word, since it is neither request, response nor notification.
 * Before `initialize`, LSP has the server answer every request with ServerNotInitialized; Langium's
 * handlers would instead wait for a workspace that never starts. A request whose params lack what
 * its handler reads gets InvalidParams, instead of an internal error.
 */
export function verdict(message: unknown, initialized: boolean, shutDown = false): Verdict {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
        return { pass: false, id: null, code: InvalidRequest, message: 'Invalid Request: a message must be a JSON object (batches are not supported).' };
    }
    const { id, method } = message as { id?: unknown; method?: unknown };
    if (nestsDeeperThan(message, MAX_NESTING)) {
        return { pass: false, id: isId(id) ? id : null, code: InvalidRequest, message: `Invalid Request: the message nests arrays and objects deeper than ${MAX_NESTING} levels.` };
    }
    if (method === undefined) {
        return { pass: true };
    }
    if (typeof method !== 'string') {
        return { pass: false, id: isId(id) ? id : null, code: InvalidRequest, message: 'Invalid Request: the method must be a string.' };
    }
    if (id !== undefined && !isId(id)) {
        return { pass: false, id: null, code: InvalidRequest, message: 'Invalid Request: the id of a request must be a number or a string.' };
    }
    if (shutDown && id !== undefined) {
        // LSP: after shutdown, every request is an error; only the exit notification is obeyed.
        return { pass: false, id, code: InvalidRequest, message: 'Invalid Request: the server is shutting down; only exit is obeyed.' };
    }
    if (!initialized && id !== undefined && method !== 'initialize') {
        return { pass: false, id, code: ServerNotInitialized, message: 'The server is not initialized: send initialize first.' };
    }
    const problem = id === undefined ? undefined : paramsProblem(method, (message as { params?: unknown }).params);
    if (problem !== undefined) {
        return { pass: false, id: id as number | string, code: InvalidParams, message: `Invalid params: ${problem}` };
    }
    return { pass: true };
}

/** A reader that lets through only messages the connection can answer, and answers the rest itself. */
export class GatedMessageReader extends AbstractMessageReader {
    private initialized = false;
    private shutdownRequested = false;

    constructor(private readonly inner: MessageReader, private readonly replies: GateReplies) {
        super();
        inner.onError(error => this.fireError(error));
        inner.onClose(() => this.fireClose());
        inner.onPartialMessage(info => this.firePartialMessage(info));
    }

    /** Whether the client asked for `shutdown`: the exit code at the end of the input says so. */
    get shutdownWasRequested(): boolean {
        return this.shutdownRequested;
    }

    listen(callback: DataCallback): Disposable {
        return this.inner.listen(message => {
            const judged = verdict(message, this.initialized, this.shutdownRequested);
            if (!judged.pass) {
                // Params the client got wrong are the client's to fix: the answer says why, and the server's log stays for its own failures.
                if (judged.code !== InvalidParams) {
                    this.replies.log(`${judged.message} Received: ${preview(message)}`);
                }
                this.replies.error(judged.id, judged.code, judged.message);
                return;
            }
            const method = (message as { method?: string }).method;
            if (this.shutdownRequested && method !== undefined && method !== 'exit') {
                return; // a notification after shutdown: LSP has it dropped
            }
            this.initialized ||= method === 'initialize';
            this.shutdownRequested ||= method === 'shutdown';
            callback(message as Message);
        });
    }

    override dispose(): void {
        super.dispose();
        this.inner.dispose();
    }
}

/** Characters of a message shown in the log. */
const PREVIEW_CHARACTERS = 200;
/** Levels of a message shown in the log; deeper ones are written `[…]` or `{…}`. */
const PREVIEW_LEVELS = 4;

/** The start of a message as JSON for the log: bounded in depth and length, whatever the message. */
export function preview(message: unknown): string {
    const text = shortJson(message, PREVIEW_LEVELS, PREVIEW_CHARACTERS + 1);
    return text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS)}…` : text;
}

/** JSON of `value` down to `levels` levels, stopping once `room` characters are written. */
function shortJson(value: unknown, levels: number, room: number): string {
    if (typeof value !== 'object' || value === null) {
        const text = typeof value === 'string' ? JSON.stringify(value.slice(0, room)) : JSON.stringify(value) ?? String(value);
        return text.slice(0, room);
    }
    const array = Array.isArray(value);
    if (levels === 0) {
        return array ? '[…]' : '{…}';
    }
    let text = array ? '[' : '{';
    for (const [key, child] of Object.entries(value)) {
        if (text.length >= room) {
            return text;
        }
        text += `${text.length > 1 ? ',' : ''}${array ? '' : `${JSON.stringify(key.slice(0, room))}:`}${shortJson(child, levels - 1, room - text.length)}`;
    }
    return text + (array ? ']' : '}');
}
