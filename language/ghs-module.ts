import { type DeepPartial, type LangiumCoreServices, type LangiumSharedCoreServices, type Module, type PartialLangiumCoreServices, createDefaultCoreModule, createDefaultSharedCoreModule, type DefaultSharedCoreModuleContext, inject } from 'langium';
import { BoardGeometries } from './analysis/board-geometries.js';
import { ScenarioAnalyzer } from './analysis/scenario-analyzer.js';
import { ThreatMaps } from './analysis/threat-map-service.js';
import { GhsGeneratedModule, GhsGeneratedSharedModule } from './generated/module.js';
import { GhsLinker } from './ghs-linker.js';
import { GhsDocumentValidator } from './ghs-document-validator.js';
import { GhsLexer } from './ghs-lexer.js';
import { createGhsParser } from './ghs-parser.js';
import { GhsLexerErrorMessageProvider, GhsParserErrorMessageProvider } from './parser/error-messages.js';
import { GhsScopeComputation, GhsScopeProvider } from './ghs-scope.js';
import { GhsSettings } from './ghs-settings.js';
import { GhsValidator, registerValidationChecks } from './ghs-validator.js';
import { GhsValueConverter } from './ghs-value-converter.js';

export interface GhsAddedServices {
    validation: {
        GhsValidator: GhsValidator;
    };
    settings: {
        GhsSettings: GhsSettings;
    };
    analysis: {
        /** The edition and the engine's analysis of each parsed scenario, kept once per parse. */
        ScenarioAnalyzer: ScenarioAnalyzer;
        /** Sight and distances of the last few wall layouts. */
        BoardGeometries: BoardGeometries;
        /** The last threat maps drawn. */
        ThreatMaps: ThreatMaps;
    };
}

export type GhsServices = LangiumCoreServices & GhsAddedServices;

/** The language's own services: scoping, value conversion, validation, the settings and the analysis. */
export const GhsModule: Module<GhsServices, PartialLangiumCoreServices & GhsAddedServices> = {
    parser: {
        LangiumParser: services => createGhsParser(services),
        Lexer: services => new GhsLexer(services),
        ValueConverter: () => new GhsValueConverter(),
        ParserErrorMessageProvider: () => new GhsParserErrorMessageProvider(),
        LexerErrorMessageProvider: () => new GhsLexerErrorMessageProvider()
    },
    references: {
        Linker: services => new GhsLinker(services),
        ScopeComputation: services => new GhsScopeComputation(services),
        ScopeProvider: services => new GhsScopeProvider(services)
    },
    validation: {
        GhsValidator: services => new GhsValidator(services),
        DocumentValidator: services => new GhsDocumentValidator(services)
    },
    settings: {
        GhsSettings: () => new GhsSettings()
    },
    analysis: {
        ScenarioAnalyzer: services => new ScenarioAnalyzer(services),
        BoardGeometries: () => new BoardGeometries(),
        ThreatMaps: services => new ThreatMaps(services)
    }
};

/** Services for the command line and tests, without any editor protocol. */
export function createGhsCoreServices(
    context: DefaultSharedCoreModuleContext,
    extra: DeepPartial<Module<GhsServices, PartialLangiumCoreServices>> = {}
): { shared: LangiumSharedCoreServices; Ghs: GhsServices } {
    const shared = inject(createDefaultSharedCoreModule(context), GhsGeneratedSharedModule);
    const Ghs = inject(createDefaultCoreModule({ shared }), GhsGeneratedModule, GhsModule, extra as Module<GhsServices, object>);
    shared.ServiceRegistry.register(Ghs);
    registerValidationChecks(Ghs);
    return { shared, Ghs };
}
