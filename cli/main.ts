import { parseArgs } from 'node:util';
import { EDITIONS, type Edition } from '../language/board/board.js';
import { analyzeScenario } from '../language/analysis/scenario-analysis.js';
import { type ExpectationEvaluator, checkFiles, formatCheckReport } from './check.js';
import { renderFile } from './render.js';
import { explainTurns, formatTurns } from './turn.js';
import { threatCommand } from './threat.js';

const evaluateExpectations: ExpectationEvaluator = (document, defaultEdition) =>
    analyzeScenario(document.parseResult.value, defaultEdition).expectations.map(({ node, result }) => ({
        monster: result.monster, passed: result.passed, expected: [...result.expected], actual: [...result.actual],
        line: (node.$cstNode?.range.start.line ?? 0) + 1, column: (node.$cstNode?.range.start.character ?? 0) + 1
    }));

const USAGE = `Usage:
  ghs check <files or folders...> [--json]   validate scenarios and their expectations
  ghs turn <file> [--monster NAME] [--json]  explain each monster's turn
  ghs render <file> [-o out.svg]             draw the board and decisions as SVG
  ghs threat <file> --character NAME [--json]  what the monsters would do to NAME on every hex
Every command takes --edition gloomhaven|frosthaven|jotl: the rules for files without a
'rules' line (default gloomhaven).`;

const EDITION_OPTION = { edition: { type: 'string' } } as const;

/** The --edition flag, checked; undefined (after saying why) when it names no edition. */
function editionFlag(command: string, value: string | undefined): Edition | undefined {
    const edition = value ?? 'gloomhaven';
    if (!(EDITIONS as readonly string[]).includes(edition)) {
        console.error(`ghs ${command}: --edition takes ${EDITIONS.join(', ')}, not '${edition}'.`);
        return undefined;
    }
    return edition as Edition;
}

async function main(argv: string[]): Promise<number> {
    const [command, ...rest] = argv;
    switch (command) {
        case 'check': {
            const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { json: { type: 'boolean' }, ...EDITION_OPTION } });
            const edition = editionFlag('check', values.edition);
            if (positionals.length === 0 || !edition) {
                if (positionals.length === 0) {
                    console.error('ghs check: name at least one file or folder.');
                }
                return 2;
            }
            const report = await checkFiles(positionals, evaluateExpectations, edition);
            console.log(values.json ? JSON.stringify(report, null, 2) : formatCheckReport(report));
            return report.summary.errors > 0 || report.summary.expectationsFailed > 0 ? 1 : 0;
        }
        case 'turn': {
            const { values, positionals } = parseArgs({
                args: rest, allowPositionals: true, options: { json: { type: 'boolean' }, monster: { type: 'string' }, ...EDITION_OPTION }
            });
            const edition = editionFlag('turn', values.edition);
            if (positionals.length !== 1 || !edition) {
                if (positionals.length !== 1) {
                    console.error('ghs turn: name one scenario file.');
                }
                return 2;
            }
            const report = await explainTurns(positionals[0], values.monster, edition);
            console.log(values.json ? JSON.stringify(report.decisions, null, 2) : formatTurns(report));
            return report.problems.length > 0 ? 1 : 0;
        }
        case 'render': {
            const { values, positionals } = parseArgs({
                args: rest, allowPositionals: true,
                options: {
                    output: { type: 'string', short: 'o' },
                    monster: { type: 'string' },
                    option: { type: 'string' },
                    rotate: { type: 'boolean' },
                    'no-coordinates': { type: 'boolean' },
                    ...EDITION_OPTION
                }
            });
            const edition = editionFlag('render', values.edition);
            if (!edition) {
                return 2;
            }
            if (positionals.length !== 1) {
                console.error('ghs render: name exactly one .ghs file.');
                return 2;
            }
            const option = values.option === undefined ? undefined : Number(values.option) - 1;
            if (option !== undefined && !(Number.isInteger(option) && option >= 0)) {
                console.error(`ghs render: --option takes a number from 1, not '${values.option}'.`);
                return 2;
            }
            const result = await renderFile(positionals[0], {
                output: values.output, monster: values.monster, option,
                rotate: values.rotate, coordinates: !values['no-coordinates'], defaultEdition: edition
            });
            if (result.error) {
                console.error(result.error);
                return 1;
            }
            if (!values.output) {
                console.log(result.svg);
            }
            return 0;
        }
        case 'threat':
            return threatCommand(rest);
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
