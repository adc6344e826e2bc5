import { AstUtils, CstUtils, GrammarAST, type LangiumDocument } from 'langium';
import { DefaultRenameProvider, type LangiumServices } from 'langium/lsp';
import { ErrorCodes, type RenameParams, ResponseError, type WorkspaceEdit } from 'vscode-languageserver';
import type { Figure } from '../../language/generated/ast.js';
import { isScenario } from '../../language/generated/ast.js';
import { figuresOf } from '../../language/validation/figure-checks.js';

/** The grammar's `ID` terminal: anything else would not parse back as a name. */
const NAME = /^[_a-zA-Z][\w_]*$/;

/**
 * Renames a figure at its declaration and at every `expect`, `attacks` and `summon … of` that
 * names it (Langium's reference search), after checking that the new name can be written there.
 */
export class GhsRenameProvider extends DefaultRenameProvider {
    private readonly keywords: ReadonlySet<string>;

    constructor(services: LangiumServices) {
        super(services);
        this.keywords = new Set(AstUtils.streamAllContents(services.Grammar).filter(GrammarAST.isKeyword).map(k => k.value));
    }

    override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
        const problem = this.refusal(document, params);
        if (problem) {
            throw new ResponseError(ErrorCodes.InvalidParams, problem);
        }
        return super.rename(document, params);
    }

    /** Why the new name cannot be used, or undefined when it can. */
    private refusal(document: LangiumDocument, params: RenameParams): string | undefined {
        const name = params.newName;
        if (this.keywords.has(name)) {
            return `'${name}' is a keyword of the scenario language: choose another name.`;
        }
        if (!NAME.test(name)) {
            return `'${name}' is not a name: use letters, digits and '_', starting with a letter or '_'.`;
        }
        const renamed = this.renamedFigure(document, params);
        const scenario = document.parseResult.value;
        const clash = isScenario(scenario) ? figuresOf(scenario).find(f => f.name === name && f !== renamed) : undefined;
        return clash ? `There is already a figure named ${name}: choose another name.` : undefined;
    }

    private renamedFigure(document: LangiumDocument, params: RenameParams): Figure | undefined {
        const root = document.parseResult.value.$cstNode;
        const offset = document.textDocument.offsetAt(params.position);
        const leaf = CstUtils.findDeclarationNodeAtOffset(root, offset, this.grammarConfig.nameRegexp);
        const target = leaf && this.references.findDeclarations(leaf)[0];
        return target as Figure | undefined;
    }
}
