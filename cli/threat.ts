import { type Board, type Edition, Terrain } from '../language/model/board.js';
import { incompleteBoardText } from '../language/explain/board-problem-words.js';
import { columnLetters } from '../language/hex/offset.js';
import { type ThreatHex, type ThreatMap, type ThreatMapWork, isThreatMap } from '../language/scenario/threat-map.js';
import { damageKnown, expectedToExhaust } from '../language/scenario/threat-reading.js';
import { hexDamageWords, monsterThreatWords, partialMapWords } from '../language/explain/threat-words.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import type { ScenarioSource } from './inputs.js';
import { loadScenarios } from './load.js';

export interface ThreatReport {
    readonly file: string;
    /** The scenario's errors, one line each: the map may still be drawn, but the exit status is 1. */
    readonly problems: readonly string[];
    readonly map?: ThreatMap;
    readonly board?: Board;
    readonly error?: string;
}

/** The threat map of one scenario for one character; `work` reports its progress and may limit it. */
export async function threatOfSource(source: ScenarioSource, character: string, edition: Edition, work: ThreatMapWork = {}): Promise<ThreatReport> {
    const file = source.name;
    const { documents: [document], analysis } = await loadScenarios([source], edition);
    const problems = diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(file, d));
    const scenario = document.parseResult.value;
    const { board, incomplete } = analysis.ScenarioAnalyzer.analyze(scenario);
    if (incomplete) {
        // As for `ghs turn`: turns decided on a board that lacks what the parser could not read would mislead.
        return { file, problems, error: `${file}: ${incompleteBoardText(incomplete)} No threat map is drawn until then.` };
    }
    if (!board) {
        return { file, problems, error: `${file}: the scenario has no usable map: give it a map line (map A1..H6).` };
    }
    const map = analysis.ThreatMaps.ofScenario(scenario, character, work);
    return isThreatMap(map) ? { file, problems, map, board } : { file, problems, error: `${file}: ${map.error}` };
}

/** What the grid's numbers say: how many monsters would attack there, or the damage to expect there. */
export type ThreatGridReading = 'attackers' | 'damage';

/**
 * The map as text, two lines per row because odd columns sit half a hex lower: each hex the
 * character could stand on shows how many monsters would attack it there, or the damage it can
 * expect there (one decimal; `!` where that is enough to exhaust it).
 */
export function formatThreatGrid(board: Board, map: ThreatMap, reading: ThreatGridReading = 'attackers'): string {
    const byHex = new Map(map.hexes.map(h => [h.hex, h]));
    const glyphs = new Map<string, string>();
    for (let col = board.minCol; col <= board.maxCol; col++) {
        for (let row = board.minRow; row <= board.maxRow; row++) {
            glyphs.set(`${col},${row}`, glyphAt(board, map, byHex, col, row, reading));
        }
    }
    // Wide enough for the widest glyph and a space either side of it.
    const cell = Math.max(4, ...[...glyphs.values()].map(g => g.length + 2));
    const lines: string[] = [];
    const margin = String(board.maxRow).length + 1;
    let header = ' '.repeat(margin);
    for (let col = board.minCol; col <= board.maxCol; col++) {
        header += columnLetters(col).padStart(cell - 1).padEnd(cell);
    }
    lines.push(header.trimEnd());
    for (let row = board.minRow; row <= board.maxRow; row++) {
        for (const parity of [0, 1]) {
            let line = (parity === 0 ? String(row) : '').padStart(margin - 1) + ' ';
            for (let col = board.minCol; col <= board.maxCol; col++) {
                const glyph = (col & 1) === parity ? glyphs.get(`${col},${row}`)! : '';
                line += glyph.padStart(cell - 1).padEnd(cell);
            }
            lines.push(line.trimEnd());
        }
    }
    return lines.join('\n');
}

function glyphAt(board: Board, map: ThreatMap, byHex: Map<string, ThreatHex>, col: number, row: number, reading: ThreatGridReading): string {
    const label = `${columnLetters(col)}${row}`;
    const threat = byHex.get(label);
    if (threat) {
        const value = reading === 'attackers' ? String(threat.attackers)
            : threat.expectedDamage === undefined ? '?' : `${threat.expectedDamage.toFixed(1)}${expectedToExhaust(map, threat) ? '!' : ''}`;
        return label === map.home ? `${value}*` : value;
    }
    const cell = (col - board.minCol) * board.height + (row - board.minRow);
    const figure = board.figureAt(cell);
    if (figure) {
        return figure.kind === 'monster' ? 'M' : 'C';
    }
    return board.has(cell, Terrain.Wall) ? '#' : board.has(cell, Terrain.Obstacle) ? 'x' : '?';
}

export function formatThreatMap(report: ThreatReport, reading: ThreatGridReading = 'attackers'): string {
    if (!report.map || !report.board) {
        return report.error ?? '';
    }
    const { map, board } = report;
    const marks = [
        damageKnown(map) ? '' : '? where an attack has no value',
        map.hitPoints === undefined ? '' : `! where that is enough to exhaust it (${map.hitPoints} hit ${map.hitPoints === 1 ? 'point' : 'points'})`
    ].filter(Boolean);
    const counted = reading === 'attackers' ? ['Each number is how many monsters would attack the character standing there;']
        : ['Each number is the damage the character can expect standing there, on average over the modifier deck;', ...marks.map(m => `${m};`)];
    const lines = [
        `Threat map for ${map.character} (${map.edition}): ${plural(map.hexes.length, 'hex', 'hexes')}, ${plural(map.monsters.length, 'acting monster', 'acting monsters')}.`,
        ...counted,
        `* marks where it stands now, M a monster, C another character or summon, # a wall, x an obstacle.`,
        ...(map.partial ? [`${partialMapWords(map)} ? marks a hex left out.`] : []),
        '',
        formatThreatGrid(board, map, reading),
        ''
    ];
    const threatened = map.hexes.filter(h => h.monsters.length > 0);
    if (threatened.length === 0) {
        lines.push('No monster would focus or attack it anywhere.');
    }
    for (const h of threatened) {
        lines.push(`${h.hex.padEnd(5)} ${h.attackers} attacking${hexDamageWords(map, h)}: ${h.monsters.map(m => `${m.monster} (${monsterThreatWords(m)})`).join('; ')}`);
    }
    return lines.join('\n');
}

function plural(count: number, one: string, many: string): string {
    return `${count} ${count === 1 ? one : many}`;
}
