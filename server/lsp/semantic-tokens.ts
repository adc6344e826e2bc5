import type { AstNode, Reference } from 'langium';
import { AbstractSemanticTokenProvider, type SemanticTokenAcceptor } from 'langium/lsp';
import { SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import type { Figure } from '../../language/generated/ast.js';
import {
    isActedRecord, isAreaPattern, isAttack, isAttackNumber, isAttackRange, isAttackedTarget, isCardCondition, isCardConsume, isCardInfuse, isCardSummon,
    isCharacter, isConsumeBonus, isDoor, isElementBoard, isElementEntry, isLink, isExpectation, isExpectOption, isHexRef, isTargetCount,
    isMapStatement, isMonster, isMove, isMuddled, isNoteStatement, isRulesStatement, isScenario, isSummon,
    isTerrainStatement, isThinWall, isStateExpectation, isStateFact
} from '../../language/generated/ast.js';

/**
 * Token types per kind of thing in a scenario. Each figure kind gets its own type so that a
 * theme shows monsters, characters and summons in different colours, declaration and use alike.
 */
export const GhsTokenTypes = {
    monster: SemanticTokenTypes.class,
    character: SemanticTokenTypes.variable,
    summon: SemanticTokenTypes.parameter,
    coordinate: SemanticTokenTypes.enumMember,
    terrain: SemanticTokenTypes.type,
    modifier: SemanticTokenTypes.modifier,
    keyword: SemanticTokenTypes.keyword,
    string: SemanticTokenTypes.string,
    number: SemanticTokenTypes.number
} as const;

function figureTokenType(figure: Figure | undefined): string | undefined {
    if (isMonster(figure)) {
        return GhsTokenTypes.monster;
    }
    if (isCharacter(figure)) {
        return GhsTokenTypes.character;
    }
    return isSummon(figure) ? GhsTokenTypes.summon : undefined;
}

export class GhsSemanticTokenProvider extends AbstractSemanticTokenProvider {
    protected override highlightElement(node: AstNode, acceptor: SemanticTokenAcceptor): void {
        const keywords = (...words: string[]): void => {
            for (const keyword of words) {
                acceptor({ node, keyword, type: GhsTokenTypes.keyword });
            }
        };
        const reference = (ref: Reference<Figure> | undefined, property: string, index?: number): void => {
            const type = figureTokenType(ref?.ref);
            if (type) {
                acceptor({ node, property, index, type });
            }
        };
        if (isScenario(node)) {
            keywords('scenario');
            acceptor({ node, property: 'name', type: GhsTokenTypes.string });
        } else if (isRulesStatement(node)) {
            keywords('rules');
            acceptor({ node, property: 'edition', type: GhsTokenTypes.modifier });
        } else if (isMapStatement(node)) {
            keywords('map');
        } else if (isNoteStatement(node)) {
            keywords('note');
            acceptor({ node, property: 'text', type: GhsTokenTypes.string });
        } else if (isTerrainStatement(node)) {
            acceptor({ node, property: 'kind', type: GhsTokenTypes.terrain });
        } else if (isDoor(node)) {
            acceptor({ node, keyword: 'door', type: GhsTokenTypes.terrain });
            acceptor({ node, property: 'state', type: GhsTokenTypes.modifier });
        } else if (isLink(node)) {
            acceptor({ node, keyword: 'link', type: GhsTokenTypes.terrain });
            keywords('and');
        } else if (isThinWall(node)) {
            acceptor({ node, keyword: 'wall', type: GhsTokenTypes.terrain });
            keywords('between', 'and');
        } else if (isCharacter(node) || isSummon(node) || isMonster(node)) {
            this.highlightFigure(node, acceptor);
        } else if (isMove(node)) {
            keywords('move');
            acceptor({ node, property: 'value', type: GhsTokenTypes.number });
            acceptor({ node, property: 'mode', type: GhsTokenTypes.modifier });
            acceptor({ node, keyword: 'teleport', type: GhsTokenTypes.modifier });
        } else if (isAttack(node)) {
            keywords('attack');
            acceptor({ node, property: 'value', type: GhsTokenTypes.number });
            acceptor({ node, property: 'change', type: GhsTokenTypes.number });
        } else if (isAttackRange(node)) {
            keywords('range');
            acceptor({ node, property: 'value', type: GhsTokenTypes.number });
            acceptor({ node, property: 'change', type: GhsTokenTypes.number });
        } else if (isAttackNumber(node) || isTargetCount(node)) {
            if (isAttackNumber(node)) {
                acceptor({ node, property: 'kind', type: GhsTokenTypes.keyword });
                acceptor({ node, property: 'change', type: GhsTokenTypes.number });
            } else {
                keywords('target');
            }
            keywords('all');
            acceptor({ node, property: 'value', type: GhsTokenTypes.number });
        } else if (isCardCondition(node)) {
            acceptor({ node, property: 'condition', type: GhsTokenTypes.modifier });
            keywords('self', 'inflict', 'range');
            acceptor({ node, property: 'range', type: GhsTokenTypes.number });
        } else if (isCardSummon(node)) {
            keywords('summon');
            acceptor({ node, property: 'type', type: GhsTokenTypes.monster });
            acceptor({ node, property: 'level', type: GhsTokenTypes.modifier });
        } else if (isCardInfuse(node) || isCardConsume(node)) {
            keywords('infuse', 'consume');
            if (isCardInfuse(node)) {
                acceptor({ node, property: 'element', type: GhsTokenTypes.modifier });
            } else {
                node.elements.forEach((_element, index) => acceptor({ node, property: 'elements', index, type: GhsTokenTypes.modifier }));
            }
        } else if (isConsumeBonus(node)) {
            acceptor({ node, property: 'change', type: GhsTokenTypes.number });
            acceptor({ node, property: 'kind', type: GhsTokenTypes.keyword });
        } else if (isElementBoard(node)) {
            keywords('elements');
        } else if (isElementEntry(node)) {
            acceptor({ node, property: 'element', type: GhsTokenTypes.modifier });
            acceptor({ node, property: 'state', type: GhsTokenTypes.modifier });
        } else if (isAreaPattern(node)) {
            keywords('aoe', 'origin', 'hexes');
        } else if (isMuddled(node)) {
            acceptor({ node, keyword: 'muddled', type: GhsTokenTypes.modifier });
        } else if (isStateExpectation(node)) {
            keywords('expect', 'after', 'in', 'round');
            reference(node.monster, 'monster');
            acceptor({ node, property: 'round', type: GhsTokenTypes.number });
            acceptor({ node, property: 'inRound', type: GhsTokenTypes.number });
        } else if (isStateFact(node)) {
            keywords('at', 'hp', 'conditions');
            reference(node.figure, 'figure');
            acceptor({ node, property: 'down', type: GhsTokenTypes.modifier });
            acceptor({ node, property: 'hp', type: GhsTokenTypes.number });
            acceptor({ node, property: 'noConditions', type: GhsTokenTypes.modifier });
        } else if (isExpectation(node)) {
            keywords('expect', 'in', 'round');
            reference(node.monster, 'monster');
            acceptor({ node, property: 'inRound', type: GhsTokenTypes.number });
        } else if (isExpectOption(node)) {
            keywords('to', 'attacks');
        } else if (isAttackedTarget(node)) {
            keywords('damage');
            reference(node.target, 'target');
            acceptor({ node, property: 'damage', type: GhsTokenTypes.number });
        } else if (isActedRecord(node)) {
            keywords('acted', 'from', 'to', 'attacks', 'consumed');
            node.consumed.forEach((_element, index) => acceptor({ node, property: 'consumed', index, type: GhsTokenTypes.modifier }));
            reference(node.monster, 'monster');
        } else if (isHexRef(node)) {
            acceptor({ node, property: 'label', type: GhsTokenTypes.coordinate });
        }
    }

    private highlightFigure(node: Figure, acceptor: SemanticTokenAcceptor): void {
        const kind = isCharacter(node) ? 'character' : isSummon(node) ? 'summon' : 'monster';
        acceptor({ node, keyword: kind, type: GhsTokenTypes.keyword });
        acceptor({ node, keyword: 'at', type: GhsTokenTypes.keyword });
        acceptor({ node, property: 'name', type: GhsTokenTypes[kind], modifier: SemanticTokenModifiers.declaration });
        if (isSummon(node)) {
            acceptor({ node, keyword: 'of', type: GhsTokenTypes.keyword });
            const owner = figureTokenType(node.owner?.ref);
            if (owner) {
                acceptor({ node, property: 'owner', type: owner });
            }
        } else {
            acceptor({ node, keyword: 'initiative', type: GhsTokenTypes.keyword });
            acceptor({ node, property: 'initiative', type: GhsTokenTypes.number });
        }
        if (isCharacter(node)) {
            node.flags.forEach((_flag, index) => acceptor({ node, property: 'flags', index, type: GhsTokenTypes.modifier }));
            acceptor({ node, keyword: 'curse', type: GhsTokenTypes.keyword });
            acceptor({ node, property: 'curses', type: GhsTokenTypes.number });
        } else {
            acceptor({ node, keyword: 'removed', type: GhsTokenTypes.modifier });
            acceptor({ node, keyword: 'summoned', type: GhsTokenTypes.modifier });
        }
    }
}
