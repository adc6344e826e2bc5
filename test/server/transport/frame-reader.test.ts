import { PassThrough } from 'node:stream';
import { describe, expect, test, vi } from 'vitest';
import { FrameReader, MAX_FRAME_BYTES, contentLength, nextHeader } from '../../../server/transport/frame-reader.js';

function frame(message: object, length?: (bytes: number) => number | string): string {
    const body = JSON.stringify(message);
    const bytes = Buffer.byteLength(body);
    return `Content-Length: ${length ? length(bytes) : bytes}\r\n\r\n${body}`;
}

/** Feeds the input in pieces of `piece` bytes and collects what the reader makes of it. */
function read(input: string, piece = Infinity): { messages: unknown[]; problems: Array<[string, boolean]> } {
    const stream = new PassThrough();
    const messages: unknown[] = [];
    const problems: Array<[string, boolean]> = [];
    new FrameReader(stream, (problem, lost) => problems.push([problem, lost])).listen(message => messages.push(message));
    const bytes = Buffer.from(input, 'utf8');
    for (let at = 0; at < bytes.length; at += Math.min(piece, bytes.length)) {
        stream.emit('data', bytes.subarray(at, at + piece));
    }
    return { messages, problems };
}

const a = { jsonrpc: '2.0', id: 1, method: 'a', params: { text: 'Content-Length: 12\r\n\r\n, a note that looks like a header' } };
const b = { jsonrpc: '2.0', method: 'b', params: { text: 'héllo 👾' } };

describe('FrameReader', () => {
    test('reads frames whole or byte by byte, even when a message mentions a Content-Length', () => {
        expect(read(frame(a) + frame(b))).toEqual({ messages: [a, b], problems: [] });
        expect(read(frame(a) + frame(b), 1)).toEqual({ messages: [a, b], problems: [] });
        expect(read(frame(a) + frame(b), 7)).toEqual({ messages: [a, b], problems: [] });
    });

    test('a length that is not a number: the frame is lost and said so, the next one read', () => {
        expect(read(frame(a, () => 'twelve') + frame(b))).toEqual({
            messages: [b], problems: [['the header\'s Content-Length is not a number: \'twelve\'.', true]]
        });
    });

    test('a length too small: the whole message is still read', () => {
        const { messages, problems } = read(frame(a, n => n - 5) + frame(b));
        expect(messages).toEqual([a, b]);
        expect(problems).toHaveLength(1);
        expect(problems[0][1]).toBe(false);
    });

    test('a length too large: the message is read when the next header comes', () => {
        const { messages, problems } = read(frame(a, n => n + 100) + frame(b), 16);
        expect(messages).toEqual([a, b]);
        expect(problems.map(p => p[1])).toEqual([false]);
    });

    test('a body that is not JSON is lost and said so', () => {
        expect(read('Content-Length: 3\r\n\r\n{{{' + frame(b))).toEqual({ messages: [b], problems: [['a frame\'s 3 bytes are not JSON.', true]] });
    });

    test('contentLength and nextHeader', () => {
        expect(contentLength('Content-Type: x\r\ncontent-length: 42')).toBe(42);
        expect(contentLength('Content-Type: x')).toBe('the header has no Content-Length.');
        expect(contentLength('Content-Length: -1')).toBe('the header\'s Content-Length is not a number: \'-1\'.');
        expect(nextHeader(Buffer.from('xxContent-Length: 5\r\n'), 0)).toBe(2);
        expect(nextHeader(Buffer.from('xx"Content-Length: 5\\r\\n"'), 0)).toBe(-1);
        expect(nextHeader(Buffer.from('Content-Length: 5\r\n'), 0)).toBe(0);
    });
});

describe('FrameReader after a frame longer than it says', () => {
    test('a wrong length over garbage does not cost the frames that follow', () => {
        // Found by the fuzzer: the announced length reached into the next frames.
        const garbage = 'Content-Length: 395\r\n\r\n*garbage*';
        const notNumber = 'Content-Length: x348\r\n\r\n{}';
        const c = { jsonrpc: '2.0', id: 'proof', method: 'c' };
        const { messages, problems } = read(garbage + notNumber + frame(b) + frame(a) + frame(c) + frame(b).repeat(3));
        expect(messages).toEqual([b, a, c, b, b, b]);
        expect(problems.every(p => p[1])).toBe(true);
    });

    test('noise before a header is skipped, header lines before the Content-Length are not noise', () => {
        expect(read(`noise${frame(b)}`).messages).toEqual([b]);
        const typed = `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n${frame(b)}`;
        expect(read(typed)).toEqual({ messages: [b], problems: [] });
    });
});

describe('FrameReader, on large frames', () => {
    test('a frame that announces more than the limit is refused at its header, before its body arrives, and the next frame is read', () => {
        const stream = new PassThrough();
        const messages: unknown[] = [];
        const problems: Array<[string, boolean]> = [];
        new FrameReader(stream, (problem, lost) => problems.push([problem, lost])).listen(message => messages.push(message));
        stream.emit('data', Buffer.from(`Content-Length: ${MAX_FRAME_BYTES + 1}\r\n\r\n`));
        expect(problems).toEqual([[`a frame announced ${MAX_FRAME_BYTES + 1} bytes (Content-Length), more than the 8388608 a message may have; it is skipped.`, true]]);
        const piece = Buffer.alloc(64 * 1024, 'x');
        for (let sent = 0; sent < MAX_FRAME_BYTES + 1; sent += piece.length) {
            stream.emit('data', piece.subarray(0, Math.min(piece.length, MAX_FRAME_BYTES + 1 - sent)));
        }
        stream.emit('data', Buffer.from(frame(b)));
        expect(messages).toEqual([b]);
        expect(problems).toHaveLength(1);
    });

    test('a header inside an oversized frame is read: the frame was shorter than it said', () => {
        const { messages } = read(`Content-Length: ${MAX_FRAME_BYTES * 2}\r\n\r\n{"x":1}${frame(b)}`, 5);
        expect(messages).toEqual([b]);
    });

    test('a body arriving in small pieces is searched once: the work is linear in its size, even when it is full of header-like text', () => {
        // The body is the text `ontent-` over and over, which a header search stops at every 7 bytes.
        const body = JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { text: 'ontent-'.repeat(256 * 1024 / 7) } });
        const input = `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
        const indexOf = vi.spyOn(Buffer.prototype, 'indexOf');
        try {
            const { messages } = read(input, 1024);
            expect(messages).toHaveLength(1);
            // One search stop per `ontent-` and a few per piece; a search from the start at each piece makes it about 130 times as many.
            expect(indexOf.mock.calls.length).toBeLessThan(2 * (body.length / 7));
        } finally {
            indexOf.mockRestore();
        }
    });
});
