import { type AbilitySpec, type Board, TERRAIN_KINDS, terrainFlag } from '../language/model/board.js';
import { hexLabel } from '../language/hex/offset.js';

/** Terrain lists are cut into statements of this many hexes, so the text reads like a hand-written one. */
const HEXES_PER_LINE = 16;

function abilityLines(ability: AbilitySpec): string[] {
    const lines: string[] = [];
    if (ability.move) {
        const mode = ability.move.mode === 'normal' ? '' : ` ${ability.move.mode}`;
        lines.push(`move ${ability.move.points}${mode}${ability.move.teleport ? ' teleport' : ''}`);
    }
    if (ability.attack) {
        const { value, range, targets } = ability.attack;
        const parts = ['attack'];
        if (value !== undefined) {
            parts.push(String(value));
        }
        if (range > 0) {
            parts.push(`range ${range}`);
        }
        if (targets !== 1) {
            parts.push(`target ${targets}`);
        }
        lines.push(parts.join(' '));
    }
    if (ability.area) {
        const origin = ability.area.origin ? `origin ${hexLabel(ability.area.origin)} ` : '';
        lines.push(`aoe ${origin}hexes ${ability.area.hexes.map(hexLabel).join(', ')}`);
    }
    if (ability.muddled) {
        lines.push('muddled');
    }
    return lines;
}

/**
 * A board written as a `.ghs` scenario, so the language server can be timed on the same large room
 * the engine is timed on. Figures that have already acted are written without their record: the
 * board does not keep where they came from.
 */
export function boardToGhs(board: Board, title: string): string {
    const lines = [`scenario "${title}" {`, `  rules ${board.edition}`, `  map ${hexLabel(board.hexOf(0))}..${hexLabel(board.hexOf(board.size - 1))}`];
    for (const kind of TERRAIN_KINDS) {
        const hexes = [...board.cells()].filter(cell => board.has(cell, terrainFlag(kind))).map(cell => board.labelOf(cell));
        for (let start = 0; start < hexes.length; start += HEXES_PER_LINE) {
            lines.push(`  ${kind.padEnd(9)} ${hexes.slice(start, start + HEXES_PER_LINE).join(', ')}`);
        }
    }
    for (const cell of board.cells()) {
        // Each thin wall once, from the side that sees it towards north-east, south-east or south.
        for (let direction = 1; direction <= 3; direction++) {
            const other = board.step(cell, direction);
            if (other >= 0 && board.thinWallTowards(cell, direction)) {
                lines.push(`  wall between ${board.labelOf(cell)} and ${board.labelOf(other)}`);
            }
        }
    }
    for (const figure of board.figures) {
        const at = board.labelOf(figure.cell);
        if (figure.kind === 'character') {
            const flags = `${figure.invisible ? ' invisible' : ''}${figure.longRest ? ' long-rest' : ''}`;
            lines.push(`  character ${figure.name} at ${at} initiative ${figure.initiative ?? 99}${flags}`);
        } else if (figure.kind === 'summon') {
            lines.push(`  summon    ${figure.name} of ${figure.owner ?? ''} at ${at}`);
        } else {
            const initiative = figure.initiative !== undefined ? ` initiative ${figure.initiative}` : '';
            const ability = figure.ability ? abilityLines(figure.ability) : undefined;
            lines.push(`  monster   ${figure.name} at ${at}${initiative}${ability ? ' {' : ''}`);
            if (ability) {
                lines.push(...ability.map(line => `    ${line}`), '  }');
            }
        }
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
}
