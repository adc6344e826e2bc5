import { Cancellation, DocumentCache, type LangiumDocument, type LangiumDocuments, OperationCancelled } from 'langium';
import type { Board, Edition } from '../model/board.js';
import { boardFromScenario, editionOf } from '../model/from-ast.js';
import { type Scenario, isScenario } from '../generated/ast.js';
import type { GhsServices } from '../ghs-module.js';
import type { GhsSettings } from '../ghs-settings.js';
import type { BoardGeometries } from './board-geometries.js';
import { type ComingTurn, comingTurns } from '../scenario/coming-turns.js';
import { type ScenarioAnalysis, analyzeOnBoard, analyzeOnBoardAsync } from './judgement.js';
import type { MonsterDecision } from '../engine/decision.js';
import { boardSignature } from '../scenario/threat-map.js';
import { RecentValues } from './recent-values.js';

/** A document's scenario with the engine's analysis of it and the edition it was analysed under. */
export interface AnalysedScenario {
    readonly scenario: Scenario;
    readonly analysis: ScenarioAnalysis;
    readonly edition: Edition;
}

interface Kept {
    readonly edition: Edition;
    readonly analysis: ScenarioAnalysis;
}

/**
 * The one place that knows the edition of a scenario (its `rules` line, else the user's default
 * edition from `GhsSettings`) and keeps the engine's analysis of it, once per parse: every
 * feature that asks about the same text shares one run of the engine. The analyses of a document
 * are dropped when Langium rebuilds or deletes it, and all of them when the default edition
 * changes. The syntax tree itself is the key within a document, so nothing stale is served even
 * between a new parse and the rebuild that follows it.
 */
export class ScenarioAnalyzer {
    private readonly settings: GhsSettings;
    private readonly geometries: BoardGeometries;
    private readonly documents: LangiumDocuments;
    private readonly analyses: DocumentCache<Scenario, Kept>;
    private readonly comings: DocumentCache<Scenario, { readonly edition: Edition; readonly turns: ReadonlyMap<string, ComingTurn> }>;
    /**
     * The decisions on the last few boards, by everything a turn depends on: a keystroke that leaves
     * the board as it was (a name, a comment, an expectation) finds them again instead of running
     * the engine on an unchanged board.
     */
    private readonly decided = new RecentValues<readonly MonsterDecision[]>(8);

    constructor(services: GhsServices) {
        this.settings = services.settings.GhsSettings;
        this.geometries = services.analysis.BoardGeometries;
        this.documents = services.shared.workspace.LangiumDocuments;
        this.analyses = new DocumentCache(services.shared);
        this.comings = new DocumentCache(services.shared);
        this.settings.onChange(changed => {
            if (changed === 'defaultEdition') {
                this.analyses.clear();
                this.comings.clear();
            }
        });
    }

    /** The rules the scenario is played by: its `rules` line, else the user's default edition. */
    editionOf(scenario: Scenario): Edition {
        return editionOf(scenario, this.settings.defaultEdition);
    }

    /** A fresh board of the scenario under its edition (the caller may change it); undefined without a usable map. */
    boardOf(scenario: Scenario): Board | undefined {
        return boardFromScenario(scenario, this.editionOf(scenario));
    }

    /** The analysis of a scenario, computed at the first request after each parse. */
    analyze(scenario: Scenario): ScenarioAnalysis {
        const edition = this.editionOf(scenario);
        const known = this.remembered(scenario, edition);
        if (known) {
            return known;
        }
        const board = this.boardOf(scenario);
        const key = board && boardSignature(board);
        const analysis = analyzeOnBoard(scenario, board, board && this.geometries.of(board), key === undefined ? undefined : this.decided.get(key));
        return this.remember(scenario, edition, this.keepDecisions(key, analysis));
    }

    /**
     * The same, with the engine giving way between monsters and stopping when the token is
     * cancelled: a large board then never holds up the requests of another document.
     */
    async analyzeAsync(scenario: Scenario, cancelToken: Cancellation.CancellationToken = Cancellation.CancellationToken.None): Promise<ScenarioAnalysis> {
        const edition = this.editionOf(scenario);
        const known = this.remembered(scenario, edition);
        if (known) {
            return known;
        }
        const board = this.boardOf(scenario);
        const key = board && boardSignature(board);
        const analysis = this.keepDecisions(key, await analyzeOnBoardAsync(scenario, board, board && this.geometries.of(board), cancelToken,
            key === undefined ? undefined : this.decided.get(key)));
        // Another caller may have finished it meanwhile: keep one analysis per parse.
        return this.remembered(scenario, edition) ?? this.remember(scenario, edition, analysis);
    }

    /**
     * A monster's turn to come as the rest of the round plays it, its attacks drawn from the
     * modifier deck the scenario writes (see `comingTurns`): undefined when it takes no turn now,
     * or when the scenario writes no deck, so that the draws are not yet known. The round is
     * played once per parse, for every monster.
     */
    comingTurn(scenario: Scenario, monster: string): ComingTurn | undefined {
        const edition = this.editionOf(scenario);
        const uri = this.keptIn(scenario);
        const kept = uri === undefined ? undefined : this.comings.get(uri, scenario);
        if (kept?.edition === edition) {
            return kept.turns.get(monster);
        }
        const analysis = this.analyze(scenario);
        const turns = analysis.incomplete ? new Map<string, ComingTurn>() : comingTurns(scenario, this.boardOf(scenario));
        if (uri !== undefined) {
            this.comings.set(uri, scenario, { edition, turns });
        }
        return turns.get(monster);
    }

    /** The scenario of a document with its analysis; undefined when the document holds none. */
    analyzeDocument(document: LangiumDocument, cancelToken?: Cancellation.CancellationToken): AnalysedScenario | undefined {
        const scenario = document.parseResult?.value;
        if (!isScenario(scenario)) {
            return undefined;
        }
        throwIfCancelled(cancelToken);
        const analysis = this.analyze(scenario);
        throwIfCancelled(cancelToken);
        return { scenario, analysis, edition: analysis.board?.edition ?? this.editionOf(scenario) };
    }

    /** The same, computed as `analyzeAsync` does: what every editor request uses. */
    async analyzeDocumentAsync(document: LangiumDocument, cancelToken?: Cancellation.CancellationToken): Promise<AnalysedScenario | undefined> {
        const scenario = document.parseResult?.value;
        if (!isScenario(scenario)) {
            return undefined;
        }
        throwIfCancelled(cancelToken);
        const analysis = await this.analyzeAsync(scenario, cancelToken);
        throwIfCancelled(cancelToken);
        return { scenario, analysis, edition: analysis.board?.edition ?? this.editionOf(scenario) };
    }

    /**
     * The document a scenario is the current parse of, when the workspace holds it: only then is
     * its analysis kept, since the cache is emptied by the workspace's own changes.
     */
    private keptIn(scenario: Scenario): string | undefined {
        const uri = scenario.$document?.uri;
        return uri && this.documents.getDocument(uri)?.parseResult.value === scenario ? uri.toString() : undefined;
    }

    /** The analysis, its decisions kept for the board it was made on (`key`, its signature). */
    private keepDecisions(key: string | undefined, analysis: ScenarioAnalysis): ScenarioAnalysis {
        if (key !== undefined && this.decided.get(key) === undefined) {
            this.decided.set(key, analysis.decisions);
        }
        return analysis;
    }

    private remembered(scenario: Scenario, edition: Edition): ScenarioAnalysis | undefined {
        const uri = this.keptIn(scenario);
        const kept = uri === undefined ? undefined : this.analyses.get(uri, scenario);
        // An analysis begun before the default edition changed may have been kept after the change.
        return kept?.edition === edition ? kept.analysis : undefined;
    }

    private remember(scenario: Scenario, edition: Edition, analysis: ScenarioAnalysis): ScenarioAnalysis {
        const uri = this.keptIn(scenario);
        if (uri !== undefined) {
            this.analyses.set(uri, scenario, { edition, analysis });
        }
        return analysis;
    }
}

/** Lets a request that has been overtaken stop between its steps. */
export function throwIfCancelled(token: Cancellation.CancellationToken | undefined): void {
    if (token?.isCancellationRequested) {
        throw OperationCancelled;
    }
}
