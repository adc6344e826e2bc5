import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import { mutate, random, seedTexts } from '../../fuzz/generators.js';
import { xmlProblem } from '../../fuzz/well-formed-xml.js';
import { analyzer, parseAndValidate } from './helpers.js';

const repo = resolve(import.meta.dirname, '../..');

async function svgOf(text: string): Promise<string> {
    const scenario = (await parseAndValidate(text)).parseResult.value;
    const analysis = analyzer.analyze(scenario);
    return renderBoardSvg(buildBoardView(scenario, analysis.board, analysis.worded, analyzer.editionOf(scenario), analysis.incomplete));
}

describe('an SVG the tools write is well-formed XML, whatever the scenario says', () => {
    test('a title with an escape sequence, U+0001, a direction override, a noncharacter and a lone surrogate', async () => {
        const svg = await svgOf('scenario "Room\u001b[31m \u0001 \u202eevil \uffff \ud800 <&>" {\n  map A1..C3\n  note "a\u0085b"\n  character Hero at C2 initiative 10\n}');
        expect(xmlProblem(svg)).toBeUndefined();
        expect(svg).toContain('<title>Room\u27e8U+001B\u27e9[31m \u27e8U+0001\u27e9 \u27e8U+202E\u27e9evil \ufffd \ufffd &lt;&amp;&gt;</title>');
    });

    test('the fuzz corpus: 300 mutated scenarios, control characters among the mutations', async () => {
        const next = random(2026);
        const seeds = seedTexts(repo);
        const problems: string[] = [];
        for (let i = 0; i < 300; i++) {
            const text = mutate(next, seeds[Math.floor(next() * seeds.length)]);
            const problem = xmlProblem(await svgOf(text));
            if (problem) {
                problems.push(`${problem} on ${JSON.stringify(text.slice(0, 120))}`);
            }
        }
        expect(problems).toEqual([]);
    });
});
