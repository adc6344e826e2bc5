import { readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { type LangiumDocument, URI } from 'langium';
import { NodeFileSystem } from 'langium/node';
import type { Edition } from '../language/board/board.js';
import type { Scenario } from '../language/generated/ast.js';
import { createGhsCoreServices } from '../language/ghs-module.js';

/** Every `.ghs` file named, or found under the folders named, in a stable order. */
export function findScenarioFiles(paths: string[]): string[] {
    const found: string[] = [];
    const visit = (path: string): void => {
        const stats = statSync(path);
        if (stats.isDirectory()) {
            for (const entry of readdirSync(path).sort()) {
                if (!entry.startsWith('.') && entry !== 'node_modules') {
                    visit(join(path, entry));
                }
            }
        } else if (extname(path) === '.ghs') {
            found.push(path);
        }
    };
    for (const path of paths) {
        visit(resolve(path));
    }
    return found;
}

/** Parses, links and validates the files together; `defaultEdition` is for files without a `rules` line. */
export async function loadScenarios(files: string[], defaultEdition: Edition = 'gloomhaven'): Promise<Array<LangiumDocument<Scenario>>> {
    const services = createGhsCoreServices(NodeFileSystem);
    services.Ghs.settings.GhsSettings.defaultEdition = defaultEdition;
    const documents = await Promise.all(files.map(file =>
        services.shared.workspace.LangiumDocuments.getOrCreateDocument(URI.file(file))));
    await services.shared.workspace.DocumentBuilder.build(documents, { validation: true });
    return documents as Array<LangiumDocument<Scenario>>;
}
