import { parseArgs } from 'node:util';
import { analyzeScenario } from '../language/analysis/scenario-analysis.js';
import { type ExpectationEvaluator, checkFiles, formatCheckReport } from './check.js';
import { explainTurns, formatTurns } from './turn.js';

const evaluateExpectations: ExpectationEvaluator = document =>
    analyzeScenario(document.parseResult.value).expectations.map(({ result }) => ({
        monster: result.monster, passed: result.passed, expected: [...result.expected], actual: [...result.actual]
    }));

const USAGE = `Usage:
  ghs check <files or folders...> [--json]   validate scenarios and their expectations
  ghs turn <file> [--monster NAME] [--json]  explain each monster's turn
  ghs render <file> [-o out.svg]             draw the board and decisions as SVG`;

async function main(argv: string[]): Promise<number> {
    const [command, ...rest] = argv;
    switch (command) {
        case 'check': {
            const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { json: { type: 'boolean' } } });
            if (positionals.length === 0) {
                console.error('ghs check: name at least one file or folder.');
                return 2;
            }
            const report = await checkFiles(positionals, evaluateExpectations);
            console.log(values.json ? JSON.stringify(report, null, 2) : formatCheckReport(report));
            return report.summary.errors > 0 || report.summary.expectationsFailed > 0 ? 1 : 0;
        }
        case 'turn': {
            const { values, positionals } = parseArgs({
                args: rest, allowPositionals: true, options: { json: { type: 'boolean' }, monster: { type: 'string' } }
            });
            if (positionals.length !== 1) {
                console.error('ghs turn: name one scenario file.');
                return 2;
            }
            const report = await explainTurns(positionals[0], values.monster);
            console.log(values.json ? JSON.stringify(report.decisions, null, 2) : formatTurns(report));
            return report.problems.length > 0 ? 1 : 0;
        }
        case undefined:
        case '-h':
        case '--help':
            console.log(USAGE);
            return command === undefined ? 2 : 0;
        default:
            console.error(`ghs: unknown command '${command}'.\n${USAGE}`);
            return 2;
    }
}

main(process.argv.slice(2)).then(code => { process.exitCode = code; }, (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
});
