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

/** Where the next header starts, searching from `from`; -1 when none has arrived whole. */
export function nextHeader(buffer: Buffer, from: number): number {
    for (let at = Math.max(from, 1); at < buffer.length;) {
        const found = buffer.indexOf('ontent-', at, 'ascii');
        if (found < 0) {
            return -1;
        }
        if (HEADER_LINE.test(buffer.subarray(found - 1, found + 40).toString('latin1'))) {
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
 * Reads LSP frames (`Content-Length: n`, a blank line, n bytes of JSON) from a byte stream and
 * never loses its place for good. vscode-jsonrpc's reader, after one frame with a wrong or
 * missing length, reads every later frame from the wrong offset: the server stays up and never
 * answers again. Here a broken frame is reported, the message in it is still taken when it is
 * whole, and reading starts again at the next header.
 */
export class FrameReader extends AbstractMessageReader {
    private buffer: Buffer = Buffer.alloc(0);
    /** The body length the current header announced; undefined while a header is awaited. */
    private expected: number | undefined;
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
        this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
        while (this.step()) {
            // Each step takes one header or one body off the buffer.
        }
    }

    /** Takes what it can off the buffer; false when it must wait for more input. */
    private step(): boolean {
        if (this.expected === undefined) {
            return this.readHeader();
        }
        if (this.buffer.length >= this.expected) {
            this.readBody(this.expected);
            return true;
        }
        // A header inside a body still arriving: the announced length was too large, and waiting
        // for the rest would swallow the messages behind it.
        const next = nextHeader(this.buffer, 0);
        if (next < 0) {
            return false;
        }
        const whole = parsed(this.buffer.subarray(0, next));
        this.problem(`a frame announced ${this.expected} bytes (Content-Length) but the next header came after ${next}.`, !whole);
        this.restartAt(next);
        if (whole) {
            this.deliver(whole.message);
        }
        return true;
    }

    private readHeader(): boolean {
        const end = this.buffer.indexOf(HEADER_END);
        const header = nextHeader(this.buffer, 0);
        if (header > 0 && (end < 0 || header < end) && !HEADER_LINES.test(this.buffer.subarray(0, header).toString('latin1'))) {
            // Bytes that are not header lines before a header: the rest of a frame whose length was wrong.
            this.problem(`${header} bytes before a header are not part of any frame; they are skipped.`, true);
            this.restartAt(header);
            return true;
        }
        if (end < 0) {
            if (this.buffer.length > MAX_HEADER_BYTES) {
                this.problem(`${this.buffer.length} bytes arrived without a header's end; they are skipped.`, true);
                const next = nextHeader(this.buffer, 1);
                this.restartAt(next < 0 ? this.buffer.length : next);
                return this.buffer.length > 0;
            }
            return false;
        }
        const length = contentLength(this.buffer.subarray(0, end).toString('ascii'));
        this.buffer = this.buffer.subarray(end + HEADER_END.length);
        if (typeof length === 'string') {
            this.problem(length, true);
            const next = nextHeader(this.buffer, 0);
            this.restartAt(next < 0 ? this.buffer.length : next);
            return true;
        }
        this.expected = length;
        return true;
    }

    private readBody(length: number): void {
        const body = parsed(this.buffer.subarray(0, length));
        if (body) {
            this.restartAt(length);
            this.deliver(body.message);
            return;
        }
        // Not JSON at the announced length: perhaps the length was too small. The text up to the
        // next header (or all that has arrived) may still be the whole message.
        const next = nextHeader(this.buffer, 1);
        const end = next < 0 ? this.buffer.length : next;
        const longer = end > length ? parsed(this.buffer.subarray(0, end)) : undefined;
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
        this.buffer = this.buffer.subarray(offset);
        this.expected = undefined;
    }
}
