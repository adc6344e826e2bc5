import { hexLabel } from '../hex/offset.js';
import { Cancellation, interruptAndCheck } from 'langium';
import { type Board, type Edition, type Figure, Terrain } from '../model/board.js';
import { type BoardGeometry, actingMonsters, boardGeometry, decideTurn } from '../engine/analyze.js';
import type { MonsterDecision } from '../engine/decision.js';
import { ImaginedFigure } from '../engine/imagined.js';
import { ImaginedConcern } from '../engine/imagined-concern.js';
import { hexDistance } from '../hex/hex.js';
import { type ModifierCard, STANDARD_MONSTER_DECK } from '../model/modifier-deck.js';
import { type DecisionThreat, decisionThreat } from './threat-damage.js';

/**
 * What one monster would do to the character imagined on a hex. Only monsters that would focus
 * or attack it there are listed.
 */
export interface MonsterThreat {
    readonly monster: string;
    /** Where the monster stands as written. */
    readonly at: string;
    /** `focus` when it is the monster's only focus, `tied-focus` when the players choose among several. */
    readonly focus?: 'focus' | 'tied-focus';
    /** `always` when every option the rules allow attacks it, `may` when only some do. */
    readonly attack?: 'always' | 'may';
    /**
     * Where the monster ends its move: in the options that attack the character, or, when none
     * does, in those that move towards it as their focus.
     */
    readonly from: readonly string[];
    /** The damage it is expected to deal the character here (see `decisionThreat`); absent when unknown. */
    readonly expectedDamage?: number;
}

/** The character imagined on one hex, everything else as written. */
export interface ThreatHex {
    readonly hex: string;
    /** Monsters that attack the character here in at least one option the rules allow. */
    readonly attackers: number;
    /** Monsters that attack it here whatever the players choose. */
    readonly certainAttackers: number;
    /** Monsters whose focus (alone or tied) it is here. */
    readonly focusedBy: number;
    /**
     * The damage the character could expect here: the sum over the monsters attacking it, each
     * at the worst option the players may choose, averaged over the modifier deck. Absent when an
     * attack has no value (an inline `attack` without one): a surface draws the attacker count instead.
     */
    readonly expectedDamage?: number;
    readonly monsters: readonly MonsterThreat[];
}

export interface ThreatMap {
    readonly character: string;
    readonly edition: Edition;
    /** The hex the character stands on as written. */
    readonly home: string;
    /** The acting monsters, in the order they act. */
    readonly monsters: readonly string[];
    /** Every hex the character could stand on, in the board's cell order. */
    readonly hexes: readonly ThreatHex[];
    /** The largest `attackers` over the hexes (0 on an empty map), for a legend's scale. */
    readonly mostAttackers: number;
    /** The character's hit points as the scenario writes them, if it does. */
    readonly hitPoints?: number;
    /** Present when the work limit stopped the map before every hex was mapped: what was left out. */
    readonly partial?: ThreatMapLeftOut;
}

/**
 * What a map stopped by its work limit leaves out. Hexes are mapped nearest first, so the map
 * holds every hex up to `within` hexes from where the character stands, and none beyond.
 */
export interface ThreatMapLeftOut {
    readonly workLimit: number;
    /** Hexes mapped, and hexes the character could stand on in all. */
    readonly mapped: number;
    readonly total: number;
    /** Every hex at this distance or nearer is mapped. */
    readonly within: number;
}

/**
 * The most work one map does: each monster turn decided counts the hexes of the map, since a
 * turn's paths and lines of sight cover the room. On the largest map allowed (100 × 100) it is
 * 1,000 turns; a 20 × 20 room with 6 acting monsters (2,400 turns) is mapped whole.
 */
export const THREAT_MAP_WORK_LIMIT = 10_000_000;

/** How a caller steers one map's work: progress, a work limit and, for the asynchronous map, cancellation. */
export interface ThreatMapWork {
    /** Called after each hex is mapped, with the hexes mapped and the hexes to map (fewer than all when the limit will stop it). */
    readonly onProgress?: (mapped: number, toMap: number) => void;
    /** See {@link THREAT_MAP_WORK_LIMIT}, the default. At least one hex is always mapped. */
    readonly workLimit?: number;
    readonly cancelToken?: Cancellation.CancellationToken;
}

/** Why no map could be drawn for the name asked about. */
export interface ThreatMapRefusal {
    readonly error: string;
}

/**
 * The hexes a character could be imagined on: inside the map, neither wall nor obstacle, and
 * free of every other figure (its own hex included). Traps, hazardous, difficult and icy
 * terrain count: a character can end a move there.
 */
export function threatHexes(board: Board, character: number): number[] {
    const cells: number[] = [];
    for (let cell = 0; cell < board.size; cell++) {
        const occupant = board.occupant[cell];
        if (!board.has(cell, Terrain.Wall | Terrain.Obstacle) && (occupant < 0 || occupant === character)) {
            cells.push(cell);
        }
    }
    return cells;
}

/**
 * The index of the named character or summon on the board (monsters focus and attack either), or
 * why there is none to map.
 */
export function threatCharacter(board: Board, name: string): number | ThreatMapRefusal {
    const mappable = (kind: string): boolean => kind === 'character' || kind === 'summon';
    const index = board.figures.findIndex(f => f.name === name);
    if (index >= 0 && mappable(board.figures[index].kind)) {
        return index;
    }
    const enemies = board.figures.filter(f => mappable(f.kind)).map(f => f.name);
    const known = enemies.length === 0 ? 'the scenario has no character or summon' : `its characters and summons are ${enemies.join(', ')}`;
    return { error: `No character or summon named ${name} stands on the board: ${known}.` };
}

/**
 * What the monsters' decisions mean for one figure; `read` tells, for each decision, which options
 * attack it (with any attack of the card) and the damage to expect. Without it, only the first
 * attack's targets count and no damage is known.
 */
export function threatOf(label: string, character: string, decisions: readonly MonsterDecision[],
    read?: (decision: MonsterDecision) => DecisionThreat): ThreatHex {
    const monsters: MonsterThreat[] = [];
    let expectedDamage: number | undefined = read ? 0 : undefined;
    let attackers = 0;
    let certainAttackers = 0;
    let focusedBy = 0;
    for (const decision of decisions) {
        const focuses = decision.focus.includes(character);
        const reading = read?.(decision);
        const attacking = reading?.attacking ?? decision.options.filter(o => o.targets.some(t => t.name === character));
        if (!focuses && attacking.length === 0) {
            continue;
        }
        const attack = attacking.length === 0 ? undefined : attacking.length === decision.options.length ? 'always' : 'may';
        const shown = attacking.length > 0 ? attacking : decision.options.filter(o => o.focus === character);
        const dealt = reading?.damage;
        expectedDamage = expectedDamage === undefined || dealt === undefined ? undefined : expectedDamage + dealt;
        monsters.push({
            monster: decision.monster,
            at: hexLabel(decision.hex),
            focus: !focuses ? undefined : decision.focus.length === 1 ? 'focus' : 'tied-focus',
            attack,
            from: [...new Set(shown.map(o => hexLabel(o.destination)))],
            ...(attack && dealt !== undefined ? { expectedDamage: dealt } : {})
        });
        focusedBy += focuses ? 1 : 0;
        attackers += attack ? 1 : 0;
        certainAttackers += attack === 'always' ? 1 : 0;
    }
    return { hex: label, attackers, certainAttackers, focusedBy, ...(expectedDamage === undefined ? {} : { expectedDamage }), monsters };
}

/** The board with the character on `cell`, everything else as written. */
function imagine(board: Board, character: number, cell: number): Board {
    return cell === board.figures[character].cell ? board : board.withFigureAt(character, cell);
}

/**
 * The character imagined on `cell`: every acting monster's turn decided on that board, one hex on
 * its own (the map decides only the turns that can concern the character, and shares work between
 * hexes; it must say the same as this, hex by hex). `shared`, for this board and character, carries
 * over the searches that do not depend on the character's hex.
 */
export function threatAt(board: Board, character: number, cell: number, geometry: BoardGeometry,
    pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK, shared?: ImaginedFigure): ThreatHex {
    const imagined = imagine(board, character, cell);
    const decisions = actingMonsters(imagined).map(monster => decideTurn(imagined, monster, geometry, shared));
    return threatOf(board.labelOf(cell), board.figures[character].name, decisions, readingOf(imagined, character, pile, geometry));
}

/** What each monster's decision means for the character on the imagined board. */
function readingOf(imagined: Board, character: number, pile: readonly ModifierCard[], geometry: BoardGeometry): (decision: MonsterDecision) => DecisionThreat {
    return decision => decisionThreat(imagined, decision, imagined.figures[character], pile, geometry);
}

function assemble(board: Board, character: number, hexes: ThreatHex[], partial?: ThreatMapLeftOut): ThreatMap {
    const { hp } = board.figures[character];
    return {
        character: board.figures[character].name,
        edition: board.edition,
        home: board.labelOf(board.figures[character].cell),
        monsters: actingMonsters(board).map(m => m.name),
        hexes,
        mostAttackers: hexes.reduce((most, h) => Math.max(most, h.attackers), 0),
        ...(hp === undefined ? {} : { hitPoints: hp }),
        ...(partial ? { partial } : {})
    };
}

/**
 * Per acting monster of one threat map, whether its turn must be decided with the character on a
 * hex (see ImaginedConcern), worked out when first asked from the work the hexes share.
 */
class MonsterConcerns {
    private readonly concerns: Array<ImaginedConcern | undefined>;

    /** `monsters` the acting monsters of `board`, the same figures on every imagined board. */
    constructor(private readonly board: Board, private readonly character: number, readonly monsters: readonly Figure[],
        private readonly geometry: BoardGeometry, private readonly shared: ImaginedFigure) {
        this.concerns = monsters.map(() => undefined);
    }

    /** Whether the turn of the `index`th acting monster can concern the character on `cell`, and must be decided there. */
    decides(index: number, cell: number): boolean {
        const concern = this.concerns[index] ??= new ImaginedConcern(this.board, this.character, this.monsters[index], this.geometry, this.shared);
        return !concern.unconcernedAt(cell);
    }
}

/**
 * The hexes to map, nearest to the character first, and how many of them the work limit lets
 * through: at least one, and only whole rings of a distance beyond that are cut where the limit falls.
 */
function plan(board: Board, character: number, workLimit: number): { cells: number[]; toMap: number } {
    const home = board.hexOf(board.figures[character].cell);
    const distance = (cell: number): number => hexDistance(home, board.hexOf(cell));
    const cells = threatHexes(board, character).sort((a, b) => distance(a) - distance(b) || a - b);
    const perHex = Math.max(1, actingMonsters(board).length) * board.size;
    return { cells, toMap: Math.min(cells.length, Math.max(1, Math.floor(workLimit / perHex))) };
}

/**
 * The map's work, one monster turn at a time: each `yield` is a point where an asynchronous caller
 * may give way to other work. The hexes come out in the board's cell order, whatever order they were mapped in.
 */
function* mapping(board: Board, character: number, geometry: BoardGeometry, pile: readonly ModifierCard[],
    work: ThreatMapWork): Generator<void, ThreatMap> {
    const workLimit = work.workLimit ?? THREAT_MAP_WORK_LIMIT;
    const { cells, toMap } = plan(board, character, workLimit);
    const figure = board.figures[character];
    const shared = new ImaginedFigure(board, character);
    // Only the turns that can concern the character on a hex are decided there.
    const concerns = new MonsterConcerns(board, character, actingMonsters(board), geometry, shared);
    const mapped: Array<{ cell: number; hex: ThreatHex }> = [];
    for (const cell of cells.slice(0, toMap)) {
        const imagined = imagine(board, character, cell);
        const decisions: MonsterDecision[] = [];
        for (let i = 0; i < concerns.monsters.length; i++) {
            yield;
            if (concerns.decides(i, cell)) {
                decisions.push(decideTurn(imagined, concerns.monsters[i], geometry, shared));
            }
        }
        mapped.push({ cell, hex: threatOf(board.labelOf(cell), figure.name, decisions, readingOf(imagined, character, pile, geometry)) });
        work.onProgress?.(mapped.length, toMap);
    }
    const hexes = mapped.sort((a, b) => a.cell - b.cell).map(m => m.hex);
    if (toMap === cells.length) {
        return assemble(board, character, hexes);
    }
    const home = board.hexOf(figure.cell);
    const within = hexDistance(home, board.hexOf(cells[toMap])) - 1;
    return assemble(board, character, hexes, { workLimit, mapped: toMap, total: cells.length, within });
}

/**
 * The threat map of a board for one character. The walls are the same on every imagined board,
 * so one geometry (sight, distances) serves all of them.
 */
export function threatMapOfBoard(board: Board, name: string, geometry: BoardGeometry = boardGeometry(board),
    pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK, work: ThreatMapWork = {}): ThreatMap | ThreatMapRefusal {
    const character = threatCharacter(board, name);
    if (typeof character !== 'number') {
        return character;
    }
    const steps = mapping(board, character, geometry, pile, work);
    for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) {
            return step.value;
        }
    }
}

/**
 * The same map, giving way between monsters' turns (on a large room a single hex can take a good
 * part of a second) and stopping when the token is cancelled, so that it never holds up other requests.
 */
export async function threatMapOfBoardAsync(board: Board, name: string, work: ThreatMapWork = {},
    geometry: BoardGeometry = boardGeometry(board), pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK): Promise<ThreatMap | ThreatMapRefusal> {
    const character = threatCharacter(board, name);
    if (typeof character !== 'number') {
        return character;
    }
    const cancelToken = work.cancelToken ?? Cancellation.CancellationToken.None;
    const steps = mapping(board, character, geometry, pile, work);
    for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) {
            return step.value;
        }
        await interruptAndCheck(cancelToken);
    }
}

/** Everything about a board a monster's turn can depend on, as one string. */
export function boardSignature(board: Board): string {
    // The whole figure but its hex object (its cell says the same): hit points, shields, conditions
    // and cards change what a monster does and deals as much as where it stands.
    const figures = board.figures.map(({ hex: _hex, ...figure }) => JSON.stringify(figure));
    return `${board.edition} ${board.minCol},${board.minRow},${board.maxCol},${board.maxRow} ${board.terrain.join('')} ${board.thinWallMask.join('')} ${board.links.join(';')} ${figures.join(';')}`;
}

export function isThreatMap(result: ThreatMap | ThreatMapRefusal): result is ThreatMap {
    return 'hexes' in result;
}
