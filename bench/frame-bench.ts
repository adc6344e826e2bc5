import { availableParallelism, loadavg } from 'node:os';
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { FrameReader, MAX_FRAME_BYTES } from '../server/transport/frame-reader.js';
import { median, ms } from './stats.js';

/** The pieces a pipe hands the server: 64 KiB at a time. */
const PIECE = 64 * 1024;
const MB = 2 ** 20;

/** The time to read one frame of `body` fed in pipe-sized pieces, up to the next (small) message. */
function readTime(frame: Buffer): number {
    const stream = new PassThrough();
    let read = 0;
    new FrameReader(stream, () => undefined).listen(() => read++);
    const start = performance.now();
    for (let at = 0; at < frame.length; at += PIECE) {
        stream.emit('data', frame.subarray(at, at + PIECE));
    }
    stream.emit('data', Buffer.from('Content-Length: 2\r\n\r\n{}'));
    const took = performance.now() - start;
    if (read === 0) {
        throw new Error('the message after the frame was not read');
    }
    return took;
}

/** A notification no handler takes, of about `bytes` bytes, whose text is `unit` over and over. */
function notification(bytes: number, unit: string): Buffer {
    const text = unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'x/ignored', params: { text } }), 'utf8');
    return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/**
 * The transport's frame reader alone, in this process: the time to take a frame of 1 to 60 MB
 * off the input, in 64 KiB pieces, then read the small message behind it. Linear means the time
 * per MB stays flat as the frame grows. Frames above the limit are skipped as they arrive.
 */
export function frameBench(runs: number): void {
    const load = (): string => `load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
    console.log(`\nFrame reader: one frame in ${PIECE / 1024} KiB pieces, then a small message (median of ${runs} runs; frames above ${MAX_FRAME_BYTES / MB} MB are skipped unread); ${load()}.`);
    for (const [label, unit] of [['plain text', 'abcdefgh'], ['the text `ontent-`', 'ontent-']] as const) {
        for (const size of [1, 2, 5, 8, 20, 60]) {
            const frame = notification(size * MB, unit);
            readTime(frame); // warm the JIT
            const times = Array.from({ length: runs }, () => readTime(frame));
            const m = median(times);
            console.log(`  ${label.padEnd(20)} ${String(size).padStart(3)} MB: median ${ms(m).padStart(10)}  (${(m / size).toFixed(2)} ms per MB)`);
        }
    }
    console.log(`  ${load()} afterwards`);
}
