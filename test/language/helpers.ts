import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { clearDocuments, parseHelper, validationHelper } from 'langium/test';
import type { Scenario } from '../../language/generated/ast.js';
import { createGhsCoreServices } from '../../language/ghs-module.js';
import type { Board } from '../../language/model/board.js';
import { boardFromScenario } from '../../language/model/from-ast.js';
import { type CorpusName, corpus, scenarioFilesUnder } from '../corpora.js';

export const services = createGhsCoreServices(EmptyFileSystem).Ghs;
export const parse = parseHelper<Scenario>(services);
export const validate = validationHelper<Scenario>(services);
/** The analysis service the tests ask, as every feature does. */
export const analyzer = services.analysis.ScenarioAnalyzer;

/** Parses, links and validates a scenario, then drops it from the workspace so runs do not accumulate. */
export async function parseAndValidate(text: string): Promise<LangiumDocument<Scenario>> {
    const document = await parse(text, { validation: true });
    await clearDocuments(services, [document]);
    return document;
}

/** The board of a scenario that must have one. */
export async function boardOf(text: string): Promise<Board> {
    const document = await parseAndValidate(text);
    const board = boardFromScenario(document.parseResult.value);
    if (!board) {
        throw new Error('the scenario has no usable map');
    }
    return board;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a corpus is read (test/corpora.ts): the shared one beside the repository, or its sample under test/fixtures/. */
function corpusDir(name: CorpusName): string {
    const { place } = corpus(name);
    return place.source === 'missing' ? resolve(repoRoot, '../shared', name) : place.dir;
}

/** The conformance corpus: the shared one beside the repository, or its sample. */
export const conformanceDir = corpusDir('conformance');

/** The corpus of random boards with the reference solver's answers: the shared one, or its sample. */
export const randomConformanceDir = corpusDir('conformance-random');

/** Every scenario file under a corpus folder, in a stable order; none when the folder is absent. */
export function conformanceFiles(corpus = conformanceDir): string[] {
    return scenarioFilesUnder(corpus);
}
