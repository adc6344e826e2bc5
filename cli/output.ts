import { writeSync } from 'node:fs';

/**
 * Writes the command's output straight to file descriptors 1 and 2. `console.log` first builds
 * Node's stdout stream, which loads the stream modules: about 3 ms of a one-file `ghs check`
 * that prints one line. Where the descriptor is non-blocking and full (EAGAIN: a pipe another
 * program set so), the rest goes to Node's own stream, which waits for the reader, and so does
 * everything after it on that descriptor, keeping the order. A reader that has gone (EPIPE, as in
 * `ghs check … | head -1`) gets nothing more, as with `console.log`, instead of an error.
 */
export interface Output {
    /** Writes `text` and a line break. */
    line(text: string): void;
    /** Writes `text` as it is. */
    text(text: string): void;
    /** True when everything has reached the descriptor (none of it waits in Node's stream). */
    written(): boolean;
}

type Stream = NodeJS.WriteStream;

export function descriptorOutput(fd: 1 | 2, stream: () => Stream): Output {
    let queued = false;
    let closed = false;
    const text = (value: string): void => {
        let rest = Buffer.from(value, 'utf8');
        while (!queued && !closed && rest.length > 0) {
            try {
                rest = rest.subarray(writeSync(fd, rest));
            } catch (error) {
                const code = (error as NodeJS.ErrnoException).code;
                if (code === 'EPIPE') {
                    closed = true;
                } else if (code === 'EAGAIN') {
                    queued = true;
                } else {
                    throw error;
                }
            }
        }
        if (queued && rest.length > 0) {
            stream().write(rest);
        }
    };
    return { text, line: value => text(`${value}\n`), written: () => !queued };
}

export const stdout = descriptorOutput(1, () => process.stdout);
export const stderr = descriptorOutput(2, () => process.stderr);
