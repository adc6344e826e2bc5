import { expectSemanticToken, highlightHelper } from 'langium/test';
import { SemanticTokenTypes } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { services } from './helpers.js';

const highlight = highlightHelper(services);

describe('semantic tokens', () => {
    test('tell monsters, characters and summons apart, where declared and where named', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  character <|Hero|> at B1 initiative 10',
            '  summon <|Wolf|> of <|Hero|> at B2',
            '  monster <|Guard|> at A1 { move 2 attack }',
            '  expect <|Guard|> { to A2 attacks <|Hero|>, <|Wolf|> }',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.variable, SemanticTokenTypes.parameter, SemanticTokenTypes.variable, SemanticTokenTypes.class,
            SemanticTokenTypes.class, SemanticTokenTypes.variable, SemanticTokenTypes.parameter
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('mark coordinates, terrain kinds, keywords, modifiers, numbers and strings', async () => {
        const tokens = await highlight([
            'scenario <|"x"|> {',
            '  <|rules|> <|frosthaven|>',
            '  map <|A1|>..<|C3|>',
            '  <|obstacle|> <|B2|>, A3..<|B3|>',
            '  <|wall|> between A1 and A2',
            '  character Hero at B1 initiative <|10|> <|invisible|>',
            '  monster Guard at C1 { move 2 <|flying|> attack <|3|> <|range|> 2 }',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.string, SemanticTokenTypes.keyword, SemanticTokenTypes.modifier,
            SemanticTokenTypes.enumMember, SemanticTokenTypes.enumMember, SemanticTokenTypes.type, SemanticTokenTypes.enumMember,
            SemanticTokenTypes.enumMember, SemanticTokenTypes.type, SemanticTokenTypes.number, SemanticTokenTypes.modifier,
            SemanticTokenTypes.modifier, SemanticTokenTypes.number, SemanticTokenTypes.keyword
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('colour damage and expectations of state like the other expectations', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10 hp 5',
            '  monster Guard at B1 { move 2 attack }',
            '  expect Guard { to B1 attacks Hero <|damage|> <|2|> }',
            '  <|expect|> <|after|> <|Guard|> { <|Hero|> <|at|> <|C2|> <|hp|> <|3|> conditions <|none|> }',
            '  expect after <|round|> <|2|> { <|Guard|> <|removed|> }',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.keyword, SemanticTokenTypes.number,
            SemanticTokenTypes.keyword, SemanticTokenTypes.keyword, SemanticTokenTypes.class, SemanticTokenTypes.variable,
            SemanticTokenTypes.keyword, SemanticTokenTypes.enumMember, SemanticTokenTypes.keyword, SemanticTokenTypes.number, SemanticTokenTypes.modifier,
            SemanticTokenTypes.keyword, SemanticTokenTypes.number, SemanticTokenTypes.class, SemanticTokenTypes.modifier
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('colour the round of an expectation and a removed standee', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10 hp 5',
            '  monster Guard at B1 { move 2 attack }',
            '  monster Gone at A1 <|removed|>',
            '  expect Guard <|in|> <|round|> <|2|> { to B1 attacks Hero }',
            '  expect after Guard <|in|> <|round|> <|2|> { Hero hp 3 }',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.modifier,
            SemanticTokenTypes.keyword, SemanticTokenTypes.keyword, SemanticTokenTypes.number,
            SemanticTokenTypes.keyword, SemanticTokenTypes.keyword, SemanticTokenTypes.number
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('colour a played turn\'s record like an expectation', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10',
            '  monster Guard at B1 { move 2 attack }',
            '  <|acted|> <|Guard|> <|from|> <|A1|> <|to|> B1 <|attacks|> <|Hero|>',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.keyword, SemanticTokenTypes.class, SemanticTokenTypes.keyword, SemanticTokenTypes.enumMember,
            SemanticTokenTypes.keyword, SemanticTokenTypes.keyword, SemanticTokenTypes.variable
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('colour the damage a record writes as a keyword and a number', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10 hp 8 of 10',
            '  monster Guard at B1 { move 2 attack }',
            '  acted Guard from A1 to B1 attacks <|Hero|> <|damage|> <|2|>',
            '}'
        ].join('\n'));
        [SemanticTokenTypes.variable, SemanticTokenTypes.keyword, SemanticTokenTypes.number]
            .forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });

    test('give a name that links to nothing no figure colour', async () => {
        const tokens = await highlight('scenario "x" { map A1..C3 expect <|Nobody|> { to A1 } }');
        const [start, end] = tokens.ranges[0];
        expect(tokens.tokens.filter(t => t.offset === start && t.offset + t.text.length === end)).toEqual([]);
    });

    test('mark the card lines and the statements play writes for them', async () => {
        const tokens = await highlight([
            'scenario "x" {',
            '  map A1..C3',
            '  monster-type Skel { normal health 4 move 2 attack 2 }',
            '  deck Skel { card "C" initiative 10 { <|inflict|> <|muddle|> range <|2|> <|summon|> <|Skel|> consume <|fire|>: <|+1|> <|attack|> } }',
            '  character Hero at B1 initiative 10 <|curse|> <|2|>',
            '  monster Skel1 of Skel at A1 <|summoned|>',
            '  <|elements|> <|fire|> <|waning|>',
            '}'
        ].join('\n'));
        const expected = [
            SemanticTokenTypes.keyword, SemanticTokenTypes.modifier, SemanticTokenTypes.number, SemanticTokenTypes.keyword, SemanticTokenTypes.class,
            SemanticTokenTypes.modifier, SemanticTokenTypes.number, SemanticTokenTypes.keyword,
            SemanticTokenTypes.keyword, SemanticTokenTypes.number, SemanticTokenTypes.modifier,
            SemanticTokenTypes.keyword, SemanticTokenTypes.modifier, SemanticTokenTypes.modifier
        ];
        expected.forEach((tokenType, rangeIndex) => expectSemanticToken(tokens, { rangeIndex, tokenType }));
    });
});
