import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstUtils, GrammarAST, type LangiumDocument } from 'langium';
import { describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { ABILITY_KEYWORDS, CONTINUING_KEYWORDS, SCENARIO_KEYWORDS, STATEMENT_KEYWORDS } from '../../language/parser/syntax-messages.js';
import { nearestKeyword } from '../../language/parser/nearest-word.js';
import { parseAndValidate, services } from './helpers.js';

interface Found {
    message: string;
    /** Zero-based `line:start-end` on one line. */
    at: string;
}

/** The errors of a scenario, each with where it sits. */
async function errorsOf(text: string): Promise<Found[]> {
    const document: LangiumDocument<Scenario> = await parseAndValidate(text);
    return (document.diagnostics ?? []).filter(d => d.severity === 1).map(d => ({
        message: typeof d.message === 'string' ? d.message : d.message.value,
        at: d.range.start.line === d.range.end.line
            ? `${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`
            : `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`
    }));
}

/** A scenario with `lines` between a map and a closing monster, two spaces in. */
function scenario(...lines: string[]): string {
    return ['scenario "Test" {', '  map A1..F6', ...lines.map(l => `  ${l}`), '  monster Guard at F6', '}'].join('\n');
}

async function syntaxErrorsOf(text: string): Promise<Found[]> {
    const document = await parseAndValidate(text);
    const syntax = new Set([...document.parseResult.parserErrors.map(e => e.message), ...document.parseResult.lexerErrors.map(e => e.message)]);
    return (await errorsOf(text)).filter(e => syntax.has(e.message));
}

describe('a misspelt or wrongly capitalised keyword', () => {
    test.each([
        ['obstalce C3', "'obstalce' is not a statement: did you mean 'obstacle'?", '2:2-10'],
        ['Wall C3', "'Wall' is not a statement: did you mean 'wall'?", '2:2-6'],
        ['Character Hero at A1 initiative 10', "'Character' is not a statement: did you mean 'character'?", '2:2-11'],
        ['mosnter Imp at C3', "'mosnter' is not a statement: did you mean 'monster'?", '2:2-9']
    ])('%s', async (line, message, at) => {
        expect(await syntaxErrorsOf(scenario(line))).toEqual([{ message, at }]);
    });

    test('two misspelt lines in a row each get their own message', async () => {
        expect(await syntaxErrorsOf(scenario('charcter Hero at A1 initiative 10', 'Monster Imp at C3', 'trap C4'))).toEqual([
            { message: "'charcter' is not a statement: did you mean 'character'?", at: '2:2-10' },
            { message: "'Monster' is not a statement: did you mean 'monster'?", at: '3:2-9' }
        ]);
    });

    test('a word close to no keyword lists what a statement starts with', async () => {
        expect(await syntaxErrorsOf(scenario('portal C3'))).toEqual([{
            message: "'portal' is not a statement: a statement starts with rules, map, note, wall, obstacle, trap, hazardous, difficult, icy, door, link, character, summon, monster, expect, acted, monster-type, deck, round or modifiers.",
            at: '2:2-8'
        }]);
    });

    test('a flag after a character', async () => {
        expect(await syntaxErrorsOf(scenario('character Hero at A1 initiative 10 invisble'))).toEqual([
            { message: "'invisble' is not a statement: did you mean 'invisible'?", at: '2:37-45' }
        ]);
    });

    test('a word that continues a statement', async () => {
        expect(await syntaxErrorsOf(scenario('character Hero at A1 initative 10'))).toEqual([
            { message: "'initative' is not a word here: did you mean 'initiative'?", at: '2:23-32' }
        ]);
    });

    test('an ability word outside an ability block', async () => {
        expect(await syntaxErrorsOf(scenario('move 2'))).toEqual([{
            message: "'move' is not a statement: it belongs in a monster's ability block, such as monster Guard at C4 { move 2 attack 3 }.",
            at: '2:2-6'
        }]);
    });

    test.each([
        ['monster Imp at C3 { move 2 atack }', "'atack' is not part of an ability: did you mean 'attack'?", '2:29-34'],
        ['monster Imp at C3 { move 2 jump }', "'jump' is not part of an ability: did you mean 'jumping'?", '2:29-33'],
        ['monster Imp at C3 { heal 2 }', "'heal' is not part of an ability: an ability block holds move, attack, aoe or muddled, such as { move 2 attack 3 }.", '2:22-26']
    ])('in an ability block: %s', async (line, message, at) => {
        expect(await syntaxErrorsOf(scenario(line))).toEqual([{ message, at }]);
    });

    test('in an expect block', async () => {
        expect(await syntaxErrorsOf(scenario('expect Guard { to B3 atacks Hero }'))).toEqual([
            { message: "'atacks' is not part of an expect block: did you mean 'attacks'?", at: '2:23-29' }
        ]);
    });

    test('an edition', async () => {
        expect(await syntaxErrorsOf(scenario('rules gloomhven'))).toEqual([
            { message: "'gloomhven' is not an edition: did you mean 'gloomhaven'?", at: '2:8-17' }
        ]);
    });

    test('the first word of the file', async () => {
        expect(await syntaxErrorsOf('senario "T" {\n  map A1..B2\n}')).toEqual([
            { message: "'senario' is not a word here: did you mean 'scenario'?", at: '0:0-7' }
        ]);
    });
});

describe('a half-typed statement: the error is on its own line and says what is missing', () => {
    test.each([
        ['character Spellweaver at', "Missing a hex after 'at', such as C4.", '2:24-26'],
        ['character Spellweaver', "Missing 'at' and a hex after 'Spellweaver', such as at C4.", '2:12-23'],
        ['character', "Missing the character's name after 'character', such as character Spellweaver at C4 initiative 10.", '2:2-11'],
        ['character Spellweaver at C3', "Missing 'initiative' and a number after 'C3', such as initiative 10.", '2:27-29'],
        ['character Spellweaver at C3 initiative', "Missing a number after 'initiative', such as initiative 10.", '2:30-40'],
        ['map', "Missing the map's top-left corner after 'map', such as map A1..G7.", '2:2-5'],
        ['map A1', "Missing '..' and the opposite corner after 'A1', such as map A1..G7.", '2:6-8'],
        ['map A1..', "Missing a hex after '..', such as C4.", '2:8-10'],
        ['wall between', "Missing a hex after 'between', such as C4.", '2:7-14'],
        ['wall between A1', "Missing 'and' and the second hex after 'A1', such as wall between C4 and C5.", '2:15-17'],
        ['wall between A1 and', "Missing a hex after 'and', such as C4.", '2:18-21'],
        ['obstacle C3,', "Missing a hex after ',', such as C4.", '2:13-14'],
        ['trap C3..', "Missing a hex after '..', such as C4.", '2:9-11'],
        ['note', "Missing the text in double quotes after 'note', such as note \"The door opens\".", '2:2-6'],
        ['rules', "Missing the edition after 'rules': gloomhaven, gloomhaven2e, frosthaven or jotl.", '2:2-7'],
        ['summon Bear', "Missing 'of' and the character it belongs to after 'Bear', such as summon Bear of Hero at C4.", '2:9-13'],
        ['summon Bear of', "Missing the name of the character it belongs to after 'of', such as summon Bear of Hero at C4.", '2:14-16'],
        ['summon Bear of Hero at', "Missing a hex after 'at', such as C4.", '2:22-24'],
        ['monster Imp at', "Missing a hex after 'at', such as C4.", '2:14-16'],
        ['monster Imp at C3 initiative', "Missing a number after 'initiative', such as initiative 10.", '2:20-30'],
        ['expect', "Missing the name of the monster after 'expect', such as expect Guard { to C4 }.", '2:2-8'],
        ['expect Guard', "Missing '{' and the options after 'Guard', such as expect Guard { to C4 attacks Hero }.", '2:9-14'],
        ['expect after', "Missing the name of the monster whose turn it follows, or 'round' and its number after 'after', such as expect after Guard { Hero hp 5 }.", '2:9-14'],
        ['expect after round', "Missing a number after 'round'.", '2:15-20'],
        ['expect Guard { to C4 attacks Hero damage', "Missing a number after 'damage'.", '2:36-42'],
        ['acted Guard', "Missing 'from' and the hex the monster started on after 'Guard', such as acted Guard from C4 to D4.", '2:8-13'],
        ['acted Guard from', "Missing a hex after 'from', such as C4.", '2:14-18'],
        ['acted Guard from A2', "Missing 'to' and the hex the monster ended on after 'A2', such as to D4.", '2:19-21'],
        ['acted Guard from A2 to', "Missing a hex after 'to', such as C4.", '2:22-24'],
        ['acted Guard from A2 to A3 attacks', "Missing the name of a figure the monster attacks after 'attacks', such as attacks Hero.", '2:28-35']
    ])('%s', async (line, message, at) => {
        expect(await syntaxErrorsOf(scenario(line))).toEqual([{ message, at }]);
    });

    test.each([
        ['monster Imp at C3 { move }', "Missing the movement points after 'move', such as move 2.", '2:22-26'],
        ['monster Imp at C3 { attack range }', "Missing the range after 'range', such as range 3 (0 for melee); on a card, range +1 changes the stat card's.", '2:29-34'],
        ['monster Imp at C3 { attack 2 target }', "Missing the number of targets after 'target', such as target 2.", '2:31-37'],
        ['monster Imp at C3 { attack aoe hexes }', "Missing a hex after 'hexes', such as C4.", '2:33-38'],
        ['monster Imp at C3 { attack aoe origin }', "Missing a hex after 'origin', such as C4.", '2:33-39'],
        ['expect Guard { to }', "Missing a hex after 'to', such as C4.", '2:17-19'],
        ['expect Guard { to B3 attacks }', "Missing the name of a figure the monster attacks after 'attacks', such as attacks Hero.", '2:23-30']
    ])('inside a block: %s', async (line, message, at) => {
        expect(await syntaxErrorsOf(scenario(line))).toEqual([{ message, at }]);
    });

    test('a wrong word on the same line says what it expected instead', async () => {
        expect(await syntaxErrorsOf(scenario('character Hero at A1 initiative x'))).toEqual([
            { message: "Expected a number after 'initiative', such as initiative 10, not 'x'.", at: '2:34-35' }
        ]);
    });

    test('a lone wall says both of its forms', async () => {
        expect(await syntaxErrorsOf(scenario('wall'))).toEqual([
            { message: 'Incomplete \'wall\' statement: write it such as wall C4..D5, or wall between C4 and C5 for a thin wall.', at: '2:2-6' }
        ]);
    });

    test('the next statement is read whole, not swallowed into the short one', async () => {
        const document = await parseAndValidate(scenario('character Spellweaver at'));
        const scenarioNode = document.parseResult.value;
        expect(scenarioNode.statements.map(s => s.$type)).toEqual(['MapStatement', 'Character', 'Monster']);
        expect(scenarioNode.statements[2]).toMatchObject({ name: 'Guard', position: { label: 'F6' } });
    });

    test('the name of the scenario', async () => {
        expect(await syntaxErrorsOf('scenario {\n  map A1..B2\n}')).toEqual([{
            message: "Expected the scenario's name in double quotes after 'scenario', such as scenario \"Black Barrow\", not '{'.",
            at: '0:9-10'
        }]);
    });

    test('an empty file', async () => {
        expect(await syntaxErrorsOf('')).toEqual([
            { message: 'The file is empty: a scenario starts with scenario "Name" { and ends with }.', at: '0:0-0' }
        ]);
    });
});

describe('a missing }', () => {
    test('of an ability block, before the next statement', async () => {
        expect(await syntaxErrorsOf(scenario('monster Imp at C3 { move 2', 'character Hero at A1 initiative 10'))).toEqual([
            { message: "Missing '}' after '2' to close the ability block of Imp (opened on line 3).", at: '2:27-28' }
        ]);
    });

    test('of an expect block, before the next statement', async () => {
        expect(await syntaxErrorsOf(scenario('expect Guard { to B3', 'character Hero at A1 initiative 10'))).toEqual([
            { message: "Missing '}' after 'B3' to close the expect block of Guard (opened on line 3).", at: '2:20-22' }
        ]);
    });

    test('of the scenario, at the end of the file', async () => {
        expect(await syntaxErrorsOf('scenario "T" {\n  map A1..B2\n  monster Guard at B2 { move 2 }\n')).toEqual([
            { message: "Missing '}' at the end of the file to close the scenario (opened on line 1).", at: '2:31-32' }
        ]);
    });

    test('of an ability block, when the file ends one short: the block whose brace lines up wrongly', async () => {
        const text = ['scenario "T" {', '  map A1..B2', '  monster Guard at B2 {', '    move 2', '    attack 3', '}'].join('\n');
        expect(await syntaxErrorsOf(text)).toEqual([{
            message: "Missing '}' after '3' to close the ability block of Guard (opened on line 3): the '}' on line 6 lines up with an outer block but closes this one, so the file ends one '}' short.",
            at: '4:11-12'
        }]);
    });

    test('braces inside a note do not count', async () => {
        expect(await syntaxErrorsOf('scenario "T" {\n  note "{ }"\n  monster Guard at B2 { move 2\n  map A1..B2\n}')).toEqual([
            { message: "Missing '}' after '2' to close the ability block of Guard (opened on line 3).", at: '2:29-30' }
        ]);
    });

    test('no message has empty backticks or the parser\'s token names', async () => {
        const texts = ['', 'scenario', 'scenario "T" {', 'scenario "T" { map A1..B2 monster G at A1 {', scenario('expect Guard {')];
        for (const text of texts) {
            for (const { message } of await syntaxErrorsOf(text)) {
                expect(message).not.toMatch(/``|token of type|Expecting/);
            }
        }
    });
});

describe('other syntax errors', () => {
    test('a character that is not part of the language', async () => {
        expect(await syntaxErrorsOf(scenario('trap C3 @'))).toEqual([
            { message: "'@' is not part of the language: remove it.", at: '2:10-11' }
        ]);
    });

    test('characters are counted as a reader counts them, and one without a glyph is named by its code point', async () => {
        expect(await syntaxErrorsOf(scenario('trap C3 \u{1F409}'))).toEqual([
            { message: "'\u{1F409}' is not part of the language: remove it.", at: '2:10-12' }
        ]);
        // Joined into one: a family by zero-width joiners, a flag of two regional indicators, a hand and its skin tone.
        for (const one of ['\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '\u{1F1EB}\u{1F1F7}', '\u{1F44D}\u{1F3FD}']) {
            expect((await syntaxErrorsOf(scenario(`trap C3 ${one}`))).map(e => e.message)).toEqual([`'${one}' is not part of the language: remove it.`]);
        }
        expect((await syntaxErrorsOf(scenario('trap C3 \u{1F409}\u{1F409}'))).map(e => e.message)).toEqual(["'\u{1F409}\u{1F409}' is not part of the language: remove them."]);
        expect(await syntaxErrorsOf(scenario('trap C3 @@'))).toEqual([
            { message: "'@@' is not part of the language: remove them.", at: '2:10-12' }
        ]);
        expect(await syntaxErrorsOf(scenario('trap C3 \u0000'))).toEqual([
            { message: 'U+0000 is not part of the language: remove it.', at: '2:10-11' }
        ]);
        expect(await syntaxErrorsOf(scenario('trap C3 @\u0007\u200B'))).toEqual([
            { message: "'@', U+0007 and U+200B are not part of the language: remove them.", at: '2:10-13' }
        ]);
        expect(await syntaxErrorsOf(scenario(`trap C3 ${'\u0001'.repeat(8)}`))).toEqual([
            { message: 'U+0001, U+0001, U+0001, U+0001, U+0001, U+0001 and 2 more are not part of the language: remove them.', at: '2:10-18' }
        ]);
    });

    test('a text in double quotes left open', async () => {
        const errors = await syntaxErrorsOf(scenario('note "The door opens'));
        expect(errors[0]).toEqual({ message: 'A text in double quotes must end on the line it starts on: add the closing \'"\'.', at: '2:7-8' });
    });

    test('text after the scenario', async () => {
        expect(await syntaxErrorsOf('scenario "T" {\n  map A1..B2\n}\ncharacter X')).toEqual([
            { message: "'character' stands after the scenario's closing '}': everything belongs inside the scenario's braces.", at: '3:0-9' }
        ]);
    });
});

describe('a word out of place in a monster type, a deck, a card or a round block', () => {
    const type = (stats: string) => ['monster-type Guard {', `  ${stats}`, '}', 'deck Guard {', '  card "Rush" initiative 20 { move +1 attack -1 }', '}'];

    test('a misspelt stat is named as part of the monster type, and what follows the type is still read', async () => {
        expect(await syntaxErrorsOf(scenario(...type('normal helth 6 move 2 attack 2')))).toEqual([
            { message: "'helth' is not part of a monster type: did you mean 'health'?", at: '3:11-16' }
        ]);
    });

    test('a misspelt word in a deck, a card or a round block is named as part of it', async () => {
        expect(await syntaxErrorsOf(scenario('deck Guard {', '  crad "Rush" initiative 20 { move +1 }', '}'))).toEqual([
            { message: "'crad' is not part of a deck: did you mean 'card'?", at: '3:4-8' }
        ]);
        expect(await syntaxErrorsOf(scenario('deck Guard {', '  card "Rush" initiative 20 { mvoe +1 }', '}'))).toEqual([
            { message: "'mvoe' is not part of a card: did you mean 'move'?", at: '3:32-36' }
        ]);
        expect(await syntaxErrorsOf(scenario('round 1 { Guard removed }'))).toEqual([
            { message: '\'Guard\' is not part of a round block: it holds the card each monster type reveals, such as reveal Guard "Rush".', at: '2:12-17' }
        ]);
    });

    test('a card left open before the next card is a missing brace after its last word', async () => {
        expect(await syntaxErrorsOf(scenario('deck Guard {', '  card "Lunge" initiative 30 { move +1 attack -1', '  card "Hold" initiative 70 { attack +1 }', '}'))).toEqual([
            { message: 'Missing \'}\' after \'-1\' to close the card "Lunge" (opened on line 4).', at: '3:48-50' }
        ]);
    });

    test('text after a scenario closed for good is still an error after an earlier one', async () => {
        expect(await syntaxErrorsOf('scenario "T" {\n  map A1..B2\n  trpa B2\n}\ncharacter X at A1 initiative 3')).toEqual([
            { message: "'trpa' is not a statement: did you mean 'trap'?", at: '2:2-6' },
            { message: "'character' stands after the scenario's closing '}': everything belongs inside the scenario's braces.", at: '4:0-9' }
        ]);
    });
});

describe('a \'}\' too many', () => {
    test('at the end of a monster type: the error is on the extra brace, not on the next statement', async () => {
        const text = ['scenario "T" {', '  map A1..B2', '  monster-type Guard {', '    normal health 6 move 2 attack 2', '  }}',
            '  character Hero at A1 initiative 10', '}'].join('\n');
        expect(await syntaxErrorsOf(text)).toEqual([
            { message: "An extra '}': it closes the scenario here, leaving what follows (from line 6) outside. Remove it.", at: '4:3-4' }
        ]);
    });

    test('at the end of a monster\'s ability block', async () => {
        const text = ['scenario "T" {', '  map A1..B2', '  monster Guard at A1 { move 2 attack 2 }}', '  character Hero at B2 initiative 10', '}'].join('\n');
        expect(await syntaxErrorsOf(text)).toEqual([
            { message: "An extra '}': it closes the scenario here, leaving what follows (from line 4) outside. Remove it.", at: '2:41-42' }
        ]);
    });

    test('after the scenario\'s own closing brace', async () => {
        expect(await syntaxErrorsOf('scenario "T" {\n  map A1..B2\n}}')).toEqual([
            { message: "An extra '}': the scenario is already closed on line 3. Remove it.", at: '2:1-2' }
        ]);
    });
});

describe('a figure name that matches no figure', () => {
    const imp = ['monster WindImp at C3 { move 2 attack }', 'character Hero at A1 initiative 10'];

    test.each([
        ['expect Windimp { to C3 }', "No figure named 'Windimp'; did you mean 'WindImp'?", '4:9-16'],
        ['acted Windimpp from C3 to C3', "No figure named 'Windimpp'; did you mean 'WindImp'?", '4:8-16'],
        ['expect WindImp { to C3 attacks Hreo }', "No figure named 'Hreo'; did you mean 'Hero'?", '4:33-37'],
        ['summon Bear of Heor at B2', "No figure named 'Heor'; did you mean 'Hero'?", '4:17-21'],
        ['expect WindImp { to C3 attacks Hero01 }', "No figure named 'Hero01'; did you mean 'Hero'?", '4:33-39']
    ])('%s', async (line, message, at) => {
        const errors = await errorsOf(scenario(...imp, line));
        expect(errors.filter(e => e.message.startsWith('No figure'))).toEqual([{ message, at }]);
    });

    test('no close name: the figures there are', async () => {
        const errors = await errorsOf(scenario(...imp, 'expect Ogre { to C3 }'));
        expect(errors.filter(e => e.message.startsWith('No figure'))).toEqual([
            { message: "No figure named 'Ogre' in this scenario (its figures: 'WindImp', 'Hero' and 'Guard').", at: '4:9-13' }
        ]);
    });

    test('many figures: the first six and how many more', async () => {
        const heroes = Array.from({ length: 8 }, (_, i) => `character Hero${i} at A${i % 6 + 1} initiative ${i + 10}`);
        const errors = await errorsOf(['scenario "T" {', '  map A1..F6', ...heroes, 'expect Ogre { to C3 }', '}'].join('\n'));
        expect(errors.filter(e => e.message.startsWith('No figure')).map(e => e.message)).toEqual([
            "No figure named 'Ogre' in this scenario (its figures: 'Hero0', 'Hero1', 'Hero2', 'Hero3', 'Hero4', 'Hero5' and 2 more)."
        ]);
    });

    test('a scenario without figures', async () => {
        const errors = await errorsOf('scenario "T" {\n  map A1..B2\n  expect Ogre { to A1 }\n}');
        expect(errors.filter(e => e.message.startsWith('No figure')).map(e => e.message)).toEqual([
            "No figure named 'Ogre': this scenario has no figures yet."
        ]);
    });
});

describe('nearest keyword', () => {
    test.each([
        ['obstalce', 'obstacle'], ['WALL', 'wall'], ['atack', 'attack'], ['jump', 'jumping'], ['mapp', 'map'], ['xyz', undefined], ['to', undefined], ['A1', undefined], ['mov3', undefined], ['MAP', 'map']
    ])('%s', (word, meant) => {
        expect(nearestKeyword(word, [...STATEMENT_KEYWORDS, ...ABILITY_KEYWORDS, 'jumping'])).toBe(meant);
    });

    test('the keyword lists cover every keyword of the grammar', () => {
        const grammarKeywords = new Set(AstUtils.streamAllContents(services.Grammar).filter(GrammarAST.isKeyword).map(k => k.value));
        const listed = new Set<string>([...STATEMENT_KEYWORDS, ...ABILITY_KEYWORDS, ...CONTINUING_KEYWORDS, ...SCENARIO_KEYWORDS, '{', '}', ',', '..']);
        expect([...grammarKeywords].filter(k => !listed.has(k))).toEqual([]);
    });
});

describe('every scenario of the corpora and examples parses without syntax errors', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const folders = [resolve(root, '../shared/conformance'), resolve(root, '../shared/conformance-random'), resolve(root, 'examples'), resolve(root, 'test/fixtures')];
    const files = folders.filter(existsSync).flatMap(ghsFilesUnder);

    test('there are files to read', () => {
        expect(files.length).toBeGreaterThan(0);
    });

    test('none has a lexer or parser error', () => {
        const broken: string[] = [];
        for (const file of files) {
            const result = services.parser.LangiumParser.parse(readFileSync(file, 'utf8'));
            const errors = [...result.lexerErrors, ...result.parserErrors];
            if (errors.length > 0) {
                broken.push(`${file}: ${errors[0].message}`);
            }
        }
        expect(broken).toEqual([]);
    });
});

function ghsFilesUnder(dir: string): string[] {
    return readdirSync(dir).sort().flatMap(entry => {
        const path = join(dir, entry);
        return statSync(path).isDirectory() ? ghsFilesUnder(path) : entry.endsWith('.ghs') ? [path] : [];
    });
}

describe('the word a typo most likely meant, for the quick fix that writes it', () => {
    /** Each error's message, where it sits, its issue code and the word it names. */
    async function meantWords(text: string): Promise<Array<Found & { code: unknown; meant: unknown }>> {
        const document = await parseAndValidate(text);
        return (document.diagnostics ?? []).filter(d => d.severity === 1).map(d => ({
            message: String(d.message),
            at: `${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`,
            code: d.code,
            meant: (d.data as { meant?: unknown } | undefined)?.meant
        }));
    }

    test('a misspelt statement, a stat card\'s word and a figure\'s name each carry the code and the word', async () => {
        expect(await meantWords(scenario('obstalce C3'))).toEqual([
            { message: "'obstalce' is not a statement: did you mean 'obstacle'?", at: '2:2-10', code: 'ghs.did-you-mean', meant: 'obstacle' }
        ]);
        expect(await meantWords(scenario('monster-type Guard {', '  normal helth 6 move 2 attack 2', '}'))).toEqual([
            { message: "'helth' is not part of a monster type: did you mean 'health'?", at: '3:11-16', code: 'ghs.did-you-mean', meant: 'health' }
        ]);
        expect(await meantWords(scenario('character Hero at A1 initiative 10', 'expect guard { to E6 }'))).toEqual([
            { message: "No figure named 'guard'; did you mean 'Guard'?", at: '3:9-14', code: 'ghs.did-you-mean', meant: 'Guard' }
        ]);
    });

    test('an error that names no word keeps Langium\'s own code in its data', async () => {
        const [error] = (await parseAndValidate(scenario('expect Zorro { to E6 }'))).diagnostics ?? [];
        expect(error.message).toBe("No figure named 'Zorro' in this scenario (its figures: 'Guard').");
        expect(error.code).toBeUndefined();
        expect(error.data).toMatchObject({ code: 'linking-error' });
    });
});
