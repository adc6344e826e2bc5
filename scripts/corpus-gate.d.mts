/** See corpus-gate.mjs: CI's gate on a shared corpus. */
export interface CheckReport {
    files: Array<{
        file: string;
        errors: Array<{ line: number; column: number; message: string; severity?: string }>;
        expectations: Array<{ line: number; column: number; message?: string; passed: boolean }>;
    }>;
    summary: { files: number; errors: number; warnings: number; expectationsPassed: number; expectationsFailed: number };
}
export function judgeReport(report: CheckReport, corpus: string): { out: string[]; err: string[]; failed: boolean };
export function gate(corpus: string, reportFile: string, options: { required: boolean; ghs: string; log: (line: string) => void; error: (line: string) => void }): number;
