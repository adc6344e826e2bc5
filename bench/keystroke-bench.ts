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
 * connection: parsing, scopes and linking, then validation, of which the engine's analysis of the
 * board (timed on its own on the same text) is a part. The wait for the typing to pause comes on
 * top of these in the editor.
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
    const phases = { parse: [] as number[], link: [] as number[], validate: [] as number[], analysis: [] as number[], whole: [] as number[] };
    const samples = Math.max(10, runs);
    for (let i = -3; i < samples; i++) {
        // A letter typed into the scenario's name: the whole text is read again, as the server reads it.
        const typed = text.replace('scenario "Large synthetic board"', `scenario "Large synthetic board ${i}"`);
        if (LangiumDocuments.hasDocument(uri)) {
            LangiumDocuments.deleteDocument(uri);
        }
        marks.clear();
        const start = performance.now();
        const document = LangiumDocumentFactory.fromString<Scenario>(typed, uri);
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
    }
    console.log(`\nA keystroke on the 40 × 40 board, in process (median of ${samples}), after the ${QUIET_MS} ms wait for the typing to pause:`);
    console.log(`  parse ${ms(median(phases.parse))}, scopes and linking ${ms(median(phases.link))}, validation ${ms(median(phases.validate))} `
        + `(of which the engine's analysis ${ms(median(phases.analysis))}); the whole build ${ms(median(phases.whole))}`);
    table?.add('keystroke build, 40 × 40 (in process, without the wait)', '—', `< ${60 - QUIET_MS} ms`, ms(median(phases.whole)));
}
