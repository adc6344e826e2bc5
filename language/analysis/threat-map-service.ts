import type { Scenario } from '../generated/ast.js';
import { modifierDeckOf } from '../model/monster-types.js';
import { type ModifierCard, deckCards, drawPile } from '../model/modifier-deck.js';
import { deckStateOf } from '../model/play-state.js';
import type { GhsServices } from '../ghs-module.js';
import type { BoardGeometries } from './board-geometries.js';
import { RecentValues } from './recent-values.js';
import type { ScenarioAnalyzer } from './scenario-analyzer.js';
import { type ThreatMap, type ThreatMapRefusal, type ThreatMapWork, boardSignature, threatMapOfBoard, threatMapOfBoardAsync } from '../scenario/threat-map.js';

/** How many maps are kept. */
const MAPS_KEPT = 8;

const NO_MAP: ThreatMapRefusal = { error: 'The scenario has no usable map: give it a map line (map A1..H6).' };

/**
 * The threat maps of parsed scenarios, drawn on the board their analysis already built (nothing
 * is parsed again). The last maps drawn are kept by what they depend on: the board (terrain,
 * walls, every figure and ability, the edition) and the character. Typing a note, a comment or
 * an expectation gives a new syntax tree but the same board, and then the map is not drawn again.
 */
export class ThreatMaps {
    private readonly analyzer: ScenarioAnalyzer;
    private readonly geometries: BoardGeometries;
    private readonly drawn = new RecentValues<ThreatMap | ThreatMapRefusal>(MAPS_KEPT);

    constructor(services: GhsServices) {
        this.analyzer = services.analysis.ScenarioAnalyzer;
        this.geometries = services.analysis.BoardGeometries;
    }

    /** The map of the named character, drawn at once; `work` reports its progress and may limit it (see ThreatMapWork). */
    ofScenario(scenario: Scenario, name: string, work: ThreatMapWork = {}): ThreatMap | ThreatMapRefusal {
        const { board } = this.analyzer.analyze(scenario);
        if (!board) {
            return NO_MAP;
        }
        const pile = modifierPileOf(scenario);
        const key = `${name} ${work.workLimit ?? ''} ${pile.join(',')} ${boardSignature(board)}`;
        return this.drawn.get(key) ?? this.drawn.set(key, threatMapOfBoard(board, name, this.geometries.of(board), pile, work));
    }

    /** The same map, giving way between monsters' turns (see threatMapOfBoardAsync). */
    async ofScenarioAsync(scenario: Scenario, name: string, work: ThreatMapWork = {}): Promise<ThreatMap | ThreatMapRefusal> {
        const { board } = this.analyzer.analyze(scenario);
        if (!board) {
            return NO_MAP;
        }
        const pile = modifierPileOf(scenario);
        const key = `${name} ${work.workLimit ?? ''} ${pile.join(',')} ${boardSignature(board)}`;
        return this.drawn.get(key) ?? this.drawn.set(key, await threatMapOfBoardAsync(board, name, work, this.geometries.of(board), pile));
    }
}

/**
 * The cards the monsters' next draw comes from, as the scenario's `modifiers` line leaves the
 * deck (the standard twenty without one); a pile drawn to its end reshuffles the whole deck first.
 */
export function modifierPileOf(scenario: Scenario): ModifierCard[] {
    const deck = deckStateOf(modifierDeckOf(scenario));
    const pile = drawPile(deck);
    return pile.length > 0 ? pile : deckCards(deck);
}
