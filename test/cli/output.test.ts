import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fixtures, repo, skipReason, systemNode } from './run-ghs.js';

const written: Array<{ fd: number; text: string }> = [];
let behaviour: (fd: number, bytes: Buffer) => number;

vi.mock('node:fs', async original => ({
    ...(await original<typeof import('node:fs')>()),
    writeSync: (fd: number, bytes: Buffer) => behaviour(fd, bytes)
}));

const { descriptorOutput } = await import('../../cli/output.js');

function failure(code: string): Error {
    return Object.assign(new Error(code), { code });
}

/** A stream that records what it is given. */
function recordingStream(): { stream: () => NodeJS.WriteStream; got: string[] } {
    const got: string[] = [];
    const stream = { write: (chunk: Buffer) => { got.push(chunk.toString('utf8')); return true; } } as unknown as NodeJS.WriteStream;
    return { stream: () => stream, got };
}

beforeEach(() => {
    written.length = 0;
    behaviour = (fd, bytes) => {
        written.push({ fd, text: bytes.toString('utf8') });
        return bytes.length;
    };
});

describe('output written straight to the descriptor', () => {
    test('a line goes to its descriptor with a line break, and text as it is', () => {
        const { stream, got } = recordingStream();
        const out = descriptorOutput(1, stream);
        out.line('1 file checked');
        out.text('no break');
        expect(written).toEqual([{ fd: 1, text: '1 file checked\n' }, { fd: 1, text: 'no break' }]);
        expect(got).toEqual([]);
        expect(out.written()).toBe(true);
    });

    test('a partial write is followed by the rest, byte for byte, even inside a character', () => {
        behaviour = (fd, bytes) => {
            const part = Math.min(3, bytes.length);
            written.push({ fd, text: bytes.subarray(0, part).toString('latin1') });
            return part;
        };
        descriptorOutput(2, recordingStream().stream).line('Hexé');
        expect(Buffer.from(written.map(w => w.text).join(''), 'latin1').toString('utf8')).toBe('Hexé\n');
        expect(written.every(w => w.fd === 2)).toBe(true);
    });

    test('a full non-blocking descriptor (EAGAIN) hands the rest, and all that follows, to the stream in order', () => {
        let calls = 0;
        behaviour = (fd, bytes) => {
            calls++;
            if (calls === 1) {
                written.push({ fd, text: bytes.subarray(0, 2).toString('utf8') });
                return 2;
            }
            throw failure('EAGAIN');
        };
        const { stream, got } = recordingStream();
        const out = descriptorOutput(1, stream);
        out.line('abcdef');
        out.line('next');
        expect(written).toEqual([{ fd: 1, text: 'ab' }]);
        expect(got).toEqual(['cdef\n', 'next\n']);
        expect(calls).toBe(2);
        // The process is then left to end by itself, once the stream has drained.
        expect(out.written()).toBe(false);
    });

    test('a reader that has gone (EPIPE) gets nothing more, and nothing is thrown', () => {
        let calls = 0;
        behaviour = () => {
            calls++;
            throw failure('EPIPE');
        };
        const { stream, got } = recordingStream();
        const out = descriptorOutput(1, stream);
        expect(() => { out.line('one'); out.line('two'); }).not.toThrow();
        expect(calls).toBe(1);
        expect(got).toEqual([]);
    });

    test('any other failure is not hidden', () => {
        behaviour = () => { throw failure('EIO'); };
        expect(() => descriptorOutput(1, recordingStream().stream).line('x')).toThrow('EIO');
    });
});

describe.skipIf(skipReason !== undefined)('ghs writing to a reader that has gone', () => {
    test('the report to a closed pipe is dropped quietly, and the check keeps its own exit status', async () => {
        // The reading end is closed before ghs has started, so its first write meets EPIPE.
        const child = spawn(systemNode, [resolve(repo, 'bin/ghs.cjs'), 'check', resolve(fixtures, 'passing')], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.destroy();
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
        const code = await new Promise<number | null>(done => child.on('close', done));
        expect(stderr).toBe('');
        expect(code).toBe(0);
    });
});
