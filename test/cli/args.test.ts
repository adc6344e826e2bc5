import { describe, expect, test } from 'vitest';
import { type ParseResult, flag, optionValue, optionValues, parseArgs } from '../../cli/args.js';
import { commandSpec } from '../../cli/usage.js';

const render = commandSpec('render')!;

function parsed(result: ParseResult) {
    if (!result.ok) {
        throw new Error(result.error);
    }
    return result.args;
}

describe('reading a command line against its table of options', () => {
    test('values after a space or an equals sign, short names, flags and operands in any order', () => {
        const args = parsed(parseArgs(render, ['--rotate', 'room.ghs', '-o', 'out.svg', '--option=2', '--no-coordinates']));
        expect(args.operands).toEqual(['room.ghs']);
        expect(optionValue(args, 'output')).toBe('out.svg');
        expect(optionValue(args, 'option')).toBe('2');
        expect(flag(args, 'rotate')).toBe(true);
        expect(flag(args, 'no-coordinates')).toBe(true);
        expect(args.help).toBe(false);
    });

    test('a repeatable option gathers every value, comma lists split and trimmed', () => {
        const args = parsed(parseArgs(render, ['room.ghs', '--monster', 'Guard, Archer', '--monster=Imp']));
        expect(optionValues(args, 'monster')).toEqual(['Guard', 'Archer', 'Imp']);
    });

    test("'-' is an operand, and everything after '--' is one", () => {
        const args = parsed(parseArgs(render, ['-', '--', '--rotate']));
        expect(args.operands).toEqual(['-', '--rotate']);
        expect(flag(args, 'rotate')).toBe(false);
    });

    test('-h and --help ask for help', () => {
        expect(parsed(parseArgs(render, ['-h'])).help).toBe(true);
        expect(parsed(parseArgs(render, ['room.ghs', '--help'])).help).toBe(true);
    });

    test.each([
        [['--rotat'], "ghs render: unknown option '--rotat'. 'ghs render --help' lists the options."],
        [['-r'], "ghs render: unknown option '-r'. 'ghs render --help' lists the options."],
        [['--rotate=yes'], "ghs render: '--rotate' takes no value."],
        [['-o'], "ghs render: '-o' needs a value: --output FILE."],
        [['--option', ''], "ghs render: '--option' needs a value: --option N."],
        [['--monster', ' , '], "ghs render: '--monster' needs a value: --monster NAME."],
        [['-o', 'a.svg', '--output', 'b.svg'], "ghs render: '--output' is given more than once."]
    ])('refuses %j', (argv, error) => {
        expect(parseArgs(render, argv)).toEqual({ ok: false, error });
    });
});
