import {
    type AstNode, type AstNodeDescription, AstUtils, type Cancellation, GrammarAST, type LangiumDocument, type MaybePromise, type ReferenceInfo, type Stream
} from 'langium';
import { type CompletionAcceptor, type CompletionContext, DefaultCompletionProvider, type LangiumServices, type NextFeature } from 'langium/lsp';
import { type CompletionItem, CompletionItemKind, CompletionList, type CompletionParams } from 'vscode-languageserver';
import { isInsideComment } from '../../language/parser/comment-at.js';
import type { Figure, Scenario } from '../../language/generated/ast.js';
import type { GhsServices } from '../../language/ghs-module.js';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import {
    isActedRecord, isAreaPattern, isAttackedTarget, isCharacter, isDoor, isLink, isExpectation, isExpectOption, isMapStatement, isStateExpectation, isMonster, isScenario, isSummon,
    isTerrainStatement, isThinWall
} from '../../language/generated/ast.js';
import { figuresOf } from '../../language/model/figure-statements.js';
import { type MapHex, freeHexes, hexSortKey, mapHexes } from './free-hexes.js';

/** A client asks again as the user types, so a huge map never sends every hex at once. */
const MAX_HEX_ITEMS = 500;

type HexSlot = 'free' | 'any';

/**
 * Keywords in context (Langium's default), figure names of the kind a reference needs, and
 * coordinates: free hexes where a figure is placed or a monster ends its move, any map hex
 * where terrain goes.
 */
export class GhsCompletionProvider extends DefaultCompletionProvider {
    private readonly analyzer: ScenarioAnalyzer;

    constructor(services: LangiumServices & GhsServices) {
        super(services);
        this.analyzer = services.analysis.ScenarioAnalyzer;
    }

    /**
     * Nothing inside a comment: it is free text. Elsewhere the items come in the order a client
     * that honours `sortText` shows them, so one that keeps the list's order shows the same.
     */
    override async getCompletion(document: LangiumDocument, params: CompletionParams, cancelToken?: Cancellation.CancellationToken): Promise<CompletionList | undefined> {
        const text = document.textDocument.getText();
        if (isInsideComment(this.lexer.tokenize(text).hidden, document.textDocument.offsetAt(params.position))) {
            return CompletionList.create([], false);
        }
        const list = await super.getCompletion(document, params, cancelToken);
        return list && CompletionList.create(inDisplayOrder(list.items), list.isIncomplete);
    }

    protected override completionFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor): MaybePromise<void> {
        if (next.type === 'HexRef' && GrammarAST.isRuleCall(next.feature)) {
            return this.completionForHex(context, acceptor);
        }
        return super.completionFor(context, next, acceptor);
    }

    protected override getReferenceCandidates(refInfo: ReferenceInfo, context: CompletionContext): Stream<AstNodeDescription> {
        const wanted = referenceKinds(refInfo);
        return super.getReferenceCandidates(refInfo, context).filter(d => wanted.includes(d.type));
    }

    protected override createReferenceCompletionItem(description: AstNodeDescription, refInfo: ReferenceInfo, context: CompletionContext) {
        const item = super.createReferenceCompletionItem(description, refInfo, context);
        const node = description.node as Figure | undefined;
        const where = node?.position?.label ? ` at ${node.position.label}` : '';
        return { ...item, detail: `${description.type.toLowerCase()}${where}` };
    }

    private completionForHex(context: CompletionContext, acceptor: CompletionAcceptor): void {
        const scenario = context.node && AstUtils.findRootNode(context.node);
        const owner = context.node && hexOwner(context.node);
        if (!isScenario(scenario) || !owner) {
            return;
        }
        const slot = hexSlot(owner);
        if (!slot) {
            return;
        }
        const placed = placedFigure(owner, scenario);
        const board = this.analyzer.boardOf(scenario);
        const hexes = slot === 'free' ? freeHexes(scenario, board, placed) : mapHexes(scenario, board);
        const typed = context.textDocument.getText().substring(context.tokenOffset, context.offset);
        hexes.filter(h => this.fuzzyMatcher.match(typed, h.label))
            .slice(0, MAX_HEX_ITEMS)
            .forEach(h => acceptor(context, hexItem(h, slot)));
    }
}

/** Sorted by `sortText`, as clients show a list; the sort is stable, so ties keep the order they were found in. */
function inDisplayOrder(items: CompletionItem[]): CompletionItem[] {
    const key = (item: CompletionItem) => item.sortText ?? item.label;
    return [...items].sort((a, b) => compare(key(a), key(b)));
}

function compare(a: string, b: string): number {
    return a < b ? -1 : a > b ? 1 : 0;
}

function hexItem(h: MapHex, slot: HexSlot) {
    const detail = slot === 'free' ? 'free hex' : h.blocked ? 'map hex (wall or obstacle)' : 'map hex';
    return { label: h.label, kind: CompletionItemKind.Value, detail, sortText: hexSortKey(h.hex) };
}

/** The statement or clause a coordinate being typed belongs to. */
function hexOwner(node: AstNode): AstNode | undefined {
    return AstUtils.getContainerOfType(node, (n): n is AstNode =>
        isMapStatement(n) || isTerrainStatement(n) || isThinWall(n) || isDoor(n) || isLink(n) || isAreaPattern(n) || isExpectOption(n)
        || isActedRecord(n) || isCharacter(n) || isSummon(n) || isMonster(n));
}

/**
 * Where a figure stands or a monster ends its move, only free hexes make sense; terrain may go
 * on any hex of the map. The map's own corners and an area's private grid get no suggestions.
 */
function hexSlot(owner: AstNode): HexSlot | undefined {
    if (isCharacter(owner) || isSummon(owner) || isMonster(owner) || isExpectOption(owner)) {
        return 'free';
    }
    // A played turn's hexes are history: where the monster stood and stands, whatever is there now.
    return isTerrainStatement(owner) || isThinWall(owner) || isDoor(owner) || isLink(owner) || isActedRecord(owner) ? 'any' : undefined;
}

/** The figure whose own hex stays available: the one being placed, or the monster an option moves. */
function placedFigure(owner: AstNode, scenario: Scenario): Figure | undefined {
    if (isCharacter(owner) || isSummon(owner) || isMonster(owner)) {
        return owner;
    }
    const expectation = AstUtils.getContainerOfType(owner, isExpectation);
    const name = expectation?.monster?.$refText;
    return name ? figuresOf(scenario).find(f => f.name === name) : undefined;
}

/** Which figure kinds each reference accepts: the validator reports the others. */
function referenceKinds(refInfo: ReferenceInfo): string[] {
    if (refInfo.property === 'type') {
        return ['MonsterType'];
    }
    if (refInfo.property === 'deck') {
        return ['Deck'];
    }
    if ((isExpectation(refInfo.container) || isStateExpectation(refInfo.container) || isActedRecord(refInfo.container)) && refInfo.property === 'monster') {
        return ['Monster'];
    }
    if (isSummon(refInfo.container) && refInfo.property === 'owner') {
        return ['Character'];
    }
    if (isAttackedTarget(refInfo.container) && refInfo.property === 'target') {
        return ['Character', 'Summon'];
    }
    return ['Character', 'Summon', 'Monster'];
}
