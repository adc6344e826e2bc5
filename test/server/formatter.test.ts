import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { clearDocuments, expectFormatting } from 'langium/test';
import { describe, expect, test } from 'vitest';
import { conformanceDir, conformanceFiles } from '../language/helpers.js';
import { format, parse, services } from './helpers.js';

const expectFormatted = expectFormatting(services);

interface Reading {
    /** The AST as JSON, references by name, comments included: equal shapes mean equal meaning. */
    shape: string;
    /** Severity and message of each diagnostic, when validated: a message's position moves with the text around it. */
    diagnostics: string[];
    parseErrors: number;
}

/** Validation runs the engine on every expectation, so it is asked for only where diagnostics are compared. */
async function shapeAndDiagnostics(text: string, validation = true): Promise<Reading> {
    const document = await parse(text, { validation });
    const shape = services.serializer.JsonSerializer.serialize(document.parseResult.value, { refText: true, comments: true });
    const diagnostics = (document.diagnostics ?? []).map(d => `${d.severity}:${String(d.message).replace(/line \d+/g, 'line N')}`).sort();
    const parseErrors = document.parseResult.parserErrors.length + document.parseResult.lexerErrors.length;
    await clearDocuments(services, [document]);
    return { shape, diagnostics, parseErrors };
}

/**
 * The same tokens with other whitespace: single spaces, statements run together, blank lines,
 * stray indentation. A line comment still ends its line, or it would swallow the code after it.
 */
function scramble(text: string, seed: number): string {
    const layouts = [' ', '   ', '\n', '\n\n\n      ', ' \n\t'];
    const withNewline = layouts.filter(l => l.includes('\n'));
    let state = seed;
    const pick = (choices: string[]): string => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return choices[state % choices.length];
    };
    let afterLineComment = false;
    return text.replace(/"[^"\n]*"|\/\/[^\n]*|\/\*[\s\S]*?\*\/|\s+|[^\s"/]+|\//g, token => {
        if (/^\s+$/.test(token)) {
            const layout = pick(afterLineComment ? withNewline : layouts);
            afterLineComment = false;
            return layout;
        }
        afterLineComment = token.startsWith('//');
        return token;
    });
}

describe('formatting', () => {
    test('lays out a scenario: one statement per line, indented blocks, aligned argument columns', async () => {
        await expectFormatted({
            before: 'scenario "Room"{rules   frosthaven map A1 .. P7\nnote "Hi"   wall A1..A7,B1 ,C1 obstacle F3 trap H2 hazardous J5 difficult K1 icy M4\n' +
                'wall between E3 and E4 character Hero10 at D5 initiative 10 invisible long-rest summon Wolf of Hero10 at H6\n' +
                'monster Ally at E2 monster Guard at J3 initiative 5 { move 3 jumping teleport attack 2 range 3 target 2 aoe origin B2 hexes B1,C2 muddled }\n' +
                'expect Guard { to H3 attacks Hero10 , Wolf to H4 } }',
            after: [
                'scenario "Room" {',
                '    rules frosthaven',
                '    map A1..P7',
                '    note "Hi"',
                '    wall      A1..A7, B1, C1',
                '    obstacle  F3',
                '    trap      H2',
                '    hazardous J5',
                '    difficult K1',
                '    icy       M4',
                '    wall between E3 and E4',
                '    character Hero10 at D5 initiative 10 invisible long-rest',
                '    summon    Wolf of Hero10 at H6',
                '    monster   Ally at E2',
                '    monster   Guard at J3 initiative 5 {',
                '        move 3 jumping teleport',
                '        attack 2 range 3 target 2',
                '        aoe origin B2 hexes B1, C2',
                '        muddled',
                '    }',
                '    expect Guard {',
                '        to H3 attacks Hero10, Wolf',
                '        to H4',
                '    }',
                '}'
            ].join('\n'),
            disposeAfterCheck: true
        });
    });

    test('aligns a played turn\'s record with the figures', async () => {
        const text = 'scenario "x" { map A1..C3 character H at C2 initiative 10 monster G at B1 { move 1 } acted  G   from A1 to   B1 attacks H ,H2 }';
        expect(await format(text)).toBe([
            'scenario "x" {',
            '  map A1..C3',
            '  character H at C2 initiative 10',
            '  monster   G at B1 {',
            '    move 1',
            '  }',
            '  acted     G from A1 to B1 attacks H, H2',
            '}'
        ].join('\n'));
    });

    test('writes the damage after each target with one space around it', async () => {
        const text = 'scenario "x" { map A1..C3 character H at C2 initiative 10 hp 5 monster G at B1 { move 1 } acted G from A1 to B1 attacks H   damage    2 ,H2 damage 0 }';
        expect((await format(text)).split('\n')[6]).toBe('  acted     G from A1 to B1 attacks H damage 2, H2 damage 0');
    });

    test('uses the editor\'s indentation: two spaces, or tabs', async () => {
        const text = 'scenario "x" { map A1..C3 monster G at A1 { move 1 } }';
        expect(await format(text, 2)).toBe('scenario "x" {\n  map A1..C3\n  monster   G at A1 {\n    move 1\n  }\n}');
        expect(await format(text, 4, false)).toBe('scenario "x" {\n\tmap A1..C3\n\tmonster   G at A1 {\n\t\tmove 1\n\t}\n}');
    });

    test('indents a comment alone on its line as the statements, in tabs when the editor asks for tabs', async () => {
        const text = 'scenario "c" {\n  map A1..F6\n  /* old */ obstacle C2\n  // line\n      wall A1\n}';
        expect(await format(text, 4, false)).toBe('scenario "c" {\n\tmap A1..F6\n\t/* old */\n\tobstacle  C2\n\t// line\n\twall      A1\n}');
        expect(await format(text, 2)).toBe('scenario "c" {\n  map A1..F6\n  /* old */\n  obstacle  C2\n  // line\n  wall      A1\n}');
    });

    test('keeps one blank line between groups of statements, never more, and none after a brace', async () => {
        const text = 'scenario "x" {\n\n\n  map A1..C3\n\n\n\n  wall A1\n  wall B1\n\n  expect G {\n\n    to A1\n\n  }\n}';
        expect(await format(text)).toBe('scenario "x" {\n  map A1..C3\n\n  wall      A1\n  wall      B1\n\n  expect G {\n    to A1\n  }\n}');
    });

    test('leaves comments where they are and never joins code onto a comment line', async () => {
        const text = [
            '// The room.',
            'scenario "x" {   // trailing after the brace',
            '      // above the map',
            'map A1..C3',
            '  character /* inline */ Hero at',
            '  // between the keyword and its hex',
            '  B1 initiative 3',
            '  /* a block',
            '     comment */',
            '  wall A1 // after a statement',
            '}'
        ].join('\n');
        const formatted = await format(text);
        expect(formatted).toBe([
            '// The room.',
            'scenario "x" {   // trailing after the brace',
            '  // above the map',
            '  map A1..C3',
            '  character /* inline */ Hero at',
            '  // between the keyword and its hex',
            '  B1 initiative 3',
            '  /* a block',
            '     comment */',
            '  wall      A1 // after a statement',
            '}'
        ].join('\n'));
        expect(await format(formatted)).toBe(formatted);
        expect((await shapeAndDiagnostics(formatted, false)).shape).toBe((await shapeAndDiagnostics(text, false)).shape);
    });

    test('lays out damage on options and expectations of state: one figure a line, a written comma kept at its end', async () => {
        await expectFormatted({
            before: 'scenario "Room" { map A1..F6 character Hero at D5 initiative 10 hp 8 monster Guard at C4 { move 2 attack 2 }\n' +
                'expect Guard { to D4   attacks Hero   damage   3 } expect   after Guard { Hero hp 5 ,Guard   at D4 conditions none\n' +
                'Hero at D5 hp 5 conditions poison,wound }  expect after   round 1 { Hero exhausted } }',
            after: [
                'scenario "Room" {',
                '    map A1..F6',
                '    character Hero at D5 initiative 10 hp 8',
                '    monster   Guard at C4 {',
                '        move 2',
                '        attack 2',
                '    }',
                '    expect Guard {',
                '        to D4 attacks Hero damage 3',
                '    }',
                '    expect after Guard {',
                '        Hero hp 5,',
                '        Guard at D4 conditions none',
                '        Hero at D5 hp 5 conditions poison, wound',
                '    }',
                '    expect after round 1 {',
                '        Hero exhausted',
                '    }',
                '}'
            ].join('\n')
        });
    });

    test('lays out the round of an expectation and a removed standee with one space', async () => {
        await expectFormatted({
            before: 'scenario "Room" { map A1..F6 character Hero at D5 initiative 10 hp 8 monster Guard at C4 { move 2 attack 2 }\n' +
                'monster Gone at A1   removed expect Guard   in  round   2 { to D4 attacks Hero } expect after Guard in   round 2 { Hero hp 5 } }',
            after: [
                'scenario "Room" {',
                '    map A1..F6',
                '    character Hero at D5 initiative 10 hp 8',
                '    monster   Guard at C4 {',
                '        move 2',
                '        attack 2',
                '    }',
                '    monster   Gone at A1 removed',
                '    expect Guard in round 2 {',
                '        to D4 attacks Hero',
                '    }',
                '    expect after Guard in round 2 {',
                '        Hero hp 5',
                '    }',
                '}'
            ].join('\n')
        });
    });

    test('leaves a document that does not parse untouched', async () => {
        const broken = 'scenario "x" {   map A1..C3   character Hero at   }';
        expect(await format(broken)).toBe(broken);
    });
});

describe('formatting the conformance corpus', () => {
    const files = conformanceFiles();
    const originals = new Map<string, Reading>();
    const original = async (file: string, text: string): Promise<Reading> => {
        const known = originals.get(file) ?? await shapeAndDiagnostics(text);
        originals.set(file, known);
        return known;
    };
    test.skipIf(files.length === 0)(`changes no file's meaning, adds no diagnostic, and is idempotent (${files.length} files under ${conformanceDir})`, async () => {
        for (const file of files) {
            const name = relative(conformanceDir, file);
            const text = readFileSync(file, 'utf8');
            const before = await original(file, text);
            for (const [tabSize, insertSpaces] of [[2, true], [4, false]] as const) {
                const once = await format(text, tabSize, insertSpaces);
                // Diagnostics once per file: the two layouts differ only in indentation.
                const after = await shapeAndDiagnostics(once, insertSpaces);
                expect(after.parseErrors, name).toBe(0);
                expect(after.shape, name).toBe(before.shape);
                if (insertSpaces) {
                    expect(after.diagnostics, name).toEqual(before.diagnostics);
                }
                expect(await format(once, tabSize, insertSpaces), `${name} formatted twice`).toBe(once);
            }
        }
    });

    test.skipIf(files.length === 0)('restores the meaning of every file from scrambled whitespace, idempotently', async () => {
        let index = 0;
        for (const file of files) {
            const name = relative(conformanceDir, file);
            const text = readFileSync(file, 'utf8');
            const scrambled = scramble(text, ++index);
            const before = await original(file, text);
            expect((await shapeAndDiagnostics(scrambled, false)).shape, `${name} scrambled`).toBe(before.shape);
            const once = await format(scrambled);
            const after = await shapeAndDiagnostics(once);
            expect(after.parseErrors, name).toBe(0);
            expect(after.shape, name).toBe(before.shape);
            expect(after.diagnostics, name).toEqual(before.diagnostics);
            expect(await format(once), `${name} formatted twice`).toBe(once);
        }
    });

    test.skipIf(files.length === 0)('is already in the formatter\'s layout (two-space indentation)', async () => {
        const changed: string[] = [];
        for (const file of files) {
            const text = readFileSync(file, 'utf8');
            if (await format(text, 2, true) !== text) {
                changed.push(relative(conformanceDir, file));
            }
        }
        expect(changed).toEqual([]);
    });
});
