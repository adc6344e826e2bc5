import type { Edition } from '../language/model/board.js';
import { DEFAULT_EDITION, EDITIONS } from '../language/rules/editions.js';
import { type ParsedArgs, flag, optionValue, optionValues, parseArgs } from './args.js';
import { checkExitCode, checkFiles, formatCheckReport } from './check.js';
import { STDIN, type StdinReader, readOneSource, readStandardInput } from './inputs.js';
import { exportMonsterMoverLink, importMonsterMoverLink, type InterchangeResult } from './monster-mover.js';
import { renderScenario } from './render.js';
import { type SafeWriteOptions, writeFileSafely } from './safe-write.js';
import { formatThreatMap, threatOfSource } from './threat.js';
import { explainTurns, formatTurns, turnExitCode } from './turn.js';
import { formatRounds, playExitCode, playRounds } from './play.js';
import { ROUNDS_PLAYED_AHEAD } from '../language/play/round.js';
import { stderr, stdout } from './output.js';
import { terminalProgress } from './progress.js';
import { partialMapWords } from '../language/explain/threat-words.js';
import { type CommandSpec, commandHelp, commandSpec, editionList, generalHelp } from './usage.js';
import { VERSION } from './version.js';

/** Exit status of a command line that cannot be run as written, or a path that cannot be used. */
const USAGE_ERROR = 2;

const out = (text: string): void => stdout.line(text);
const err = (text: string): void => stderr.line(text);

/** The --edition option, checked; undefined (after saying why) when it names no edition. */
function editionOf(spec: CommandSpec, args: ParsedArgs): Edition | undefined {
    const edition = optionValue(args, 'edition') ?? DEFAULT_EDITION;
    if (!(EDITIONS as readonly string[]).includes(edition)) {
        err(`ghs ${spec.name}: --edition takes ${editionList()}, not '${edition}'.`);
        return undefined;
    }
    return edition as Edition;
}

/** Standard input, read once up front when '-' is among the operands. */
async function stdinOf(args: ParsedArgs): Promise<StdinReader> {
    const text = args.operands.includes(STDIN) ? await readStandardInput() : '';
    return () => text;
}

async function check(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    if (args.operands.length === 0) {
        err(`ghs check: name at least one .ghs file or folder ('-' reads standard input).`);
        return USAGE_ERROR;
    }
    const report = await checkFiles(args.operands, { edition, stdin: await stdinOf(args) });
    for (const line of [...report.problems, ...report.skipped]) {
        err(`ghs ${spec.name}: ${line}`);
    }
    if (report.summary.files === 0 && report.problems.length === 0) {
        err(`ghs check: no .ghs file found in ${args.operands.map(o => `'${o}'`).join(', ')}.`);
    }
    out(flag(args, 'json') ? JSON.stringify(report, null, 2) : formatCheckReport(report));
    return checkExitCode(report);
}

/**
 * A command with `--json` that stops before it has a report still prints one object, so that a
 * script always learns why; the reason also goes to standard error, as without `--json`.
 */
function refuse(spec: CommandSpec, args: ParsedArgs, reason: string, object: () => object): number {
    err(`ghs ${spec.name}: ${reason}`);
    if (flag(args, 'json')) {
        out(JSON.stringify(object(), null, 2));
    }
    return USAGE_ERROR;
}

async function turn(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    const file = args.operands[0] ?? '';
    const noTurn = (reason: string) => () => ({ file, problems: [reason], decisions: [] });
    if (args.operands.length !== 1) {
        const reason = `name one .ghs file ('-' reads standard input).`;
        return refuse(spec, args, reason, noTurn(reason));
    }
    const source = readOneSource(args.operands[0], await stdinOf(args));
    if (typeof source === 'string') {
        return refuse(spec, args, source, noTurn(source));
    }
    const report = await explainTurns(source, optionValues(args, 'monster'), edition);
    for (const problem of report.problems) {
        err(problem);
    }
    const text = flag(args, 'json') ? JSON.stringify(report, null, 2) : formatTurns(report);
    if (text !== '') {
        out(text);
    }
    return turnExitCode(report);
}

/** Writes a file whole or not at all (see safe-write.ts); the exit status when it was not written, after saying why. */
function writeOut(spec: CommandSpec, path: string, text: string, options?: SafeWriteOptions): number | undefined {
    const outcome = writeFileSafely(path, text, options);
    if (outcome.written) {
        return undefined;
    }
    err(`ghs ${spec.name}: ${outcome.reason}`);
    return outcome.status;
}

/** A whole number from `min` (up to `max`, and why), or undefined (after saying why) when the option is not one. */
function wholeNumber(spec: CommandSpec, args: ParsedArgs, name: string, min: number, max?: { value: number; why: string }): number | undefined | false {
    const written = optionValue(args, name);
    if (written === undefined) {
        return undefined;
    }
    const value = Number(written);
    if (!/^[0-9]+$/.test(written) || !Number.isSafeInteger(value) || value < min || (max !== undefined && value > max.value)) {
        const range = max === undefined ? `from ${min}` : `from ${min} to ${max.value} (${max.why})`;
        err(`ghs ${spec.name}: --${name} takes a whole number ${range}, not '${written}'.`);
        return false;
    }
    return value;
}

async function play(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    if (args.operands.length !== 1) {
        err(`ghs play: name one .ghs file ('-' reads standard input).`);
        return USAGE_ERROR;
    }
    const rounds = wholeNumber(spec, args, 'rounds', 1, { value: ROUNDS_PLAYED_AHEAD, why: `play goes at most ${ROUNDS_PLAYED_AHEAD} rounds ahead` });
    const seed = wholeNumber(spec, args, 'seed', 0);
    if (rounds === false || seed === false) {
        return USAGE_ERROR;
    }
    const write = flag(args, 'write');
    if (write && args.operands[0] === STDIN) {
        err('ghs play: --write needs a file: standard input cannot be written back.');
        return USAGE_ERROR;
    }
    const source = readOneSource(args.operands[0], await stdinOf(args));
    if (typeof source === 'string') {
        err(`ghs ${spec.name}: ${source}`);
        return USAGE_ERROR;
    }
    const report = await playRounds(source, { rounds: rounds ?? 1, ...(seed === undefined ? {} : { seed }), edition });
    for (const problem of [...report.notes, ...report.problems]) {
        err(problem);
    }
    if (flag(args, 'json')) {
        out(JSON.stringify(report, null, 2));
    } else {
        const rounds = formatRounds(report);
        if (rounds !== '') {
            out(rounds);
        }
        // A scenario not played is not printed: `ghs play x.ghs > next.ghs` would look like a round played.
        if (!write && report.rounds.length > 0) {
            out(report.text.replace(/\n$/, ''));
        }
    }
    if (write && report.rounds.length > 0 && source.path) {
        const failed = writeOut(spec, args.operands[0], report.text, { expected: source.bytes, force: flag(args, 'force'), doing: 'played' });
        if (failed !== undefined) {
            return failed;
        }
    }
    return playExitCode(report);
}

async function render(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    if (args.operands.length !== 1) {
        err(`ghs render: name one .ghs file ('-' reads standard input).`);
        return USAGE_ERROR;
    }
    const written = optionValue(args, 'option');
    const option = written === undefined ? undefined : Number(written) - 1;
    if (option !== undefined && !(Number.isInteger(option) && option >= 0)) {
        err(`ghs render: --option takes a number from 1, not '${written}'.`);
        return USAGE_ERROR;
    }
    const source = readOneSource(args.operands[0], await stdinOf(args));
    if (typeof source === 'string') {
        err(`ghs ${spec.name}: ${source}`);
        return USAGE_ERROR;
    }
    const report = await renderScenario(source, {
        monsters: optionValues(args, 'monster'), option,
        rotate: flag(args, 'rotate'), coordinates: !flag(args, 'no-coordinates'), edition
    });
    for (const problem of report.problems) {
        err(problem);
    }
    // `-o -` is standard output, as '-' is standard input.
    const output = optionValue(args, 'output') === STDIN ? undefined : optionValue(args, 'output');
    if (report.svg !== undefined) {
        if (output === undefined) {
            out(report.svg);
        } else {
            const failed = writeOut(spec, output, report.svg + '\n');
            if (failed !== undefined) {
                return failed;
            }
        }
    }
    if (report.problems.length > 0) {
        err(report.svg === undefined
            ? 'ghs render: nothing drawn.'
            : `ghs render: drew the board all the same${output === undefined ? '' : ` in '${output}'`}; fix the errors above, as it may not be the board you meant.`);
        return 1;
    }
    return 0;
}

/** Warnings and errors on standard error, the text on standard output or in `-o FILE`. */
function writeInterchange(spec: CommandSpec, result: InterchangeResult, output?: string): number {
    for (const warning of result.warnings) {
        err(`warning: ${warning}`);
    }
    for (const error of result.errors) {
        err(`error: ${error}`);
    }
    for (const problem of result.problems ?? []) {
        err(problem);
    }
    if (result.output === undefined || result.errors.length > 0) {
        return 1;
    }
    const text = result.output.endsWith('\n') ? result.output : `${result.output}\n`;
    // A text with errors is still handed over, for the user to mend, but never silently: they are listed above and the status is 1.
    const checked = result.invalid ? 1 : 0;
    if (output === undefined || output === STDIN) {
        stdout.text(text);
        return checked;
    }
    return writeOut(spec, output, text) ?? checked;
}

async function importCommand(spec: CommandSpec, args: ParsedArgs): Promise<number> {
    if (args.operands.length !== 1) {
        err('ghs import: give one Monster Mover link.');
        return USAGE_ERROR;
    }
    const output = optionValue(args, 'output');
    const name = output === undefined || output === STDIN ? '<stdout>' : output;
    return writeInterchange(spec, await importMonsterMoverLink(args.operands[0], name), output);
}

async function exportCommand(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    if (args.operands.length !== 1) {
        err(`ghs export: name one .ghs file ('-' reads standard input).`);
        return USAGE_ERROR;
    }
    if (!flag(args, 'monster-mover')) {
        err('ghs export: say the format: --monster-mover.');
        return USAGE_ERROR;
    }
    const source = readOneSource(args.operands[0], await stdinOf(args));
    if (typeof source === 'string') {
        err(`ghs ${spec.name}: ${source}`);
        return USAGE_ERROR;
    }
    return writeInterchange(spec, await exportMonsterMoverLink(source, optionValue(args, 'monster'), edition));
}

async function threat(spec: CommandSpec, args: ParsedArgs, edition: Edition): Promise<number> {
    // Without a map, the object is the one the server's `ghs/threatMap` refuses with: `{ error }`.
    const noMap = (error: string) => () => ({ error });
    const character = optionValue(args, 'character');
    if (args.operands.length !== 1 || character === undefined) {
        const reason = `name one .ghs file ('-' reads standard input) and a character (--character NAME).`;
        return refuse(spec, args, reason, noMap(reason));
    }
    const reading = optionValue(args, 'by') ?? 'attackers';
    if (reading !== 'attackers' && reading !== 'damage') {
        const reason = `--by takes attackers or damage, not '${reading}'.`;
        return refuse(spec, args, reason, noMap(reason));
    }
    const source = readOneSource(args.operands[0], await stdinOf(args));
    if (typeof source === 'string') {
        return refuse(spec, args, source, noMap(source));
    }
    const progress = terminalProgress(stderr, process.stderr.isTTY === true, 'hexes');
    const report = await threatOfSource(source, character, edition, { onProgress: progress.report });
    progress.finish();
    for (const problem of report.problems) {
        err(problem);
    }
    if (report.error) {
        err(report.error);
        if (flag(args, 'json')) {
            out(JSON.stringify({ error: report.error }, null, 2));
        }
        return 1;
    }
    // The text map says it in its heading; a script reading the JSON gets the words here too.
    const partial = report.map && flag(args, 'json') ? partialMapWords(report.map) : undefined;
    if (partial) {
        err(`ghs threat: ${partial}`);
    }
    out(flag(args, 'json') ? JSON.stringify(report.map, null, 2) : formatThreatMap(report, reading));
    return report.problems.length > 0 ? 1 : 0;
}

const RUN = { check, turn, play, render, threat, import: importCommand, export: exportCommand } as const;

async function main(argv: readonly string[]): Promise<number> {
    const [command, ...rest] = argv;
    if (command === undefined) {
        err(generalHelp());
        return USAGE_ERROR;
    }
    // `--version` and `--help` take nothing after them, `help` a command's name: anything more is
    // refused, as unknown options are, rather than ignored.
    const extra = rest[command === 'help' ? 1 : 0];
    if ((command === '-h' || command === '--help' || command === 'help' || command === '--version') && extra !== undefined) {
        err(`ghs: unexpected '${extra}' after '${command === 'help' ? `help ${rest[0]}` : command}'. 'ghs --help' lists the commands and their options.`);
        return USAGE_ERROR;
    }
    if (command === '-h' || command === '--help' || command === 'help') {
        const about = command === 'help' && rest[0] !== undefined ? commandSpec(rest[0]) : undefined;
        if (command === 'help' && rest[0] !== undefined && !about) {
            err(`ghs: unknown command '${rest[0]}'. 'ghs --help' lists the commands.`);
            return USAGE_ERROR;
        }
        out(about ? commandHelp(about) : generalHelp());
        return 0;
    }
    if (command === '--version') {
        out(VERSION);
        return 0;
    }
    const spec = commandSpec(command);
    if (!spec) {
        err(command.startsWith('-')
            ? `ghs: unknown option '${command}'. 'ghs --help' lists the commands and their options.`
            : `ghs: unknown command '${command}'. 'ghs --help' lists the commands.`);
        return USAGE_ERROR;
    }
    const parsed = parseArgs(spec, rest);
    if (!parsed.ok) {
        err(parsed.error);
        return USAGE_ERROR;
    }
    if (parsed.args.help) {
        out(commandHelp(spec));
        return 0;
    }
    const edition = editionOf(spec, parsed.args);
    if (!edition) {
        return USAGE_ERROR;
    }
    return RUN[spec.name](spec, parsed.args, edition);
}

/**
 * Ends the process once the output is written. Left to end by itself, Node first runs the
 * engine's queued background compilations and idle-time garbage collection, which serve nothing
 * by then: about 20 ms after the report of `131`. Output still waiting in Node's stream
 * (see output.ts) is left to drain, as the process then ends by itself.
 */
function finish(code: number): void {
    process.exitCode = code;
    if (stdout.written() && stderr.written()) {
        process.exit(code);
    }
}

main(process.argv.slice(2)).then(finish, (error: unknown) => {
    err(`ghs: ${error instanceof Error ? error.message : String(error)}`);
    finish(3);
});
