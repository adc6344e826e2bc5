import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EDITIONS, type Edition } from '../language/board/board.js';
import { type InterchangeResult, exportMonsterMoverLink, importMonsterMoverLink } from './monster-mover.js';

/** Argument handling of `ghs import` and `ghs export`; the exit status. */
export async function runInterchange(command: 'import' | 'export', args: string[]): Promise<number> {
    const { values, positionals } = parseArgs({
        args, allowPositionals: true,
        options: { output: { type: 'string', short: 'o' }, 'monster-mover': { type: 'boolean' }, monster: { type: 'string' }, edition: { type: 'string' } }
    });
    if (positionals.length !== 1) {
        console.error(command === 'import' ? 'ghs import: give one Monster Mover link.' : 'ghs export: name one scenario file.');
        return 2;
    }
    let result: InterchangeResult;
    if (command === 'import') {
        result = importMonsterMoverLink(positionals[0]);
    } else {
        if (!values['monster-mover']) {
            console.error('ghs export: say the format: --monster-mover.');
            return 2;
        }
        const edition = values.edition ?? 'gloomhaven';
        if (!(EDITIONS as readonly string[]).includes(edition)) {
            console.error(`ghs export: --edition takes ${EDITIONS.join(', ')}, not '${edition}'.`);
            return 2;
        }
        result = await exportMonsterMoverLink(positionals[0], values.monster, edition as Edition);
    }
    for (const warning of result.warnings) {
        console.error(`warning: ${warning}`);
    }
    for (const error of result.errors) {
        console.error(`error: ${error}`);
    }
    if (result.output === undefined || result.errors.length > 0) {
        return 1;
    }
    if (values.output) {
        writeFileSync(values.output, result.output);
    } else {
        process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    }
    return 0;
}
