import type { CstNode, LangiumDocument } from 'langium';
import { DefaultReferencesProvider } from 'langium/lsp';
import { Location, type ReferenceParams } from 'vscode-languageserver';
import { namedTogether } from './named-together.js';

/**
 * Langium's reference search, widened to what is renamed together: the references of a monster
 * type list the deck it draws from by its own name, and those of the deck list the type.
 */
export class GhsReferencesProvider extends DefaultReferencesProvider {
    protected override getReferences(selectedNode: CstNode, params: ReferenceParams, _document: LangiumDocument): Location[] {
        const locations: Location[] = [];
        const seen = new Set<string>();
        for (const target of this.references.findDeclarations(selectedNode).flatMap(namedTogether)) {
            for (const reference of this.references.findReferences(target, { includeDeclaration: params.context.includeDeclaration })) {
                const key = `${reference.sourceUri.toString()}#${reference.segment.offset}`;
                if (!seen.has(key)) {
                    seen.add(key);
                    locations.push(Location.create(reference.sourceUri.toString(), reference.segment.range));
                }
            }
        }
        return locations;
    }
}
