// @ts-check
/**
 * CI's gate on a shared corpus: `ghs check --json` over it, on the Node that runs this script, and
 * a failure for a single error or a single expectation that does not hold, each printed where it
 * stands so that the log alone explains it. A corpus that is not there fails too when
 * GHS_REQUIRE_CORPUS=1 (as .ci/run sets it); without that switch it is only said to be skipped.
 *
 *   node scripts/corpus-gate.mjs <corpus folder> <JSON report to write>
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ line: number; column: number; message: string; severity?: string }} Problem
 * @typedef {{ file: string; errors: Problem[]; expectations: Array<Problem & { passed: boolean }> }} FileReport
 * @typedef {{ files: number; errors: number; warnings: number; expectationsPassed: number; expectationsFailed: number }} Summary
 * @typedef {{ files: FileReport[]; summary: Summary }} CheckReport
 */

/**
 * What the gate says of a `ghs check --json` report, and whether it fails.
 * @param {CheckReport} report
 * @param {string} corpus the folder's name as shown
 * @returns {{ out: string[]; err: string[]; failed: boolean }}
 */
export function judgeReport(report, corpus) {
    const s = report.summary;
    const out = [
        `${corpus}: ${s.files} files, ${s.errors} errors, ${s.warnings} warnings`,
        `${corpus} expectations: ${s.expectationsPassed} of ${s.expectationsPassed + s.expectationsFailed} hold (${s.expectationsFailed} do not)`
    ];
    const err = [];
    for (const file of report.files) {
        for (const e of file.errors.filter(d => d.severity === 'error')) {
            err.push(`${file.file}:${e.line}:${e.column}: error: ${e.message}`);
        }
        // A failed expectation with its reasons.
        for (const e of file.expectations.filter(x => !x.passed)) {
            err.push(`${file.file}:${e.line}:${e.column}: error: ${e.message}`);
        }
    }
    if (s.errors > 0) {
        err.push(`${corpus} must parse and validate without a single error.`);
    }
    if (s.expectationsFailed > 0) {
        err.push(`Some expectations of ${corpus} do not hold.`);
    }
    return { out, err, failed: s.errors > 0 || s.expectationsFailed > 0 };
}

/**
 * Runs the gate; gives the exit status: 0 passed (or skipped), 1 failed.
 * @param {string} corpus
 * @param {string} reportFile
 * @param {{ required: boolean; ghs: string; log: (line: string) => void; error: (line: string) => void }} options
 */
export function gate(corpus, reportFile, options) {
    if (!existsSync(corpus)) {
        if (options.required) {
            options.error(`== ${corpus} not found, and GHS_REQUIRE_CORPUS=1 requires it: its check fails`);
            return 1;
        }
        options.log(`== ${corpus} not found: its check is skipped`);
        return 0;
    }
    options.log(`== ghs check ${corpus}`);
    const run = spawnSync(process.execPath, [options.ghs, 'check', corpus, '--json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    // Exit status 1 means errors or failed expectations, judged below; anything else is a crash.
    if (run.status !== 0 && run.status !== 1) {
        options.error(run.stderr.trimEnd());
        options.error(`ghs check crashed on ${corpus} (exit ${run.status ?? run.signal})`);
        return 1;
    }
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, run.stdout);
    const { out, err, failed } = judgeReport(JSON.parse(run.stdout), corpus);
    out.forEach(options.log);
    err.forEach(options.error);
    return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const [corpus, reportFile] = process.argv.slice(2);
    if (!corpus || !reportFile) {
        console.error('usage: node scripts/corpus-gate.mjs <corpus folder> <JSON report to write>');
        process.exit(2);
    }
    const ghs = join(dirname(fileURLToPath(import.meta.url)), '../bin/ghs.cjs');
    process.exitCode = gate(corpus, reportFile, {
        required: process.env.GHS_REQUIRE_CORPUS === '1',
        ghs,
        log: line => console.log(line),
        error: line => console.error(line)
    });
}
