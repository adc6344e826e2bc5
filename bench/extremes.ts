import { performance } from 'node:perf_hooks';
import { EmptyFileSystem, URI } from 'langium';
import { createGhsCoreServices } from '../language/ghs-module.js';
import { median, ms } from './stats.js';

/**
 * The extreme inputs of the parser-limit and fuzz tests, timed through parse, link and validation
 * as an editor runs them on each keystroke. The tests only bound these inputs' size and the
 * parser's work; their speed is watched here.
 */
function extremes(): Array<{ name: string; text: string }> {
    const junk = Array.from({ length: 3_000 }, () => '        move 1 {').join('\n');
    const largest = ['scenario "Largest" {', '  map A1..CV100', '  difficult A1..CV100', '  trap B2..CU99', '  obstacle C3..CT98'];
    for (let row = 1; row < 100; row += 3) {
        largest.push(`  wall between A${row} and A${row + 1}`, `  character Hero${row} at D${row} initiative ${1 + (row % 99)}`,
            `  monster Guard${row} at CV${row} { move 8 jumping attack 3 range 4 target 2 }`);
    }
    largest.push('}');
    const name = 'Hero'.repeat(15_000);
    return [
        { name: '3,000 broken lines in an ability', text: `scenario "Broken" {\n    map A1..F6\n    character Hero at A1 initiative 10\n    monster Guard at B2 {\n${junk}\n    }\n}` },
        { name: '5,000 nested ability blocks', text: `scenario "Deep" { map A1..B2 monster Guard at A1 ${'{ move 1 '.repeat(5_000)}${'}'.repeat(5_000)} }` },
        { name: 'a 500 × 500 map (refused)', text: 'scenario "Huge" {\n  map A1..SF500\n  wall A1..SF500\n  trap B2..SE499\n  character Hero at SF500 initiative 10\n  monster Guard at A1 { move 3 attack 2 }\n  expect Guard { to B2 }\n}' },
        { name: 'the largest map, full of terrain and figures', text: largest.join('\n') },
        { name: 'a 60,000-character name', text: `scenario "x" {\n  map A1..F6\n  character ${name} at A1 initiative 10\n  monster Guard at C3 { move 2 attack 2 }\n  expect ${name} { to ${name}1 }\n}` }
    ];
}

export async function extremesBench(runs: number): Promise<void> {
    const services = createGhsCoreServices(EmptyFileSystem);
    const { LangiumDocumentFactory, DocumentBuilder, LangiumDocuments } = services.shared.workspace;
    const once = async (text: string, n: number): Promise<number> => {
        const uri = URI.parse(`file:///bench/extreme-${n}.ghs`);
        const started = performance.now();
        const document = LangiumDocumentFactory.fromString(text, uri);
        LangiumDocuments.addDocument(document);
        await DocumentBuilder.build([document], { validation: true });
        const elapsed = performance.now() - started;
        LangiumDocuments.deleteDocument(uri);
        return elapsed;
    };
    const samples = Math.max(3, Math.floor(runs / 5));
    console.log(`\nExtreme inputs (the parser-limit and fuzz tests' worst): parse, link and validate, ${samples} runs each.`);
    let n = 0;
    for (const { name, text } of extremes()) {
        await once(text, n++); // warm up
        const times: number[] = [];
        for (let i = 0; i < samples; i++) {
            times.push(await once(text, n++));
        }
        console.log(`  ${ms(median(times)).padStart(10)} median  ${ms(Math.max(...times)).padStart(10)} worst  ${name}`);
    }
}
