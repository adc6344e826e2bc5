import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COMMANDS, commandHelp, generalHelp } from '../../cli/usage.js';
import { ghs, repo, skipReason } from './run-ghs.js';

const version = (JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as { version: string }).version;

describe('the usage text', () => {
    test('lists every option of every command, in the general help and in the command\'s own', () => {
        const general = generalHelp().split('\n');
        for (const command of COMMANDS) {
            const own = commandHelp(command).split('\n');
            expect(own[0]).toBe(`Usage: ghs ${command.name} ${command.operands} [options]`);
            for (const option of command.options) {
                const long = `--${option.name}${option.value ? ` ${option.value}` : ''}`;
                const label = option.short ? `-${option.short}, ${long}` : long;
                expect(own.some(line => line.includes(label) && line.endsWith(option.description))).toBe(true);
                expect(general.some(line => line.includes(label) && line.endsWith(option.description))).toBe(true);
            }
        }
        expect(general).toContain('      --version  print the version and exit');
    });

    test("the README's command-line section names every command and option", () => {
        const readme = readFileSync(resolve(repo, 'README.md'), 'utf8');
        const section = readme.slice(readme.indexOf('## The command line'), readme.indexOf('\n## ', readme.indexOf('## The command line') + 1));
        for (const command of COMMANDS) {
            expect(section).toContain(`ghs ${command.name} ${command.operands}`);
            for (const option of command.options.filter(o => o.name !== 'help')) {
                expect(section).toMatch(new RegExp(`(--${option.name}${option.short ? `|-${option.short}` : ''})${option.value ? ` ${option.value}` : ''}\\b`));
            }
        }
        expect(section).toContain('ghs --help | ghs <command> --help | ghs --version');
    });

    test('docs/cli.md shows the help as `ghs --help` and `ghs <command> --help` print it', () => {
        const doc = readFileSync(resolve(repo, 'docs/cli.md'), 'utf8');
        for (const help of [generalHelp(), ...COMMANDS.map(commandHelp)]) {
            expect(doc).toContain(['```', help, '```'].join('\n'));
        }
    });
});

describe.skipIf(skipReason !== undefined)('ghs --help, -h and --version, on the system Node', () => {
    test('--version prints package.json\'s version', async () => {
        const run = await ghs(['--version']);
        expect(run).toMatchObject({ code: 0, out: [version], err: [] });
    });

    test.each([['--help'], ['-h'], ['help']])('ghs %s prints the general help on standard output', async flag => {
        const run = await ghs([flag]);
        expect(run).toMatchObject({ code: 0, stdout: `${generalHelp()}\n`, err: [] });
    });

    test('ghs alone prints the general help on standard error and exits 2', async () => {
        const run = await ghs([]);
        expect(run).toMatchObject({ code: 2, stderr: `${generalHelp()}\n`, out: [] });
    });

    test.each(COMMANDS.flatMap(c => [[c.name, '--help'], [c.name, '-h']]))('ghs %s %s prints that command\'s help', async (name, flag) => {
        const run = await ghs([name, flag]);
        expect(run).toMatchObject({ code: 0, stdout: `${commandHelp(COMMANDS.find(c => c.name === name)!)}\n`, err: [] });
    });

    test('help wins over the operands a command would need', async () => {
        const run = await ghs(['turn', '--help']);
        expect(run.code).toBe(0);
        expect(run.out[0]).toBe('Usage: ghs turn <file> [options]');
    });
});

describe.skipIf(skipReason !== undefined)('a wrong command line is refused with a clear error and exit status 2', () => {
    test.each([
        [['frob'], "ghs: unknown command 'frob'. 'ghs --help' lists the commands."],
        [['--version', '--json'], "ghs: unexpected '--json' after '--version'. 'ghs --help' lists the commands and their options."],
        [['--help', 'check'], "ghs: unexpected 'check' after '--help'. 'ghs --help' lists the commands and their options."],
        [['help', 'check', '--json'], "ghs: unexpected '--json' after 'help check'. 'ghs --help' lists the commands and their options."],
        [['--frob'], "ghs: unknown option '--frob'. 'ghs --help' lists the commands and their options."],
        [['help', 'frob'], "ghs: unknown command 'frob'. 'ghs --help' lists the commands."],
        [['check', '--frob', 'passing'], "ghs check: unknown option '--frob'. 'ghs check --help' lists the options."],
        [['turn', '-x', 'passing/guard-post.ghs'], "ghs turn: unknown option '-x'. 'ghs turn --help' lists the options."],
        [['render', '--json', 'passing/guard-post.ghs'], "ghs render: unknown option '--json'. 'ghs render --help' lists the options."],
        [['check', '--json=yes', 'passing'], "ghs check: '--json' takes no value."],
        [['turn', 'passing/guard-post.ghs', '--monster'], "ghs turn: '--monster' needs a value: --monster NAME."],
        [['turn', 'passing/guard-post.ghs', '--monster', ','], "ghs turn: '--monster' needs a value: --monster NAME."],
        [['check', 'passing', '--edition', 'gloomhaven', '--edition', 'jotl'], "ghs check: '--edition' is given more than once."],
        [['check', 'passing', '--edition', 'gh2'], "ghs check: --edition takes gloomhaven, gloomhaven2e, frosthaven or jotl, not 'gh2'."],
        [['turn', 'passing/guard-post.ghs', '--edition=Frosthaven'], "ghs turn: --edition takes gloomhaven, gloomhaven2e, frosthaven or jotl, not 'Frosthaven'."],
        [['render', 'passing/guard-post.ghs', '--option', '0'], "ghs render: --option takes a number from 1, not '0'."],
        [['check'], "ghs check: name at least one .ghs file or folder ('-' reads standard input)."],
        [['turn'], "ghs turn: name one .ghs file ('-' reads standard input)."],
        [['render', 'passing/guard-post.ghs', 'passing/two-guards.ghs'], "ghs render: name one .ghs file ('-' reads standard input)."]
    ])('ghs %j', async (args, message) => {
        const run = await ghs(args);
        expect(run).toMatchObject({ code: 2, err: [message], out: [] });
    });
});
