import { type AstNode, CstUtils, GrammarAST, type LangiumDocument, type LeafCstNode } from 'langium';
import type { HoverProvider, LangiumServices } from 'langium/lsp';
import type { CancellationToken, Hover, HoverParams } from 'vscode-languageserver';
import { isCharacter, isHexRef, isMonster, isNoteStatement, isScenario, isSummon } from '../../../language/generated/ast.js';
import type { GhsServices } from '../../../language/ghs-module.js';
import type { ScenarioAnalyzer } from '../../../language/analysis/scenario-analyzer.js';
import { type AnalysedScenario, throwIfCancelled } from '../scenario-analysis.js';
import { enemyHover } from './enemy-hover.js';
import { hexHover } from './hex-hover.js';
import { keywordHover } from './keyword-hover.js';
import { bold, editionName, escape, incompleteNotice, sections } from './markdown.js';
import { monsterHover } from './monster-hover.js';
import { commentText, plainText } from './plain-text.js';

/**
 * Explains what is under the cursor: a monster's turn, who threatens a character, what a hex
 * holds, or the rule a keyword stands for. The engine's analysis is memoised per parse, so a
 * hover only reads it.
 */
export class GhsHoverProvider implements HoverProvider {
    private readonly references: LangiumServices['references']['References'];
    private readonly comments: LangiumServices['documentation']['CommentProvider'];
    private readonly nameRegexp: RegExp;
    private readonly analyzer: ScenarioAnalyzer;

    constructor(services: LangiumServices & GhsServices) {
        this.analyzer = services.analysis.ScenarioAnalyzer;
        this.references = services.references.References;
        this.comments = services.documentation.CommentProvider;
        this.nameRegexp = services.parser.GrammarConfig.nameRegexp;
    }

    async getHoverContent(document: LangiumDocument, params: HoverParams, cancelToken?: CancellationToken): Promise<Hover | undefined> {
        const root = document.parseResult.value.$cstNode;
        const offset = document.textDocument.offsetAt(params.position);
        const leaf = CstUtils.findDeclarationNodeAtOffset(root, offset, this.nameRegexp);
        if (!leaf || leaf.hidden || offset < leaf.offset || offset > leaf.end) {
            return undefined;
        }
        const context = await this.analyzer.analyzeDocumentAsync(document, cancelToken);
        if (!context) {
            return undefined;
        }
        const markdown = this.markdownFor(leaf, context);
        throwIfCancelled(cancelToken);
        return markdown ? { contents: { kind: 'markdown', value: markdown }, range: leaf.range } : undefined;
    }

    private markdownFor(leaf: LeafCstNode, context: AnalysedScenario): string | undefined {
        const node = leaf.astNode;
        if (GrammarAST.isKeyword(leaf.grammarSource)) {
            return keywordHover(leaf.grammarSource.value, { edition: context.edition, node });
        }
        if (isHexRef(node)) {
            return hexHover(node, context);
        }
        if (isScenario(node)) {
            return scenarioHover(context);
        }
        const target = this.references.findDeclarations(leaf)[0];
        return target ? this.figureHover(target, context) : undefined;
    }

    private figureHover(node: AstNode, context: AnalysedScenario): string | undefined {
        const documentation = commentText(this.comments.getComment(node));
        if (isMonster(node)) {
            // Read only for a turn still to come: a monster that has acted shows its record instead.
            const coming = context.analysis.decisions.some(d => d.monster === node.name) ? this.analyzer.comingTurn(context.scenario, node.name) : undefined;
            return monsterHover(node, context, documentation, coming);
        }
        if (isCharacter(node) || isSummon(node)) {
            return enemyHover(node, context, documentation);
        }
        return undefined;
    }
}

/** The scenario's name: its note, its edition, and each acting monster's turn in one line. */
function scenarioHover(context: AnalysedScenario): string {
    const { scenario, analysis } = context;
    const title = unquote(scenario.name) || 'Untitled scenario';
    const note = unquote(scenario.statements.find(isNoteStatement)?.text);
    const turns = analysis.worded.map(d => `- ${bold(d.monster)}: ${escape(d.summary)}`);
    return sections(
        `**${plainText(title)}** · ${editionName(context.edition)} rules`,
        incompleteNotice(analysis),
        note ? plainText(note) : undefined,
        analysis.incomplete ? undefined : turns.length > 0 ? `This round:\n${turns.join('\n')}` : 'No monster takes a turn this round.'
    );
}

function unquote(text: string | undefined): string {
    return (text ?? '').replace(/^"|"$/g, '');
}
