import { AbstractMessageReader, type DataCallback, Disposable, type Message } from 'vscode-languageserver/node';

/**
 * A frame the reader found broken, in words for the client's log; `lost` when no message could be
 * taken from it (the client then gets a Parse error), false when the message was still read.
 */
export type FrameProblem = (message: string, lost: boolean) => void;

const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');
const HEADER_NAME = /content-length:/i;
/** Bytes without a header end after which the input is taken as noise rather than a header still arriving. */
const MAX_HEADER_BYTES = 64 * 1024;

/** The body length a header announces, or why it announces none. */
export function contentLength(header: string): number | string {
    const line = header.split('\r\n').find(l => HEADER_NAME.test(l.slice(0, 15)));
    if (line === undefined) {
        return 'the header has no Content-Length.';
    }
    const value = line.slice(line.indexOf(':') + 1).trim();
    return /^\d{1,15}$/.test(value) ? Number(value) : `the header's Content-Length is not a number: '${value}'.`;
}

/**
 * A Content-Length line as it ends: the digits, then a raw carriage return. JSON never holds a raw
 * carriage return (inside a string it is written `\r`), so a message that merely mentions a
 * Content-Length cannot be taken for a header.
 */
const HEADER_LINE = /^content-length: *\d+\r\n/i;

/** Header lines, such as a Content-Type before the Content-Length. */
const HEADER_LINES = /^([\w-]+: [^\r\n]*\r\n)*$/;

const LENGTH_COLON = Buffer.from('length:', 'ascii');
const ONTENT = Buffer.from('ontent-', 'ascii');

/** Whether `content-length:` (any case) is written at `at`, checked on the bytes, without making a string. */
function namesContentLength(buffer: Buffer, at: number): boolean {
    if ((buffer[at] | 0x20) !== 0x63 /* c */) {
        return false;
    }
    for (let i = 0; i < LENGTH_COLON.length; i++) {
        if ((buffer[at + 8 + i] | 0x20) !== (LENGTH_COLON[i] | 0x20)) {
            return false;
        }
    }
    return true;
}

/** Where the next header starts, searching from `from`; -1 when none has arrived whole. */
export function nextHeader(buffer: Buffer, from: number): number {
    for (let at = Math.max(from, 1); at < buffer.length;) {
        const found = buffer.indexOf(ONTENT, at);
        if (found < 0) {
            return -1;
        }
        // The bytes first, the pattern only on a likely header: a body full of `ontent-` costs no string each.
        if (namesContentLength(buffer, found - 1) && HEADER_LINE.test(buffer.subarray(found - 1, found + 40).toString('latin1'))) {
            return found - 1;
        }
        at = found + 1;
    }
    return -1;
}

function parsed(body: Buffer): { message: unknown } | undefined {
    try {
        return { message: JSON.parse(body.toString('utf8')) as unknown };
    } catch {
        return undefined;
    }
}

/**
 * The largest body a frame may announce. The largest scenario is 1,000,000 characters
 * (MAX_DOCUMENT_LENGTH), which JSON writes in at most 6 bytes each (`\u0001`): a frame beyond this
 * carries no message the server could take, and is skipped as it arrives instead of being held.
 */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

/** How far back a search resumes: a header line cut by the end of what has arrived is read again whole. */
const RESCAN_BYTES = 48;

/**
 * The bytes received and not yet taken, in one buffer that grows by doubling: each byte is copied
 * a bounded number of times, whatever the size of the chunks it arrives in.
 */
class ByteQueue {
    private bytes: Buffer = Buffer.alloc(0);
    private start = 0;
    private end = 0;

    get length(): number {
        return this.end - this.start;
    }

    push(chunk: Buffer): void {
        if (this.end + chunk.length > this.bytes.length) {
            const live = this.length;
            const grown = live + chunk.length > this.bytes.length / 2 ? Buffer.allocUnsafe(Math.max(4096, 2 * (live + chunk.length))) : this.bytes;
            this.bytes.copy(grown, 0, this.start, this.end);
            this.bytes = grown;
            this.start = 0;
            this.end = live;
        }
        chunk.copy(this.bytes, this.end);
        this.end += chunk.length;
    }

    /** The bytes held, without a copy: valid until the next push. */
    view(): Buffer {
        return this.bytes.subarray(this.start, this.end);
    }

    drop(count: number): void {
        this.start = Math.min(this.end, this.start + count);
        if (this.start === this.end) {
            this.start = this.end = 0;
        }
    }
}

/**
 * Reads LSP frames (`Content-Length: n`, a blank line, n bytes of JSON) from a byte stream and
 * never loses its place for good. vscode-jsonrpc's reader, after one frame with a wrong or
 * missing length, reads every later frame from the wrong offset: the server stays up and never
 * answers again. Here a broken frame is reported, the message in it is still taken when it is
 * whole, and reading starts again at the next header.
 *
 * Its cost is linear in the bytes received: the header is read once, the body's bytes are
 * counted as they come, and each search for a header inside a body still arriving resumes where
 * the last one stopped.
 */
export class FrameReader extends AbstractMessageReader {
    private readonly queue = new ByteQueue();
    /** The body length the current header announced; undefined while a header is awaited. */
    private expected: number | undefined;
    /** Bytes of an oversized frame still to skip as they arrive. */
    private skipping = 0;
    /** Where the next search of the queue (for a header, or a header's end) resumes. */
    private searched = 0;
    private callback: DataCallback | undefined;

    constructor(private readonly input: NodeJS.ReadableStream, private readonly problem: FrameProblem) {
        super();
    }

    listen(callback: DataCallback): Disposable {
        this.callback = callback;
        const onData = (chunk: Buffer | string): void => this.read(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        const onError = (error: Error): void => this.fireError(error);
        const onClose = (): void => this.fireClose();
        this.input.on('data', onData);
        this.input.on('error', onError);
        this.input.on('end', onClose);
        this.input.on('close', onClose);
        return Disposable.create(() => {
            this.callback = undefined;
            this.input.off('data', onData);
            this.input.off('error', onError);
            this.input.off('end', onClose);
            this.input.off('close', onClose);
        });
    }

    private read(chunk: Buffer): void {
        this.queue.push(chunk);
        while (this.step()) {
            // Each step takes one header or one body off the queue.
        }
    }

    /** Takes what it can off the queue; false when it must wait for more input. */
    private step(): boolean {
        if (this.skipping > 0) {
            return this.skip();
        }
        if (this.expected === undefined) {
            return this.readHeader();
        }
        const buffer = this.queue.view();
        if (buffer.length >= this.expected) {
            this.readBody(this.expected);
            return true;
        }
        // A header inside a body still arriving: the announced length was too large, and waiting
        // for the rest would swallow the messages behind it.
        const next = nextHeader(buffer, Math.max(0, this.searched - RESCAN_BYTES));
        if (next < 0) {
            this.searched = buffer.length;
            return false;
        }
        const whole = parsed(buffer.subarray(0, next));
        this.problem(`a frame announced ${this.expected} bytes (Content-Length) but the next header came after ${next}.`, !whole);
        this.restartAt(next);
        if (whole) {
            this.deliver(whole.message);
        }
        return true;
    }

    /** Drops the bytes of an oversized frame as they come, unless a header shows up among them. */
    private skip(): boolean {
        const buffer = this.queue.view();
        // The queue holds at most the last chunk and a few bytes before it: this search is short.
        const next = nextHeader(buffer, 0);
        if (next >= 0 && next < this.skipping) {
            // A header before the announced end: the frame was shorter than it said.
            this.restartAt(next);
            this.skipping = 0;
            return true;
        }
        const dropped = next >= 0 ? this.skipping : Math.min(this.skipping, Math.max(0, buffer.length - RESCAN_BYTES));
        this.queue.drop(dropped);
        this.skipping -= dropped;
        return this.skipping === 0 && this.queue.length > 0;
    }

    private readHeader(): boolean {
        const buffer = this.queue.view();
        const from = Math.max(0, this.searched - RESCAN_BYTES);
        const end = buffer.indexOf(HEADER_END, from);
        const header = nextHeader(buffer, from);
        if (header > 0 && (end < 0 || header < end) && !HEADER_LINES.test(buffer.subarray(0, header).toString('latin1'))) {
            // Bytes that are not header lines before a header: the rest of a frame whose length was wrong.
            this.problem(`${header} bytes before a header are not part of any frame; they are skipped.`, true);
            this.restartAt(header);
            return true;
        }
        if (end < 0) {
            if (buffer.length > MAX_HEADER_BYTES) {
                this.problem(`${buffer.length} bytes arrived without a header's end; they are skipped.`, true);
                const next = nextHeader(buffer, Math.max(1, from));
                this.restartAt(next < 0 ? buffer.length : next);
                return this.queue.length > 0;
            }
            this.searched = buffer.length;
            return false;
        }
        const length = contentLength(buffer.subarray(0, end).toString('ascii'));
        this.queue.drop(end + HEADER_END.length);
        this.searched = 0;
        if (typeof length === 'string') {
            this.problem(length, true);
            const next = nextHeader(this.queue.view(), 0);
            this.restartAt(next < 0 ? this.queue.length : next);
            return true;
        }
        if (length > MAX_FRAME_BYTES) {
            // Refused before a byte of it is held: the body is counted off as it arrives.
            this.problem(`a frame announced ${length} bytes (Content-Length), more than the ${MAX_FRAME_BYTES} a message may have; it is skipped.`, true);
            this.skipping = length;
            return true;
        }
        this.expected = length;
        return true;
    }

    private readBody(length: number): void {
        const buffer = this.queue.view();
        const body = parsed(buffer.subarray(0, length));
        if (body) {
            this.restartAt(length);
            this.deliver(body.message);
            return;
        }
        // Not JSON at the announced length: perhaps the length was too small. The text up to the
        // next header (or all that has arrived) may still be the whole message.
        const next = nextHeader(buffer, 1);
        const end = next < 0 ? buffer.length : next;
        const longer = end > length ? parsed(buffer.subarray(0, end)) : undefined;
        if (longer) {
            this.problem(`a frame announced ${length} bytes (Content-Length) but its message has ${end}.`, false);
            this.restartAt(end);
            this.deliver(longer.message);
            return;
        }
        this.problem(`a frame's ${length} bytes are not JSON.`, true);
        // A length that does not frame a message is not to be trusted: the next header is.
        this.restartAt(next < 0 ? length : next);
    }

    private deliver(message: unknown): void {
        this.callback?.(message as Message);
    }

    private restartAt(offset: number): void {
        this.queue.drop(offset);
        this.expected = undefined;
        this.searched = 0;
    }
}
