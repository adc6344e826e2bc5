import type { LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import type { MarkupContent } from 'vscode-languageserver';
import { afterEach, describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { analyzer, hoverMarkdown, parse, services } from './helpers.js';


/** Two equal approaches to the same pair of heroes; an invisible hero; a summon; an ally. */
const GUARD_POST = [
    'scenario "Guard post" {',
    '  rules gloomhaven',
    '  map A1..H6',
    '  note "Two equal approaches to the same pair of heroes."',
    '  wall      A1..A6',
    '  obstacle  F2',
    '  trap      H5',
    '  difficult B2..B3',
    '  wall between F5 and G5',
    '  character <|Hero10|> at D4 initiative 10',
    '  character Hero20 at E4 initiative 20',
    '  character Hero30 at H1 initiative 30 invisible',
    '  summon    <|Wolf|> of Hero20 at B5',
    '  monster   <|Archer|> at C1',
    '  /** The guard on watch at the door. */',
    '  monster   <|Guard|> at <|G3|> {',
    '    move 3',
    '    attack 2',
    '    aoe origin <|B2|> hexes <|B3|>, C3',
    '  }',
    '  expect <|Guard|> {',
    '    to D3 attacks Hero10, Hero20',
    '    to E5 attacks Hero10, Hero20',
    '  }',
    '}'
].join('\n');

const enum At { Hero10, Wolf, Archer, Guard, G3, Origin, PatternHex, GuardReference }

/**
 * The hover's Markdown at the start of the n-th word marked `<|word|>`. The marks become Langium's
 * `<|>` positions; the Markdown is caught by a pattern that accepts anything, so that each test
 * can say what it expects of it. Langium hands the pattern '' when there is no hover: that fails
 * here, so two missing hovers never pass for two equal ones.
 */
function hoverText(text: string, index: number): Promise<string> {
    return hoverMarkdown(text.replace(/<\|(\w[^|]*)\|>/g, '<|>$1'), index);
}

describe('hover on a monster', () => {
    test('gives its focus, the criterion, every enemy weighed, its options and why they tie', async () => {
        const markdown = await hoverText(GUARD_POST, At.Guard);
        expect(markdown).toMatch(/^\*\*Guard\*\* · monster at G3 · Gloomhaven rules/);
        expect(markdown).toContain('The guard on watch at the door.');
        expect(markdown).toContain('*focus Hero20 · players choose:');
        expect(markdown).toContain('**Focus: Hero20**, decided on movement: the fewest movement points to a hex it can attack from.');
        expect(markdown).toContain('| \u2002Enemy\u2002 | \u2002Hex\u2002 | \u2002Movement\u2002 | \u2002Negative hexes\u2002 | \u2002Proximity\u2002 | \u2002Initiative\u2002 | \u2002Outcome\u2002 |');
        expect(markdown).toContain('| \u2002Hero10\u2002 | \u2002D4\u2002 | \u20023\u2002 | \u20020\u2002 | \u20023\u2002 | \u200210\u2002 | \u2002lost on movement\u2002 |');
        expect(markdown).toContain('| \u2002Hero20\u2002 | \u2002E4\u2002 | \u20021\u2002 | \u20020\u2002 | \u20022\u2002 | \u200220\u2002 | \u2002**focus**\u2002 |');
        expect(markdown).toContain('| \u2002Hero30\u2002 | \u2002H1\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u200230\u2002 | \u2002excluded: invisible\u2002 |');
        expect(markdown).toContain('| \u2002Wolf (summon)\u2002 | \u2002B5\u2002 |');
        expect(markdown).toContain('**The players choose** between 2 options:');
        expect(markdown).toContain('1. moves to **D3** by F3 → E3 → D3 (3 movement points); attacks Hero20 and Hero10; area on D4, E4');
        expect(markdown).toContain('2. moves to **E5** by F3 → F4 → E5 (3 movement points)');
        expect(markdown).toMatch(/\*Why they tie:\* The rules cannot separate these 2 options/);
    });

    test('is the same on a reference to the monster', async () => {
        expect(await hoverText(GUARD_POST, At.GuardReference)).toBe(await hoverText(GUARD_POST, At.Guard));
    });

    test('marks disadvantage, long rests and the edition in force', async () => {
        const markdown = await hoverText([
            'scenario "Cave" {',
            '  rules frosthaven',
            '  map A1..F6',
            '  character Near at B1 initiative 30 long-rest',
            '  character Far at E6 initiative 10',
            '  monster <|Bat|> at D2 { move 2 flying attack muddled }',
            '}'
        ].join('\n'), 0);
        expect(markdown).toMatch(/^\*\*Bat\*\* · monster at D2 · Frosthaven rules/);
        expect(markdown).toContain('| \u2002Near\u2002 | \u2002B1\u2002 | \u20021\u2002 | \u20020\u2002 | \u20022\u2002 | \u200230 (long rest)\u2002 | \u2002**focus**\u2002 |');
        expect(markdown).toContain('**Turn:** moves to **C2** by C2 (1 movement point); attacks Near *(disadvantage)*.');
    });

    test('says when an enemy cannot be reached, and when there is no focus at all', async () => {
        const walled = [
            'scenario "Walled" {',
            '  map A1..F6',
            '  wall A2..F2',
            '  character Inside at A1 initiative 30',
            '  character Outside at E6 initiative 10 invisible',
            '  monster <|Crab|> at C5 { move 2 attack }',
            '}'
        ].join('\n');
        const markdown = await hoverText(walled, 0);
        expect(markdown).toContain('**No focus.** No enemy can be attacked from any hex it could ever reach');
        expect(markdown).toContain('| \u2002Inside\u2002 | \u2002A1\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u200230\u2002 | \u2002excluded: no hex to attack it from can be reached\u2002 |');
        expect(markdown).toContain('| \u2002Outside\u2002 | \u2002E6\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u2002–\u2002 | \u200210\u2002 | \u2002excluded: invisible\u2002 |');
    });

    test('says when its conditions stop its turn, or its attack, as the turn is played', async () => {
        const guard = (conditions: string): string => [
            'scenario "Conditions" {',
            '  map A1..E3',
            '  monster-type Guard { normal health 5 move 2 attack 2 }',
            '  deck Guard { card "Rush" initiative 20 { move +0 attack +0 } }',
            '  character Hero10 at C1 initiative 10',
            `  monster <|Guard1|> of Guard at A1 hp 1 conditions ${conditions}`,
            '  round 1 { reveal Guard "Rush" }',
            '}'
        ].join('\n');
        const stunned = await hoverText(guard('stun'), 0);
        expect(stunned).toContain('*stunned: no ability this turn · stays at A1*');
        expect(stunned).toContain('**Stunned.** Guard1 is stunned: it performs no ability this turn, so it neither moves nor attacks.');
        expect(stunned).not.toContain('No focus');
        const disarmed = await hoverText(guard('disarm'), 0);
        expect(disarmed).toContain('*focus Hero10 · moves to B1 · disarmed: no attack*');
        expect(disarmed).toContain('**Disarmed.** Guard1 is disarmed: it attacks no one this turn, though it still moves as its card says, to the hex it would attack from.');
        expect(disarmed).toContain('**Turn:** moves to **B1** by B1 (1 movement point); attacks nobody.');
        const wounded = await hoverText(guard('wound'), 0);
        expect(wounded).toContain('*removed by its wound before it acts: no turn*');
        expect(wounded).toContain('**Removed by its wound.** Guard1 has 1 hit point and suffers 1 damage from its wound at the start of its turn: it is removed before it acts, and takes no turn.');
    });

    test('says that a monster without an ability is an ally that takes no turn', async () => {
        expect(await hoverText(GUARD_POST, At.Archer)).toContain('An ally without an ability this round: it takes no turn of its own.');
    });

    test('says what the record of a monster that has already acted says', async () => {
        const markdown = await hoverText([
            'scenario "Played" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10',
            '  monster <|Guard|> at B1 { move 2 attack }',
            '  acted Guard from A1 to B1 attacks Hero',
            '}'
        ].join('\n'), 0);
        expect(markdown).toContain('**Already acted this round** (the `acted` record on line 5): it moved from A1 to B1 and attacked Hero. It takes no further turn this round.');
        expect(markdown).not.toContain('Focus');
    });

    test('says why there is no turn when the scenario has no map', async () => {
        expect(await hoverText('scenario "x" { monster <|Guard|> at A1 { move 1 } }', 0))
            .toContain('The engine cannot decide its turn: the scenario has no usable map.');
    });
});

describe('hover on a character or a summon', () => {
    test('names the monsters that focus it and attack it, and in which options', async () => {
        const markdown = await hoverText(GUARD_POST.replace('<|Hero10|>', 'Hero10').replace('character Hero20', 'character <|Hero20|>'), 0);
        expect(markdown).toMatch(/^\*\*Hero20\*\* · character at E4 · initiative 20/);
        expect(markdown).toContain('- **Focused by** Guard');
        expect(markdown).toContain('- **Attacked by** Guard in every option of 2');
    });

    test('says so when no monster threatens it', async () => {
        const markdown = await hoverText(GUARD_POST, At.Wolf);
        expect(markdown).toMatch(/^\*\*Wolf\*\* · summon of Hero20 at B5/);
        expect(markdown).toContain('- Focused by no monster this round');
        expect(markdown).toContain('- Attacked by no monster this round');
    });

    test('lists options by number when only some of them attack it', async () => {
        const markdown = await hoverText([
            'scenario "Fork" {',
            '  map A1..E5',
            '  character <|Left|> at A3 initiative 10',
            '  character Right at E3 initiative 10',
            '  monster Guard at C3 { move 1 attack }',
            '}'
        ].join('\n'), 0);
        expect(markdown).toMatch(/- \*\*Focused by\*\* Guard \(tied with Right: the players choose\)/);
        expect(markdown).toMatch(/- \*\*Attacked by\*\* Guard in options? [\d, and]+ of \d/);
    });
});

describe('hover on a coordinate', () => {
    test('tells the terrain, the thin walls and the figure of a board hex', async () => {
        expect(await hoverText(GUARD_POST, At.G3)).toBe('**G3**\n\n- Terrain: open floor\n- Thin walls: none\n- Figure: Guard (monster)');
        const wall = await hoverText(GUARD_POST.replace('between F5 and G5', 'between <|F5|> and G5'), 0);
        expect(wall).toContain('- Thin walls: on the north-east (towards G5) side');
        const trap = await hoverText(GUARD_POST.replace('trap      H5', 'trap      <|H5|>'), 0);
        expect(trap).toContain('- Terrain: trap');
    });

    test('says that a pattern hex belongs to the pattern\'s own grid', async () => {
        expect(await hoverText(GUARD_POST, At.PatternHex)).toMatch(/^\*\*B3\*\* · area pattern\n\nA hex of the attack's area, in the pattern's own small grid, not a hex of the board/);
        expect(await hoverText(GUARD_POST, At.Origin)).toContain('The monster\'s own hex in the pattern');
    });

    test('says that a hex outside the map does not exist', async () => {
        expect(await hoverText('scenario "x" { map A1..C3 trap <|Z9|> }', 0)).toContain('Outside the map: nothing exists there.');
    });
});

describe('hover on a keyword', () => {
    const scenario = (edition: string, line: string) => `scenario "x" {\n  rules ${edition}\n  map A1..C3\n  ${line}\n}`;

    test('quotes the rule, in the variant of the edition in force', async () => {
        expect(await hoverText(scenario('gloomhaven', '<|difficult|> B2'), 0))
            .toBe('`difficult` — Entering it costs 2 movement points; a flying monster ignores it. On a jump, Gloomhaven rules (in force here): difficult terrain on the last hex of a jump costs 2.');
        expect(await hoverText(scenario('frosthaven', '<|difficult|> B2'), 0))
            .toContain('Frosthaven rules (in force here): difficult terrain is ignored on a jump.');
        expect(await hoverText(scenario('jotl', 'monster G at A1 { move 1 <|jumping|> }'), 0))
            .toContain('Jaws of the Lion rules (in force here): difficult terrain is ignored on a jump.');
        expect(await hoverText(scenario('gloomhaven', '<|wall|> B2'), 0)).toContain('Gloomhaven rules (in force here): vertex to vertex');
        expect(await hoverText(scenario('jotl', 'monster G at A1 { attack <|target|> 2 }'), 0))
            .toContain('Jaws of the Lion rules (in force here): extra targets are ranked by the focus rules.');
        expect(await hoverText(scenario('frosthaven', 'monster G at A1 { attack <|muddled|> }'), 0))
            .toContain('Frosthaven rules (in force here): hitting more targets comes before losing disadvantage');
    });

    test('lists where an edition differs, on the edition and on `rules`', async () => {
        const jotl = await hoverText('scenario "x" { rules <|jotl|> map A1..C3 }', 0);
        expect(jotl).toContain('The Jaws of the Lion monster-AI rules, where the editions differ:');
        expect(jotl).toContain('- Focus: after path length, initiative decides (proximity is not used).');
        expect(await hoverText('scenario "x" { <|rules|> frosthaven map A1..C3 }', 0)).toContain('- Several targets: extra targets are not ranked: the players choose them.');
    });

    test('explains the thin wall, terrain, figure flags, ability and record keywords', async () => {
        const cases: Array<[string, string]> = [
            ['wall <|between|> A1 and A2', 'A thin wall on the shared edge'],
            ['<|obstacle|> B2', 'never blocks line of sight'],
            ['<|trap|> B2', 'A negative hex'],
            ['<|hazardous|> B2', 'Hazardous terrain'],
            ['<|icy|> B2', 'slides on in the same direction'],
            ['character H at B2 initiative 10 <|invisible|>', 'neither focus on nor attack'],
            ['character H at B2 initiative 10 <|long-rest|>', 'comes after every other enemy'],
            ['monster G at A1 { <|move|> 1 }', 'Up to N movement points'],
            ['monster G at A1 { move 1 <|flying|> }', 'Flies over obstacles'],
            ['monster G at A1 { move 1 jumping <|teleport|> }', 'Goes straight to any hex'],
            ['monster G at A1 { <|attack|> 1 }', 'moves as if it had a single-target melee attack'],
            ['monster G at A1 { attack <|range|> 2 }', '`range N`'],
            ['monster G at A1 { attack <|aoe|> hexes B2 }', 'rotate it to any of 6 directions'],
            ['monster G at A1 { attack aoe <|origin|> A1 hexes B2 }', 'never itself a target'],
            ['monster G at A1 { move 1 } <|expect|> G { to A1 }', 'exactly those the engine gives'],
            ['monster G at A1 { move 1 } <|acted|> G from A1 to A1', 'It takes no further turn this round'],
            ['monster G at A1 { move 1 } acted G <|from|> A1 to A1', 'Where the monster stood when its recorded turn began.'],
            ['monster G at A1 { move 1 } acted G from A1 <|to|> A1', 'it must stand there now'],
            ['monster G at A1 { move 1 } expect <|after|> G { G at A1 }', 'The state after a monster\'s turn'],
            ['character H at B2 initiative 10 hp 3 monster G at A1 { move 1 attack } expect G { to A1 attacks H <|damage|> 1 }', 'each attack after its modifier card'],
            ['character H at B2 initiative 10 <|exhausted|>', 'has left the board'],
            ['character H at B2 initiative 10 monster G at A1 { move 1 } expect after round 1 { H <|exhausted|> }', 'Expected: the character was exhausted'],
            ['monster G at A1 { move 1 } expect after round 1 { G <|removed|> }', 'Expected: the monster or summon was removed'],
            ['monster G at A1 <|removed|>', 'A removed monster or summon has left the board'],
            ['character H at B2 initiative 10 monster G at A1 { move 1 } expect G <|in|> round 1 { to A1 }', 'it is judged only in that round'],
            ['monster G at A1 { move 1 } expect after round 1 { G conditions <|none|> }', 'no conditions']
        ];
        for (const [line, expected] of cases) {
            expect(await hoverText(scenario('gloomhaven', line), 0), line).toContain(expected);
        }
    });
});

describe('hover on the scenario name', () => {
    test('shows the note and each acting monster\'s turn', async () => {
        const markdown = await hoverText(GUARD_POST.replace('scenario "Guard post"', 'scenario "<|Guard|> post"'), 0);
        expect(markdown).toMatch(/^\*\*Guard post\*\* · Gloomhaven rules\n\nTwo equal approaches to the same pair of heroes\.\n\nThis round:\n- \*\*Guard\*\*: focus Hero20/);
    });
});

describe('hover speed', () => {
    let document: LangiumDocument | undefined;
    afterEach(async () => {
        if (document) {
            await clearDocuments(services, [document]);
        }
    });

    test('reads the analysis made once per parse instead of running the engine again', async () => {
        document = await parse(GUARD_POST.replace(/<\|/g, '').replace(/\|>/g, ''), { validation: true });
        const position = document.textDocument.positionAt(document.textDocument.getText().indexOf('Guard at') + 1);
        const ask = async () => ((await services.lsp.HoverProvider!.getHoverContent(document!, { textDocument: { uri: document!.uri.toString() }, position }))?.contents as MarkupContent).value;
        const before = analyzer.analyze(document.parseResult.value as Scenario);
        const first = await ask();
        const second = await ask();
        expect(second).toBe(first);
        expect(analyzer.analyze(document.parseResult.value as Scenario)).toBe(before);
    });
});
