import { performance } from 'node:perf_hooks';
import { DocumentState, EmptyFileSystem, URI } from 'langium';
import { createGhsServices } from '../server/ghs-lsp-module.js';
import { QUIET_MS } from '../server/lsp/document-update-handler.js';
import type { Scenario } from '../language/generated/ast.js';
import { boardFromScenario } from '../language/model/from-ast.js';
import { analyzeBoard } from '../language/engine/analyze.js';
import { boardToGhs } from './board-to-ghs.js';
import { largeBoard } from './synthetic.js';
import { median, ms } from './stats.js';
import type { TargetTable } from './target-table.js';

/**
 * Where a keystroke's time goes on the 40 × 40 board, in the server's own services but without the
 * connection: parsing, scopes and linking, then validation, which runs the engine's analysis of the
 * board when the board changed (timed on its own on the same text). Two keystrokes, as the language
 * server's section types them: a letter in the scenario's name (the board stays as it was) and a
 * character's initiative (the decisions change). The wait for the typing to pause comes on top.
 */
export async function keystrokeBench(runs: number, table?: TargetTable): Promise<void> {
    const services = createGhsServices(EmptyFileSystem);
    const { LangiumDocumentFactory, DocumentBuilder, LangiumDocuments } = services.shared.workspace;
    const text = boardToGhs(largeBoard(), 'Large synthetic board');
    const uri = URI.parse('file:///bench/keystroke.ghs');
    const marks = new Map<DocumentState, number>();
    for (const state of [DocumentState.Parsed, DocumentState.Linked, DocumentState.Validated]) {
        DocumentBuilder.onBuildPhase(state, () => { marks.set(state, performance.now()); });
    }
    const edits = [
        { name: 'a letter in the name', edit: (i: number) => text.replace('scenario "Large synthetic board"', `scenario "Large synthetic board ${i}"`) },
        { name: 'an initiative changed', edit: (i: number) => text.replace(/(character Hero1 at \w+ initiative )\d+/, `$1${10 + (((i % 80) + 80) % 80)}`) }
    ];
    const samples = Math.max(10, runs);
    console.log(`\nA keystroke on the 40 × 40 board, in process (median of ${samples} each), after the ${QUIET_MS} ms wait for the typing to pause:`);
    const wholes: number[] = [];
    for (const { name, edit } of edits) {
        const phases = { parse: [] as number[], link: [] as number[], validate: [] as number[], analysis: [] as number[], whole: [] as number[] };
        for (let i = -3; i < samples; i++) {
            if (LangiumDocuments.hasDocument(uri)) {
                LangiumDocuments.deleteDocument(uri);
            }
            marks.clear();
            const start = performance.now();
            const document = LangiumDocumentFactory.fromString<Scenario>(edit(i), uri);
            LangiumDocuments.addDocument(document);
            await DocumentBuilder.build([document], { validation: true });
            const end = performance.now();
            const board = boardFromScenario(document.parseResult.value);
            const analysisStart = performance.now();
            analyzeBoard(board!);
            const analysis = performance.now() - analysisStart;
            if (i < 0) {
                continue; // warm the JIT
            }
            const parsed = marks.get(DocumentState.Parsed) ?? start;
            const linked = marks.get(DocumentState.Linked) ?? parsed;
            phases.parse.push(parsed - start);
            phases.link.push(linked - parsed);
            phases.validate.push(end - linked);
            phases.analysis.push(analysis);
            phases.whole.push(end - start);
            wholes.push(end - start);
        }
        console.log(`  ${name}: parse ${ms(median(phases.parse))}, scopes and linking ${ms(median(phases.link))}, validation ${ms(median(phases.validate))} `
            + `(the engine's analysis alone on that board: ${ms(median(phases.analysis))}); the whole build ${ms(median(phases.whole))}`);
    }
    table?.add('keystroke build, 40 × 40 (in process, without the wait)', '—', `< ${60 - QUIET_MS} ms`, ms(median(wholes)));
}
