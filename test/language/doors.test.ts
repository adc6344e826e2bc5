import { AstUtils } from 'langium';
import { expectError } from 'langium/test';
import { describe, expect, test } from 'vitest';
import { Terrain } from '../../language/model/board.js';
import { analyzeBoard } from '../../language/engine/analyze.js';
import { type Scenario, isCharacter, isDoor } from '../../language/generated/ast.js';
import { labelToHex } from '../../language/hex/offset.js';
import { linkFromScenario } from '../../language/interchange/monster-mover-export.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import { boardOf, parseAndValidate, validate } from './helpers.js';

const room = (...lines: string[]): string => ['scenario "Doors" {', '  map A1..G6', ...lines.map(l => `  ${l}`), '}'].join('\n');

const CORRIDOR = (door: string): string => room(
    'wall D1, D3, D4, D6', door,
    'character Hero10 at F2 initiative 10',
    'monster Guard at B2 { move 7 attack }'
);

function codes(diagnostics: Array<{ code?: unknown; data?: unknown }> | undefined): string[] {
    return (diagnostics ?? []).map(d => String(d.code ?? (d.data as { code?: string } | undefined)?.code)).sort();
}

describe('doors on the board', () => {
    test('a closed door is a wall hex for the engine, an open one an ordinary hex', async () => {
        const board = await boardOf(room('door C2 closed', 'door D4 open'));
        const c2 = board.cellOf(labelToHex('C2')!);
        const d4 = board.cellOf(labelToHex('D4')!);
        expect([board.doorAt(c2), board.has(c2, Terrain.Wall)]).toEqual(['closed', true]);
        expect([board.doorAt(d4), board.terrain[d4]]).toEqual(['open', 0]);
    });

    test('the engine decides a closed door as a wall and an open door as floor', async () => {
        const turns = async (text: string): Promise<unknown> => analyzeBoard(await boardOf(text)).map(d => d.options);
        expect(await turns(CORRIDOR('door D2 closed'))).toEqual(await turns(CORRIDOR('wall D2')));
        expect(await turns(CORRIDOR('door D2 open'))).toEqual(await turns(CORRIDOR('')));
        expect(await turns(CORRIDOR('door D2 closed'))).not.toEqual(await turns(CORRIDOR('door D2 open')));
    });

    test('the preview draws the door, not a wall', async () => {
        const document = await parseAndValidate(room('wall C1', 'door C2 closed', 'door D4 open'));
        const scenario = document.parseResult.value;
        const board = await boardOf(room('wall C1', 'door C2 closed', 'door D4 open'));
        const view = buildBoardView(scenario, board, []);
        expect(view.terrain.map(t => `${t.hex} ${t.kinds.join(' ')}`)).toEqual(['C1 wall']);
        expect(view.doors).toEqual([{ hex: 'C2', col: 2, row: 2, state: 'closed' }, { hex: 'D4', col: 3, row: 4, state: 'open' }]);
        const svg = renderBoardSvg(view);
        expect(svg).toContain('<g class="ghs-hex ghs-door-closed" data-hex="C2">');
        expect(svg).toContain('<title>C2 · closed door</title>');
        expect(svg).toMatch(/<path class="ghs-sym ghs-sym-door ghs-sym-door-open" data-door="open" data-hex="D4" d="M[^"]+"\/>/);
        expect(buildBoardView(scenario, await boardOf(room('wall C1')), [])).not.toHaveProperty('doors');
    });

    test('a Monster Mover link carries a closed door as a wall and an open one as floor, and says so', async () => {
        const document = await parseAndValidate(CORRIDOR('door D2 closed'));
        const walled = await parseAndValidate(CORRIDOR('wall D2'));
        const exported = linkFromScenario(document.parseResult.value);
        expect(exported.state).toEqual(linkFromScenario(walled.parseResult.value).state);
        expect(exported.warnings).toContain('The doors are not carried: the Monster Mover has a wall for each closed door and floor for each open one.');
    });
});

describe('validation of doors', () => {
    const nth = (scenario: Scenario, index: number) => AstUtils.streamAllContents(scenario).filter(isDoor).toArray()[index];

    test('a door on a wall hex is an error', async () => {
        const result = await validate(room('wall C3', 'door C3 closed'));
        expectError(result, 'C3 is a wall hex: a door stands on a hex of the room. Remove the door, or the wall.',
            { node: nth(result.document.parseResult.value, 0), property: 'position', code: IssueCodes.DoorOnWall });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.DoorOnWall]);
        await result.dispose();
    });

    test('two doors on one hex is an error on the second', async () => {
        const result = await validate(room('door C3 closed', 'door C3 open'));
        expectError(result, 'C3 already has a door (line 3): a hex holds one door. Remove one of them.',
            { node: nth(result.document.parseResult.value, 1), property: 'position', code: IssueCodes.DoorRepeated });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.DoorRepeated]);
        await result.dispose();
    });

    test('a figure in a closed door is an error; in an open door it stands as anywhere', async () => {
        const result = await validate(room('door C3 closed', 'door C4 open', 'character Hero at C3 initiative 10', 'character Other at C4 initiative 20'));
        const hero = AstUtils.streamAllContents(result.document.parseResult.value).filter(isCharacter).head()!;
        expectError(result, 'C3 is a closed door, which blocks like a wall: move Hero to an open hex, or open the door.',
            { node: hero, property: 'position', code: IssueCodes.FigureOnClosedDoor });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.FigureOnClosedDoor]);
        await result.dispose();
    });

    test('a door off the map is an error like any hex off the map', async () => {
        const result = await validate(room('door H9 open'));
        expectError(result, "This hex H9 is outside the map A1..G6: move it inside, or widen the 'map'.", { code: IssueCodes.OffMap });
        await result.dispose();
    });
});
