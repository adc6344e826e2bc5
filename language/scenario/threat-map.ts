import { hexLabel } from '../hex/offset.js';
import { Cancellation, interruptAndCheck } from 'langium';
import { type Board, type Edition, type Figure, Terrain } from '../model/board.js';
import { type BoardGeometry, actingMonsters, boardGeometry, decideTurn } from '../engine/analyze.js';
import type { MonsterDecision } from '../engine/decision.js';
import { ImaginedFigure } from '../engine/imagined.js';
import { ImaginedConcern } from '../engine/imagined-concern.js';
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

/** The index of the named character on the board, or why there is none to map. */
export function threatCharacter(board: Board, name: string): number | ThreatMapRefusal {
    const index = board.figures.findIndex(f => f.name === name);
    if (index >= 0 && board.figures[index].kind === 'character') {
        return index;
    }
    const characters = board.figures.filter(f => f.kind === 'character').map(f => f.name);
    const known = characters.length === 0 ? 'the scenario has no character' : `its characters are ${characters.join(', ')}`;
    return { error: `No character named ${name} stands on the board: ${known}.` };
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

function assemble(board: Board, character: number, hexes: ThreatHex[]): ThreatMap {
    const { hp } = board.figures[character];
    return {
        character: board.figures[character].name,
        edition: board.edition,
        home: board.labelOf(board.figures[character].cell),
        monsters: actingMonsters(board).map(m => m.name),
        hexes,
        mostAttackers: hexes.reduce((most, h) => Math.max(most, h.attackers), 0),
        ...(hp === undefined ? {} : { hitPoints: hp })
    };
}

/**
 * What the hexes of one threat map share: the work on the board without the character, and, per
 * acting monster, whether its turn must be decided with the character on a hex (see
 * ImaginedConcern), each worked out when first asked.
 */
class ThreatMapWork {
    readonly shared: ImaginedFigure;
    /** The acting monsters, in the order they act (the same figures on every imagined board). */
    readonly monsters: readonly Figure[];
    readonly name: string;
    private readonly concerns: Array<ImaginedConcern | undefined>;

    constructor(private readonly board: Board, private readonly character: number, private readonly geometry: BoardGeometry) {
        this.shared = new ImaginedFigure(board, character);
        this.monsters = actingMonsters(board);
        this.name = board.figures[character].name;
        this.concerns = this.monsters.map(() => undefined);
    }

    /** Whether the turn of the `index`th acting monster can concern the character on `cell`, and must be decided there. */
    decides(index: number, cell: number): boolean {
        const concern = this.concerns[index] ??= new ImaginedConcern(this.board, this.character, this.monsters[index], this.geometry, this.shared);
        return !concern.unconcernedAt(cell);
    }
}

/**
 * The threat map of a board for one character. The walls are the same on every imagined board,
 * so one geometry (sight, distances) serves all of them.
 */
export function threatMapOfBoard(board: Board, name: string, geometry: BoardGeometry = boardGeometry(board),
    pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK): ThreatMap | ThreatMapRefusal {
    const character = threatCharacter(board, name);
    if (typeof character !== 'number') {
        return character;
    }
    const work = new ThreatMapWork(board, character, geometry);
    return assemble(board, character, threatHexes(board, character).map(cell => {
        const imagined = imagine(board, character, cell);
        const decisions = work.monsters.filter((_, i) => work.decides(i, cell)).map(monster => decideTurn(imagined, monster, geometry, work.shared));
        return threatOf(board.labelOf(cell), work.name, decisions, readingOf(imagined, character, pile, geometry));
    }));
}

/**
 * The same map, giving way between monsters' turns and stopping when the token is cancelled, so that a
 * large room never holds up other requests.
 */
export async function threatMapOfBoardAsync(board: Board, name: string,
    cancelToken: Cancellation.CancellationToken = Cancellation.CancellationToken.None,
    geometry: BoardGeometry = boardGeometry(board), pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK): Promise<ThreatMap | ThreatMapRefusal> {
    const character = threatCharacter(board, name);
    if (typeof character !== 'number') {
        return character;
    }
    const hexes: ThreatHex[] = [];
    const work = new ThreatMapWork(board, character, geometry);
    for (const cell of threatHexes(board, character)) {
        // One monster at a time: on a large room a single hex can take a good part of a second.
        const imagined = imagine(board, character, cell);
        const decisions: MonsterDecision[] = [];
        for (let i = 0; i < work.monsters.length; i++) {
            await interruptAndCheck(cancelToken);
            if (work.decides(i, cell)) {
                decisions.push(decideTurn(imagined, work.monsters[i], geometry, work.shared));
            }
        }
        hexes.push(threatOf(board.labelOf(cell), work.name, decisions, readingOf(imagined, character, pile, geometry)));
    }
    return assemble(board, character, hexes);
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
