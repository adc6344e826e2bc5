import { type DeepPartial, type LangiumCoreServices, type LangiumSharedCoreServices, type Module, type PartialLangiumCoreServices, createDefaultCoreModule, createDefaultSharedCoreModule, type DefaultSharedCoreModuleContext, inject } from 'langium';
import { GhsGeneratedModule, GhsGeneratedSharedModule } from './generated/module.js';
import { GhsLinker } from './ghs-linker.js';
import { GhsDocumentValidator } from './ghs-document-validator.js';
import { GhsLexer } from './ghs-lexer.js';
import { createGhsParser } from './ghs-parser.js';
import { GhsLexerErrorMessageProvider, GhsParserErrorMessageProvider } from './parser/error-messages.js';
import { GhsScopeComputation } from './ghs-scope.js';
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
}

export type GhsServices = LangiumCoreServices & GhsAddedServices;

/** The language's own services: scoping, value conversion and validation. */
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
        ScopeComputation: services => new GhsScopeComputation(services)
    },
    validation: {
        GhsValidator: services => new GhsValidator(services.settings.GhsSettings),
        DocumentValidator: services => new GhsDocumentValidator(services)
    },
    settings: {
        GhsSettings: () => new GhsSettings()
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
