import {
    type AstNode, type AstNodeDescription, AstUtils, DefaultScopeComputation, DefaultScopeProvider, type LocalSymbols,
    type ReferenceInfo, type Scope, type Stream, stream
} from 'langium';

/**
 * A scenario is self-contained: figures are visible inside their own file only, so two files
 * that both have a `Guard` never link to each other's.
 */
export class GhsScopeComputation extends DefaultScopeComputation {
    override async collectExportedSymbols(): Promise<AstNodeDescription[]> {
        return [];
    }
}

/** The names one node holds of one referred type, in their order, and by name. */
interface Names {
    readonly all: readonly AstNodeDescription[];
    readonly byName: ReadonlyMap<string, readonly AstNodeDescription[]>;
}

/**
 * Finds what Langium's provider finds, the innermost node's names first and, among names alike,
 * the first written. A scenario names its figures once and refers to them hundreds of times (an
 * `expect` block lists every tie), and Langium's provider filters the scenario's names afresh for
 * each reference: here they are sorted once per node and referred type, for as long as the
 * document keeps the same local symbols (they are worked out anew whenever its scopes are).
 */
export class GhsScopeProvider extends DefaultScopeProvider {
    private readonly names = new WeakMap<LocalSymbols, Map<AstNode, Map<string, Names>>>();

    override getScope(context: ReferenceInfo): Scope {
        const referenceType = this.reflection.getReferenceType(context);
        const localSymbols = AstUtils.getDocument(context.container).localSymbols;
        const chain: Names[] = [];
        if (localSymbols) {
            for (let node: AstNode | undefined = context.container; node; node = node.$container) {
                if (localSymbols.has(node)) {
                    const names = this.namesOf(localSymbols, node, referenceType);
                    if (names.all.length > 0) {
                        chain.push(names);
                    }
                }
            }
        }
        let scope = this.getGlobalScope(referenceType, context);
        for (let i = chain.length - 1; i >= 0; i--) {
            scope = new NamesScope(chain[i], scope);
        }
        return scope;
    }

    private namesOf(localSymbols: LocalSymbols, node: AstNode, referenceType: string): Names {
        let byNode = this.names.get(localSymbols);
        if (!byNode) {
            byNode = new Map();
            this.names.set(localSymbols, byNode);
        }
        let byType = byNode.get(node);
        if (!byType) {
            byType = new Map();
            byNode.set(node, byType);
        }
        let names = byType.get(referenceType);
        if (!names) {
            const all = localSymbols.getStream(node).filter(d => this.reflection.isSubtype(d.type, referenceType)).toArray();
            const byName = new Map<string, AstNodeDescription[]>();
            for (const description of all) {
                const alike = byName.get(description.name);
                if (alike) {
                    alike.push(description);
                } else {
                    byName.set(description.name, [description]);
                }
            }
            names = { all, byName };
            byType.set(referenceType, names);
        }
        return names;
    }
}

/** Langium's StreamScope over one node's names (case-sensitive, the outer scope's names after them), by lookup. */
class NamesScope implements Scope {
    constructor(private readonly names: Names, private readonly outer: Scope) {}

    getElement(name: string): AstNodeDescription | undefined {
        return this.names.byName.get(name)?.[0] ?? this.outer.getElement(name);
    }

    getElements(name: string): Stream<AstNodeDescription> {
        return stream(this.names.byName.get(name) ?? []).concat(this.outer.getElements(name));
    }

    getAllElements(): Stream<AstNodeDescription> {
        return stream(this.names.all).concat(this.outer.getAllElements());
    }
}
