import type { Output } from './output.js';

/** `[#####·····]  50%  500 of 1000 hexes`: one line a terminal rewrites in place. */
export function progressLine(done: number, total: number, what: string): string {
    const width = 20;
    const filled = total === 0 ? width : Math.floor((width * done) / total);
    const percent = total === 0 ? 100 : Math.floor((100 * done) / total);
    return `[${'#'.repeat(filled)}${'·'.repeat(width - filled)}] ${String(percent).padStart(3)}%  ${done} of ${total} ${what}`;
}

/**
 * A progress bar on a terminal's standard error, rewritten in place at each whole percent, and
 * wiped once the work is done so that only the answer stays. Where standard error is not a
 * terminal (a pipe, a log), nothing is written: a log would fill with bars.
 */
export function terminalProgress(output: Output, isTerminal: boolean, what: string): { report: (done: number, total: number) => void; finish: () => void } {
    let shown = -1;
    return {
        report: (done, total) => {
            const percent = total === 0 ? 100 : Math.floor((100 * done) / total);
            if (isTerminal && percent !== shown) {
                shown = percent;
                output.text(`\r${progressLine(done, total, what)}`);
            }
        },
        finish: () => {
            if (isTerminal && shown >= 0) {
                output.text('\r\x1b[K');
            }
        }
    };
}
