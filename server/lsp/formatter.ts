import type { AstNode, CstNode, LangiumDocument } from 'langium';
import type { FormattingOptions, Range, TextEdit } from 'vscode-languageserver';
import { AbstractFormatter, Formatting, type FormattingAction, type FormattingContext, type NodeFormatter } from 'langium/lsp';
import {
    isAbility, isActedRecord, isArea, isDoor, isLink, isAreaPattern, isAttack, isAttackNumber, isAttackRange, isAttackedTarget, isCharacter, isExpectation, isExpectOption,
    isMapStatement, isMonster, isMove, isNoteStatement, isRulesStatement, isScenario, isSummon, isTerrainStatement,
    isThinWall, isMonsterType, isDeck, isRoundStatement, isStateExpectation, isStateFact, isTypeLevel
} from '../../language/generated/ast.js';
import { spacesAfterKeyword } from '../../language/edit/keyword-column.js';
import { inLineEndingOf } from './line-endings.js';

/** The spaces after a statement's keyword that start its arguments in the shared column (see `spacesAfterKeyword`). */
export function spacesAfter(keyword: string | undefined): number {
    return spacesAfterKeyword(keyword);
}

/** A statement on its own line, indented, keeping at most one blank line above it. */
const STATEMENT_LINE: FormattingAction = { options: {}, moves: [{ tabs: 1, lines: 1 }, { tabs: 1, lines: 2 }] };

function alignAfter(keyword: string | undefined): FormattingAction {
    return Formatting.spaces(spacesAfter(keyword));
}

/**
 * One statement per line, blocks indented by the editor's indentation, single spaces between
 * words, no spaces around `..` and none before a comma. Only whitespace between tokens ever
 * changes; comments keep their line, and a document that does not parse is left alone.
 */
export class GhsFormatter extends AbstractFormatter {
    /**
     * A comment alone on its line gets the indentation of the statements, in tabs or spaces as
     * the editor asks. Langium's edit shifts the comment by the difference in characters, which
     * leaves a space-indented comment one space in when the editor indents with tabs. A block
     * comment over several lines keeps Langium's shift, which moves its lines together.
     */
    protected override createHiddenTextEdits(previous: CstNode | undefined, hidden: CstNode, formatting: FormattingAction | undefined,
        context: FormattingContext): TextEdit[] {
        const start = hidden.range.start;
        const lineStart = { line: start.line, character: 0 };
        const leading = context.document.getText({ start: lineStart, end: start });
        if (/[\r\n]/.test(hidden.text) || (previous && previous.range.end.line === start.line) || leading.trim() !== '') {
            return super.createHiddenTextEdits(previous, hidden, formatting, context);
        }
        const move = this.findFittingMove({ start: lineStart, end: start }, formatting?.moves ?? [], context);
        const indentation = (context.options.insertSpaces ? ' ' : '\t').repeat(this.getIndentationCharacterCount(context, move));
        return leading === indentation ? [] : [{ range: { start: lineStart, end: start }, newText: indentation }];
    }

    /** Langium's edits break lines with `\n`: here they break them as the document does. */
    protected override doDocumentFormat(document: LangiumDocument, options: FormattingOptions, range?: Range): TextEdit[] {
        return inLineEndingOf(document.textDocument, super.doDocumentFormat(document, options, range));
    }

    protected override format(node: AstNode): void {
        if (isScenario(node)) {
            const f = this.getNodeFormatter(node);
            f.property('name').prepend(Formatting.oneSpace());
            this.block(f);
        } else if (isRulesStatement(node)) {
            this.getNodeFormatter(node).property('edition').prepend(Formatting.oneSpace());
        } else if (isMapStatement(node)) {
            const f = this.getNodeFormatter(node);
            f.property('from').prepend(Formatting.oneSpace());
            f.keyword('..').surround(Formatting.noSpace());
        } else if (isNoteStatement(node)) {
            this.getNodeFormatter(node).property('text').prepend(Formatting.oneSpace());
        } else if (isTerrainStatement(node)) {
            const f = this.getNodeFormatter(node);
            f.property('areas', 0).prepend(alignAfter(node.kind));
            this.commaList(f);
        } else if (isDoor(node)) {
            const f = this.getNodeFormatter(node);
            f.property('position').prepend(alignAfter('door'));
            f.property('state').prepend(Formatting.oneSpace());
        } else if (isArea(node)) {
            this.getNodeFormatter(node).keyword('..').surround(Formatting.noSpace());
        } else if (isThinWall(node) || isLink(node)) {
            const f = this.getNodeFormatter(node);
            f.keywords('between', 'and').prepend(Formatting.oneSpace());
            f.properties('first', 'second').prepend(Formatting.oneSpace());
        } else if (isCharacter(node) || isSummon(node) || isMonster(node)) {
            const f = this.getNodeFormatter(node);
            const keyword = isCharacter(node) ? 'character' : isSummon(node) ? 'summon' : 'monster';
            f.property('name').prepend(alignAfter(keyword));
            f.keywords('at', 'of', 'initiative').prepend(Formatting.oneSpace());
            f.property('position').prepend(Formatting.oneSpace());
            if (isSummon(node)) {
                this.getNodeFormatter(node).property('owner').prepend(Formatting.oneSpace());
            } else {
                this.getNodeFormatter(node).property('initiative').prepend(Formatting.oneSpace());
            }
            if (isCharacter(node)) {
                this.getNodeFormatter(node).properties('flags').prepend(Formatting.oneSpace());
            } else {
                f.keyword('removed').prepend(Formatting.oneSpace());
            }
        } else if (isMonsterType(node) || isDeck(node) || isRoundStatement(node) || isTypeLevel(node)) {
            // Stat cards, cards and reveals one per line; a card's own lines stay as the author laid them out.
            const f = this.getNodeFormatter(node);
            f.property(isRoundStatement(node) ? 'number' : isTypeLevel(node) ? 'value' : 'name').prepend(Formatting.oneSpace());
            this.block(f);
        } else if (isAbility(node) || isExpectation(node)) {
            const f = this.getNodeFormatter(node);
            if (isExpectation(node)) {
                f.property('monster').prepend(Formatting.oneSpace());
                f.keywords('in', 'round').prepend(Formatting.oneSpace());
                f.property('inRound').prepend(Formatting.oneSpace());
                f.keyword('{').prepend(Formatting.oneSpace());
            }
            this.block(f);
        } else if (isMove(node)) {
            const f = this.getNodeFormatter(node);
            f.properties('value', 'mode').prepend(Formatting.oneSpace());
            f.keyword('teleport').prepend(Formatting.oneSpace());
        } else if (isAttack(node) && isAbility(node.$container)) {
            // A card's lines stay as the author laid them out; an ability block's attack is spaced like its move.
            this.getNodeFormatter(node).properties('value', 'change', 'parts').prepend(Formatting.oneSpace());
        } else if (isAttackRange(node) && isAbility(node.$container.$container)) {
            this.getNodeFormatter(node).properties('value', 'change').prepend(Formatting.oneSpace());
        } else if (isAttackNumber(node) && isAbility(node.$container.$container)) {
            this.getNodeFormatter(node).property('value').prepend(Formatting.oneSpace());
        } else if (isAreaPattern(node)) {
            const f = this.getNodeFormatter(node);
            f.keywords('origin', 'hexes').prepend(Formatting.oneSpace());
            f.property('origin').prepend(Formatting.oneSpace());
            f.property('hexes', 0).prepend(Formatting.oneSpace());
            this.commaList(f);
        } else if (isActedRecord(node)) {
            // A played turn reads like the figures above it: `acted     Guard from J3 to H3`.
            const f = this.getNodeFormatter(node);
            f.property('monster').prepend(alignAfter('acted'));
            f.keywords('from', 'to', 'attacks').prepend(Formatting.oneSpace());
            f.properties('from', 'to').prepend(Formatting.oneSpace());
            f.property('targets', 0).prepend(Formatting.oneSpace());
            this.commaList(f);
        } else if (isAttackedTarget(node)) {
            const f = this.getNodeFormatter(node);
            f.keyword('damage').prepend(Formatting.oneSpace());
            f.property('damage').prepend(Formatting.oneSpace());
        } else if (isExpectOption(node)) {
            const f = this.getNodeFormatter(node);
            f.property('destination').prepend(Formatting.oneSpace());
            f.keyword('attacks').prepend(Formatting.oneSpace());
            f.property('targets', 0).prepend(Formatting.oneSpace());
            this.commaList(f);
        } else if (isStateExpectation(node)) {
            // One figure per line; a comma the author wrote stays at the end of its line.
            const f = this.getNodeFormatter(node);
            f.keywords('after', 'in', 'round').prepend(Formatting.oneSpace());
            f.properties('monster', 'round', 'inRound').prepend(Formatting.oneSpace());
            const open = f.keyword('{');
            const close = f.keyword('}');
            open.prepend(Formatting.oneSpace());
            f.properties('facts').prepend(STATEMENT_LINE);
            f.properties('facts').slice(0, 1).prepend(Formatting.indent());
            f.keywords(',').prepend(Formatting.noSpace());
            close.prepend(Formatting.newLine());
        } else if (isStateFact(node)) {
            const f = this.getNodeFormatter(node);
            f.keywords('at', 'hp', 'conditions').prepend(Formatting.oneSpace());
            f.properties('down', 'position', 'hp', 'noConditions').prepend(Formatting.oneSpace());
            f.property('conditions', 0).prepend(Formatting.oneSpace());
            this.commaList(f);
        }
    }

    /** `{` after a space, each inner statement on its own indented line, `}` on a line of its own. */
    private block(f: NodeFormatter<AstNode>): void {
        const open = f.keyword('{');
        const close = f.keyword('}');
        open.prepend(Formatting.oneSpace());
        const inner = f.interior(open, close);
        inner.prepend(STATEMENT_LINE);
        // The first line of a block follows its brace directly: no blank line there.
        inner.slice(0, 1).prepend(Formatting.indent());
        close.prepend(Formatting.newLine());
    }

    private commaList(f: NodeFormatter<AstNode>): void {
        f.keywords(',').prepend(Formatting.noSpace()).append(Formatting.oneSpace());
    }
}
