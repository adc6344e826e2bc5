import type { CommandSpec, OptionSpec } from './usage.js';

/** A command line read against its command's table of options. */
export interface ParsedArgs {
    /** Each flag given maps to `true`; each option with a value to its values, comma lists split. */
    readonly options: ReadonlyMap<string, true | readonly string[]>;
    readonly operands: readonly string[];
    readonly help: boolean;
}

export type ParseResult = { readonly ok: true; readonly args: ParsedArgs } | { readonly ok: false; readonly error: string };

/**
 * Reads `--name value`, `--name=value`, `-o value`, flags, `--` (everything after it is an
 * operand) and `-` (standard input, an operand). Anything not in the table is refused with a
 * message naming it; node's own parser words its errors for programmers, not for users.
 */
export function parseArgs(spec: CommandSpec, argv: readonly string[]): ParseResult {
    const options = new Map<string, true | string[]>();
    const operands: string[] = [];
    let help = false;
    const fail = (error: string): ParseResult => ({ ok: false, error: `ghs ${spec.name}: ${error}` });
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--') {
            operands.push(...argv.slice(i + 1));
            break;
        }
        if (arg === '-' || !arg.startsWith('-')) {
            operands.push(arg);
            continue;
        }
        const long = arg.startsWith('--');
        const [written, inline] = long && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
        const option = long ? spec.options.find(o => `--${o.name}` === written) : spec.options.find(o => o.short && `-${o.short}` === written);
        if (!option) {
            return fail(`unknown option '${written}'. 'ghs ${spec.name} --help' lists the options.`);
        }
        if (option.name === 'help') {
            help = true;
            continue;
        }
        if (!option.value) {
            if (inline !== undefined) {
                return fail(`'${written}' takes no value.`);
            }
            options.set(option.name, true);
            continue;
        }
        const value = inline ?? argv[++i];
        if (value === undefined || value === '') {
            return fail(`'${written}' needs a value: ${usageOf(option)}.`);
        }
        const previous = options.get(option.name);
        if (previous !== undefined && !option.repeatable) {
            return fail(`'${written}' is given more than once.`);
        }
        const values = option.repeatable ? value.split(',').map(v => v.trim()).filter(v => v !== '') : [value];
        if (values.length === 0) {
            return fail(`'${written}' needs a value: ${usageOf(option)}.`);
        }
        options.set(option.name, [...(Array.isArray(previous) ? previous : []), ...values]);
    }
    return { ok: true, args: { options, operands, help } };
}

function usageOf(option: OptionSpec): string {
    return `--${option.name} ${option.value}`;
}

/** The single value of an option, when given. */
export function optionValue(args: ParsedArgs, name: string): string | undefined {
    const value = args.options.get(name);
    return Array.isArray(value) ? value[0] : undefined;
}

/** Every value of a repeatable option, in the order given. */
export function optionValues(args: ParsedArgs, name: string): readonly string[] {
    const value = args.options.get(name);
    return Array.isArray(value) ? value : [];
}

export function flag(args: ParsedArgs, name: string): boolean {
    return args.options.get(name) === true;
}
