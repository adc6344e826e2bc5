import { EDITIONS } from '../language/rules/editions.js';
import { ROUNDS_PLAYED_AHEAD } from '../language/play/round.js';

/**
 * Every command and option of `ghs`, in one table: the parser accepts exactly what is listed
 * here and the help texts are printed from it, so the usage text cannot miss an option.
 */

export interface OptionSpec {
    /** The long name, without the dashes. */
    readonly name: string;
    readonly short?: string;
    /** The placeholder of its value in the usage text; a flag when absent. */
    readonly value?: string;
    /** May be given more than once; each value may also be a comma list. */
    readonly repeatable?: boolean;
    readonly description: string;
}

export interface CommandSpec {
    readonly name: 'check' | 'turn' | 'play' | 'render' | 'threat' | 'import' | 'export';
    /** The positional arguments, as the usage line shows them. */
    readonly operands: string;
    readonly summary: string;
    /** Paragraph lines shown under the usage line of `ghs <command> --help`. */
    readonly details: readonly string[];
    readonly options: readonly OptionSpec[];
}

export type CommandName = CommandSpec['name'];

const EDITION: OptionSpec = {
    name: 'edition', value: 'EDITION',
    description: `the rules of files without a 'rules' line: ${editionList()}; default gloomhaven`
};
const HELP: OptionSpec = { name: 'help', short: 'h', description: 'show this help and exit' };
const JSON_OUTPUT = (what: string): OptionSpec => ({ name: 'json', description: `print ${what} as JSON` });

export const COMMANDS: readonly CommandSpec[] = [
    {
        name: 'check',
        operands: '<files or folders...>',
        summary: 'validate scenarios and check their expectations',
        details: [
            'Parses and validates every .ghs file named or found under the folders named (hidden',
            "folders and node_modules are skipped), checks each 'expect' block against the rules and",
            'prints every error, warning and failed expectation with its file, line and column, then a',
            "summary. '-' reads one scenario from standard input."
        ],
        options: [JSON_OUTPUT('the report (files, problems, skipped, summary)'), EDITION, HELP]
    },
    {
        name: 'turn',
        operands: '<file>',
        summary: "explain each monster's turn",
        details: [
            'Explains, step by step, what each monster of one scenario does on its turn and why: its',
            "focus, where it moves and whom it attacks. '-' reads the scenario from standard input."
        ],
        options: [
            { name: 'monster', value: 'NAME', repeatable: true, description: 'only this monster (repeatable, or a comma list)' },
            JSON_OUTPUT('{ file, problems, decisions }'),
            EDITION, HELP
        ]
    },
    {
        name: 'play',
        operands: '<file>',
        summary: 'play whole rounds: every monster turn with its arithmetic',
        details: [
            'Plays the rounds of one scenario: the revealed cards, every monster\'s whole turn in',
            'initiative order (its move, every attack with the modifier card drawn and the damage,',
            'conditions, retaliate, removals) and the end-of-round steps, each in words with its',
            'arithmetic, then prints the scenario as it stands after them. Each monster plays the',
            "first of its options. '-' reads the scenario from standard input. The modifier deck is",
            "the scenario's 'modifiers' line; --seed shuffles the standard deck when there is none",
            '(default seed 0). A scenario with an error is not played. Each expectation is judged',
            'before the round it speaks of is played; one that fails is reported and makes the exit',
            'status 1, and the round is played (and written) all the same. --write replaces the file',
            'whole or not at all, and not when it changed while it was played (exit status 1).'
        ],
        options: [
            { name: 'rounds', value: 'N', description: `play N rounds, 1 to ${ROUNDS_PLAYED_AHEAD} (default 1)` },
            { name: 'seed', value: 'S', description: "the modifier deck's seed when the scenario has no 'modifiers' line" },
            { name: 'write', description: 'write the resulting scenario back to the file instead of printing it' },
            { name: 'force', description: 'with --write, write even if the file changed while it was played' },
            JSON_OUTPUT('{ file, problems, notes, rounds, text }'),
            EDITION, HELP
        ]
    },
    {
        name: 'render',
        operands: '<file>',
        summary: "draw the board and every monster's decision as SVG",
        details: [
            'Draws the board of one scenario as SVG, once for each monster that takes a turn, with',
            "its decision on it: path, destination, focus and targets. '-' reads the scenario from",
            'standard input. A file with errors is still drawn when it has a map, and the exit status',
            'is 1.'
        ],
        options: [
            { name: 'output', short: 'o', value: 'FILE', description: "write the SVG to FILE ('-', the default: standard output)" },
            { name: 'monster', value: 'NAME', repeatable: true, description: 'only this monster (repeatable, or a comma list)' },
            { name: 'option', value: 'N', description: "draw the players' option N (from 1) in full; needs exactly one monster" },
            { name: 'rotate', description: 'turn the grid a quarter: pointy-topped hexes in rows' },
            { name: 'no-coordinates', description: 'leave out the column letters and row numbers' },
            EDITION, HELP
        ]
    },
    {
        name: 'threat',
        operands: '<file> --character NAME',
        summary: 'what the monsters would do to a character on every hex',
        details: [
            'For every hex the character could stand on (everything else as written), decides every',
            "acting monster's turn and prints a map of how many would attack the character there,",
            "then, hex by hex, which monsters would focus or attack it and from where. '-' reads the",
            'scenario from standard input. A file with syntax errors gets no map; one with other',
            'errors gets it, and exit status 1. Hexes are mapped nearest to the character first, up',
            'to a work limit (1,000 monster turns on the largest map, more on smaller ones): beyond',
            'it the map says which hexes it left out. A terminal shows a progress bar meanwhile.'
        ],
        options: [
            { name: 'character', value: 'NAME', description: 'the character imagined on each hex (required)' },
            { name: 'by', value: 'attackers|damage', description: 'what the grid counts: attackers (the default) or the damage to expect' },
            JSON_OUTPUT('the map'),
            EDITION, HELP
        ]
    },
    {
        name: 'import',
        operands: '<link>',
        summary: 'a scenario from a Monster Mover share link',
        details: [
            'Turns a Monster Mover share link into a .ghs scenario: the map, terrain, thin walls,',
            "figures, the active monster's ability and area, and the edition. What the link cannot",
            'carry (figure names) or what this language lacks is said in a warning, never dropped',
            'silently. The scenario is then checked as ghs check would: its errors and warnings are',
            'listed, and an error makes the exit status 1, though the scenario is still written.'
        ],
        options: [
            { name: 'output', short: 'o', value: 'FILE', description: "write the scenario to FILE ('-', the default: standard output)" },
            HELP
        ]
    },
    {
        name: 'export',
        operands: '<file> --monster-mover',
        summary: 'the Monster Mover share link of a scenario',
        details: [
            'Prints the Monster Mover share link that opens the same board there, so that both tools',
            "can be compared on one board. '-' reads the scenario from standard input. What the link",
            'cannot carry is said in a warning or, when the board would change, an error.'
        ],
        options: [
            { name: 'monster-mover', description: 'the format: a Monster Mover share link (required)' },
            { name: 'monster', value: 'NAME', description: 'the monster whose turn the link shows; the first to act by default' },
            EDITION, HELP
        ]
    }
];

/** `gloomhaven, gloomhaven2e, frosthaven or jotl`. */
export function editionList(): string {
    return `${EDITIONS.slice(0, -1).join(', ')} or ${EDITIONS[EDITIONS.length - 1]}`;
}


export function commandSpec(name: string): CommandSpec | undefined {
    return COMMANDS.find(c => c.name === name);
}

const EXIT_STATUS = [
    'Exit status: 0 when everything holds; 1 when a scenario has an error or a failed expectation,',
    'no .ghs file was found, a monster named is not there, or a file changed while it was played;',
    '2 for a wrong command line or a path that is missing, not a .ghs file or folder, or cannot',
    'be read or written (a read-only file); 3 when ghs itself fails. Every file ghs writes is',
    'replaced whole or not at all.'
];

function optionLabel(option: OptionSpec): string {
    const long = `--${option.name}${option.value ? ` ${option.value}` : ''}`;
    return option.short ? `-${option.short}, ${long}` : `    ${long}`;
}

function optionLines(options: readonly OptionSpec[], indent: string): string[] {
    const width = Math.max(...options.map(o => optionLabel(o).length));
    return options.map(o => `${indent}${optionLabel(o).padEnd(width)}  ${o.description}`);
}

/** `ghs <command> --help`. */
export function commandHelp(spec: CommandSpec): string {
    return [
        `Usage: ghs ${spec.name} ${spec.operands} [options]`,
        '',
        ...spec.details,
        '',
        'Options:',
        ...optionLines(spec.options, '  '),
        '',
        ...EXIT_STATUS
    ].join('\n');
}

/** `ghs --help`: every command with every one of its options. */
export function generalHelp(): string {
    const lines = ['Usage: ghs <command> [options]', '', 'Commands:'];
    for (const spec of COMMANDS) {
        lines.push('', `  ghs ${spec.name} ${spec.operands}`, `      ${spec.summary}`, ...optionLines(spec.options, '      '));
    }
    lines.push('', 'Other options:', ...optionLines([
        { name: 'help', short: 'h', description: 'show this help and exit' },
        { name: 'version', description: 'print the version and exit' }
    ], '  '), '', "'ghs <command> --help' tells more about one command.", '', ...EXIT_STATUS);
    return lines.join('\n');
}
