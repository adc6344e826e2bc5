import { type AstNodeDescription, DefaultScopeComputation } from 'langium';

/**
 * A scenario is self-contained: figures are visible inside their own file only, so two files
 * that both have a `Guard` never link to each other's.
 */
export class GhsScopeComputation extends DefaultScopeComputation {
    override async collectExportedSymbols(): Promise<AstNodeDescription[]> {
        return [];
    }
}
