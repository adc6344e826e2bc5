import { type AstNode, AstUtils, CstUtils, GrammarAST, type LangiumDocument } from 'langium';
import { DefaultRenameProvider, type LangiumServices } from 'langium/lsp';
import { ErrorCodes, type RenameParams, ResponseError, TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { type Scenario, isDeck, isMonsterType, isScenario } from '../../language/generated/ast.js';
import { figuresOf } from '../../language/model/figure-statements.js';
import { decksOf, drawsByName, namedTogether, typesOf } from './named-together.js';

/** The grammar's `ID` terminal: anything else would not parse back as a name. */
const NAME = /^[_a-zA-Z][\w_]*$/;

/**
 * Renames a figure, a monster type or a deck at its declaration and wherever it is named
 * (Langium's reference search), after checking that the new name can be written there and
 * names nothing else. A type and the deck it draws from by its own name are renamed together,
 * so that the type keeps its cards.
 */
export class GhsRenameProvider extends DefaultRenameProvider {
    private readonly keywords: ReadonlySet<string>;

    constructor(services: LangiumServices) {
        super(services);
        this.keywords = new Set(AstUtils.streamAllContents(services.Grammar).filter(GrammarAST.isKeyword).map(k => k.value));
    }

    override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
        const target = this.target(document, params);
        if (!target) {
            return undefined;
        }
        const together = namedTogether(target);
        const problem = this.refusal(document, params.newName, target, together);
        if (problem) {
            throw new ResponseError(ErrorCodes.InvalidParams, problem);
        }
        const changes: Record<string, TextEdit[]> = {};
        const seen = new Set<string>();
        for (const node of together) {
            for (const reference of this.references.findReferences(node, { includeDeclaration: true })) {
                const uri = reference.sourceUri.toString();
                const key = `${uri}#${reference.segment.offset}`;
                if (!seen.has(key)) {
                    seen.add(key);
                    (changes[uri] ??= []).push(TextEdit.replace(reference.segment.range, params.newName));
                }
            }
        }
        return { changes };
    }

    /** Why the new name cannot be used, or undefined when it can. */
    private refusal(document: LangiumDocument, name: string, target: AstNode, together: readonly AstNode[]): string | undefined {
        if (this.keywords.has(name)) {
            return `'${name}' is a keyword of the scenario language: choose another name.`;
        }
        if (!NAME.test(name)) {
            return `'${name}' is not a name: use letters, digits and '_', starting with a letter or '_'.`;
        }
        const scenario = document.parseResult.value;
        if (!isScenario(scenario)) {
            return undefined;
        }
        if (isMonsterType(target) || isDeck(target)) {
            return deckOrTypeClash(scenario, name, together);
        }
        const clash = figuresOf(scenario).find(f => f.name === name && f !== target);
        return clash ? `There is already a figure named ${name}: choose another name.` : undefined;
    }

    private target(document: LangiumDocument, params: RenameParams): AstNode | undefined {
        const root = document.parseResult.value.$cstNode;
        const offset = document.textDocument.offsetAt(params.position);
        const leaf = CstUtils.findDeclarationNodeAtOffset(root, offset, this.grammarConfig.nameRegexp);
        return leaf && this.references.findDeclarations(leaf)[0];
    }
}

/**
 * A type or deck renamed onto a name already in use would change which deck a type draws from:
 * the renamed type onto another type, anything drawn by name onto another deck, and a deck
 * onto the name of a type that draws from the deck of its own name.
 */
function deckOrTypeClash(scenario: Scenario, name: string, together: readonly AstNode[]): string | undefined {
    const types = together.filter(isMonsterType);
    const decks = together.filter(isDeck);
    const others = typesOf(scenario).filter(t => t.name === name && !types.includes(t));
    if (types.length > 0 && others.length > 0) {
        return `There is already a monster type named ${name}: choose another name.`;
    }
    const drawnByName = decks.length > 0 || types.some(drawsByName);
    if (drawnByName && decksOf(scenario).some(d => d.name === name && !decks.includes(d))) {
        return `There is already a deck named ${name}: choose another name.`;
    }
    if (decks.length > 0 && others.some(drawsByName)) {
        return `The monster type ${name} draws from the deck of its own name: choose another name.`;
    }
    return undefined;
}
