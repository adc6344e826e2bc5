import { loadavg } from 'node:os';

/** One figure of the speed targets: what it was when the targets were set, the target, and what this run measures. */
interface TargetRow {
    readonly figure: string;
    readonly filed: string;
    readonly target: string;
    readonly measured: string;
    /** The one-minute load average when the figure was taken. */
    readonly load: number;
}

/**
 * The speed targets, gathered as the sections of the bench measure them and printed together at the
 * end, each figure beside the machine's load when it was taken: on a shared machine a figure means
 * little without it.
 */
export class TargetTable {
    private readonly rows: TargetRow[] = [];

    add(figure: string, filed: string, target: string, measured: string): void {
        this.rows.push({ figure, filed, target, measured, load: loadavg()[0] });
    }

    print(cores: number): void {
        if (this.rows.length === 0) {
            return;
        }
        const header: TargetRow = { figure: 'figure', filed: 'when set', target: 'target', measured: 'this run (median)', load: NaN };
        const width = (key: keyof Omit<TargetRow, 'load'>): number => Math.max(...[header, ...this.rows].map(r => r[key].length));
        const line = (r: TargetRow): string =>
            `  ${r.figure.padEnd(width('figure'))}  ${r.filed.padStart(width('filed'))}  ${r.target.padStart(width('target'))}  ` +
            `${r.measured.padStart(width('measured'))}  ${Number.isNaN(r.load) ? `load (${cores} cores)` : r.load.toFixed(2)}`;
        console.log('\nTargets:');
        console.log(line(header));
        this.rows.forEach(r => console.log(line(r)));
    }
}
