import { EmptyFileSystem, EmptyFileSystemProvider, URI } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { describe, expect, it } from 'vitest';
import { BoardGeometries } from '../../../language/analysis/board-geometries.js';
import { RecentValues } from '../../../language/analysis/recent-values.js';
import type { Scenario } from '../../../language/generated/ast.js';
import { createGhsCoreServices } from '../../../language/ghs-module.js';
import { GhsSettings } from '../../../language/ghs-settings.js';
import { boardOf } from '../helpers.js';

/** A room without a `rules` line, so that the default edition decides. */
const ROOM = `scenario "room" {
  map A1..E3
  character Hero at A2 initiative 50
  monster Guard at E2 initiative 20 { move 2 attack 2 }
}`;

/** Every file reads as the room, so that Langium can rebuild a document from its file. */
class RoomFileSystem extends EmptyFileSystemProvider {
    override readFile(): Promise<string> {
        return Promise.resolve(ROOM);
    }
}

function fresh(context = EmptyFileSystem) {
    const services = createGhsCoreServices(context).Ghs;
    return { services, analyzer: services.analysis.ScenarioAnalyzer, settings: services.settings.GhsSettings, parse: parseHelper<Scenario>(services) };
}

describe('the analysis service', () => {
    it('analyses a parse once: every request about the same text gets the same analysis', async () => {
        const { analyzer, parse } = fresh();
        const document = await parse(ROOM);
        const first = analyzer.analyze(document.parseResult.value);
        expect(first.decisions.map(d => d.monster)).toEqual(['Guard']);
        expect(analyzer.analyze(document.parseResult.value)).toBe(first);
        expect(await analyzer.analyzeAsync(document.parseResult.value)).toBe(first);
        expect(analyzer.analyzeDocument(document)).toEqual({ scenario: document.parseResult.value, analysis: first, edition: 'gloomhaven' });
    });

    it('analyses a document anew once Langium rebuilds it, even from the same text and syntax tree', async () => {
        const { services, analyzer, parse } = fresh({ fileSystemProvider: () => new RoomFileSystem() });
        const document = await parse(ROOM);
        const scenario = document.parseResult.value;
        const first = analyzer.analyze(scenario);
        await services.shared.workspace.DocumentBuilder.update([document.uri], []);
        expect(document.parseResult.value).toBe(scenario);
        const again = analyzer.analyze(scenario);
        expect(again).not.toBe(first);
        expect(again).toEqual(first);
    });

    it('decides the turns again only when the board changes: a new name or expectation finds the decisions of the text before', async () => {
        const { analyzer, parse } = fresh();
        const first = analyzer.analyze((await parse(ROOM)).parseResult.value);
        const renamed = analyzer.analyze((await parse(ROOM.replace('scenario "room"', 'scenario "hall"'))).parseResult.value);
        expect(renamed).not.toBe(first);
        expect(renamed.decisions).toBe(first.decisions);
        const expecting = await analyzer.analyzeAsync((await parse(ROOM.replace(/}\s*$/, '  expect Guard { to D2 }\n}'))).parseResult.value);
        expect(expecting.decisions).toBe(first.decisions);
        expect(expecting.expectations.length).toBe(1);
        const moved = analyzer.analyze((await parse(ROOM.replace('Hero at A2', 'Hero at A3'))).parseResult.value);
        expect(moved.decisions).not.toBe(first.decisions);
        expect(moved.decisions).not.toEqual(first.decisions);
        const faster = analyzer.analyze((await parse(ROOM.replace('initiative 20', 'initiative 60'))).parseResult.value);
        expect(faster.decisions).not.toBe(first.decisions);
    });

    it('analyses every scenario without a rules line anew when the default edition changes, and those with one by their rules', async () => {
        const { analyzer, settings, parse } = fresh();
        const open = await parse(ROOM);
        const jotl = await parse(ROOM.replace('map A1..E3', 'rules jotl\n  map A1..E3'));
        const before = analyzer.analyze(open.parseResult.value);
        expect(before.board?.edition).toBe('gloomhaven');
        settings.defaultEdition = 'frosthaven';
        const after = analyzer.analyze(open.parseResult.value);
        expect(after).not.toBe(before);
        expect(after.board?.edition).toBe('frosthaven');
        expect(analyzer.editionOf(open.parseResult.value)).toBe('frosthaven');
        expect(analyzer.editionOf(jotl.parseResult.value)).toBe('jotl');
        expect(analyzer.analyze(jotl.parseResult.value).board?.edition).toBe('jotl');
    });

    it('keeps no analysis of a document the workspace no longer holds', async () => {
        const { services, analyzer, parse } = fresh();
        const document = await parse(ROOM);
        await clearDocuments(services, [document]);
        const scenario = document.parseResult.value;
        expect(analyzer.analyze(scenario)).not.toBe(analyzer.analyze(scenario));
    });

    it('keeps the analyses of each set of services apart, under its own settings', async () => {
        const one = fresh();
        const other = fresh();
        other.settings.defaultEdition = 'jotl';
        const document = await one.parse(ROOM);
        expect(one.analyzer.analyze(document.parseResult.value).board?.edition).toBe('gloomhaven');
        expect(other.analyzer.analyze(document.parseResult.value).board?.edition).toBe('jotl');
        expect(one.analyzer.analyze(document.parseResult.value).board?.edition).toBe('gloomhaven');
    });

    it('gives no analysis for a document that holds no scenario', () => {
        const { services, analyzer } = fresh();
        const document = services.shared.workspace.LangiumDocumentFactory.fromString('', URI.parse('file:///empty.ghs'));
        expect(analyzer.analyzeDocument({ ...document, parseResult: { ...document.parseResult, value: undefined as never } })).toBeUndefined();
    });
});

describe('the settings', () => {
    it('tell their listeners which value changed, and only when it does', () => {
        const settings = new GhsSettings();
        const changes: string[] = [];
        const listening = settings.onChange(changed => changes.push(changed));
        settings.defaultEdition = 'gloomhaven';
        settings.defaultEdition = 'jotl';
        settings.turnSummaries = 'off';
        settings.turnSummaries = 'off';
        listening.dispose();
        settings.defaultEdition = 'frosthaven';
        expect(changes).toEqual(['defaultEdition', 'turnSummaries']);
        expect(settings.defaultEdition).toBe('frosthaven');
        expect(settings.turnSummaries).toBe('off');
    });
});

describe('the geometry service', () => {
    it('shares one geometry between boards with the same walls, and computes another for other walls', async () => {
        const geometries = new BoardGeometries();
        const board = await boardOf(ROOM);
        const moved = await boardOf(ROOM.replace('Hero at A2', 'Hero at A3'));
        const walled = await boardOf(ROOM.replace('map A1..E3', 'map A1..E3\n  wall C2'));
        expect(geometries.of(moved)).toBe(geometries.of(board));
        expect(geometries.of(walled)).not.toBe(geometries.of(board));
    });
});

describe('the recent values', () => {
    it('drop the value used least recently once full', () => {
        const recent = new RecentValues<number>(2);
        recent.set('a', 1);
        recent.set('b', 2);
        expect(recent.get('a')).toBe(1);
        recent.set('c', 3);
        expect([recent.get('a'), recent.get('b'), recent.get('c'), recent.size]).toEqual([1, undefined, 3, 2]);
    });
});
