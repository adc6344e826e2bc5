import { availableParallelism, loadavg } from 'node:os';

/** Order statistics over timings, in milliseconds. */
export function percentile(samples: readonly number[], p: number): number {
    if (samples.length === 0) {
        return NaN;
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[index];
}

export function median(samples: readonly number[]): number {
    return percentile(samples, 50);
}

export function ms(value: number): string {
    return value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`;
}

/** The machine's load when a figure was taken, printed beside it. */
export function loadLine(): string {
    return `load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
}
