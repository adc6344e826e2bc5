import { DEFAULT_EDITION } from '../language/rules/editions.js';
import { type LangiumDocument, URI } from 'langium';
import { NodeFileSystem } from 'langium/node';
import type { Edition } from '../language/model/board.js';
import type { Scenario } from '../language/generated/ast.js';
import { type GhsServices, createGhsCoreServices } from '../language/ghs-module.js';
import type { ScenarioSource } from './inputs.js';

/** Standard input has no file: it gets a URI of its own that no file can have. */
const STDIN_URI = URI.from({ scheme: 'untitled', path: '/stdin.ghs' });

/** Scenarios parsed, linked and validated, with the services that analyse them. */
export interface LoadedScenarios {
    readonly documents: Array<LangiumDocument<Scenario>>;
    /** `analysis.ScenarioAnalyzer` gives each document's analysis, under the edition the command was given. */
    readonly analysis: GhsServices['analysis'];
}

/**
 * Parses, links and validates the scenarios together, from the texts already read (so a file
 * that cannot be read is reported by name before any parsing); `edition` (the `--edition`
 * option) is the setting for scenarios without a `rules` line.
 */
export async function loadScenarios(sources: readonly ScenarioSource[], edition: Edition = DEFAULT_EDITION): Promise<LoadedScenarios> {
    const services = createGhsCoreServices(NodeFileSystem);
    services.Ghs.settings.GhsSettings.defaultEdition = edition;
    const factory = services.shared.workspace.LangiumDocumentFactory;
    const documents = services.shared.workspace.LangiumDocuments;
    const loaded = sources.map(source => {
        const document = factory.fromString<Scenario>(source.text, source.path ? URI.file(source.path) : STDIN_URI);
        documents.addDocument(document);
        return document;
    });
    await services.shared.workspace.DocumentBuilder.build(loaded, { validation: true });
    return { documents: loaded, analysis: services.Ghs.analysis };
}
