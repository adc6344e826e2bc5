import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, type IGrammar, Registry, parseRawGrammar } from 'vscode-textmate';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './webview-page.js';

/**
 * The TextMate grammar, run by the same engine VS Code uses, over the core language's example:
 * every construct must get the scope the editor colours it by.
 */

const EXAMPLE = `// A small room: the Guard jumps in and attacks two heroes.
scenario "Guard post" {
  rules gloomhaven
  map A1..P7
  note "Every construct of the core language, once."

  wall      A1..A7, B1, C1
  obstacle  F3, F4
  trap      H2
  hazardous J5
  difficult K1..K3
  icy       M4
  wall between E3 and E4
  door      E5 closed
  door      E6 open
  link P1 and P3

  character Hero10 at D5 initiative 10
  character Hero20 at G6 initiative 20
  character Hero30 at L6 initiative 30 invisible long-rest
  summon    Wolf of Hero20 at H6
  monster   Ally1 at E2
  monster   Guard at J3 {
    move 3 jumping teleport
    attack range 3 target 2
    aoe origin B2 hexes B2, C2, AB12
    muddled
  }
  /* a block
     comment */
  expect Guard {            // the form only
    to H3 attacks Hero10, Hero20
  }
  acted Ally1 from E1 to E2 attacks Hero10
}`;

let grammar: IGrammar;
const lines = EXAMPLE.split('\n');

/** Scopes of every token on the line holding `lineText`, as [text, innermost scope] pairs. */
function tokensOf(lineText: string): Array<[string, string]> {
    let stack = INITIAL;
    for (const line of lines) {
        const result = grammar.tokenizeLine(line, stack);
        if (line.includes(lineText)) {
            return result.tokens.map(t => [line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]]);
        }
        stack = result.ruleStack;
    }
    throw new Error(`no line holds ${lineText}`);
}

function scopeOf(lineText: string, word: string): string {
    const token = tokensOf(lineText).find(([text]) => text === word);
    expect(token, `'${word}' is a token of '${lineText}'`).toBeDefined();
    return token![1];
}

beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
    const registry = new Registry({
        onigLib: Promise.resolve({ createOnigScanner: p => new oniguruma.OnigScanner(p), createOnigString: s => new oniguruma.OnigString(s) }),
        loadGrammar: async scope => {
            const path = resolve(repoRoot, 'syntaxes/ghs.tmLanguage.json');
            return scope === 'source.ghs' ? parseRawGrammar(readFileSync(path, 'utf8'), path) : null;
        }
    });
    const loaded = await registry.loadGrammar('source.ghs');
    if (!loaded) {
        throw new Error('the grammar did not load');
    }
    grammar = loaded;
});

describe('TextMate grammar', () => {
    it('marks comments, strings and numbers', () => {
        expect(tokensOf('// A small room').every(([, scope]) => scope.startsWith('comment.line.double-slash') || scope.startsWith('punctuation.definition.comment'))).toBe(true);
        expect(scopeOf('// the form only', ' the form only')).toBe('comment.line.double-slash.ghs');
        expect(scopeOf('/* a block', ' a block')).toBe('comment.block.ghs');
        expect(scopeOf('comment */', '     comment ')).toBe('comment.block.ghs');
        expect(scopeOf('scenario "Guard post"', 'Guard post')).toBe('string.quoted.double.ghs');
        expect(scopeOf('initiative 10', '10')).toBe('constant.numeric.integer.ghs');
        expect(scopeOf('move 3', '3')).toBe('constant.numeric.integer.ghs');
    });

    it('marks statement and ability keywords', () => {
        for (const [line, word] of [['scenario "Guard', 'scenario'], ['rules gloomhaven', 'rules'], ['map A1..P7', 'map'], ['note "Every', 'note'],
            ['wall between', 'between'], ['wall between', 'and'], ['Hero10 at D5', 'at'], ['Hero10 at D5', 'initiative'],
            ['to H3 attacks', 'to'], ['to H3 attacks', 'attacks']]) {
            expect(scopeOf(line, word), word).toBe('keyword.other.ghs');
        }
        for (const word of ['move']) {
            expect(scopeOf('move 3 jumping', word)).toBe('keyword.other.ability.ghs');
        }
        for (const word of ['attack', 'range', 'target']) {
            expect(scopeOf('attack range 3', word), word).toBe('keyword.other.ability.ghs');
        }
        for (const word of ['aoe', 'origin', 'hexes']) {
            expect(scopeOf('aoe origin', word), word).toBe('keyword.other.ability.ghs');
        }
        expect(scopeOf('expect Guard', 'expect')).toBe('keyword.other.ghs');
        for (const word of ['acted', 'from', 'to', 'attacks']) {
            expect(scopeOf('acted Ally1', word), word).toBe('keyword.other.ghs');
        }
        expect(scopeOf('acted Ally1', 'Ally1')).toBe('variable.other.figure.ghs');
    });

    it('marks terrain kinds, the edition, move modes and flags', () => {
        for (const [line, word] of [['wall      A1', 'wall'], ['obstacle  F3', 'obstacle'], ['trap      H2', 'trap'], ['hazardous J5', 'hazardous'],
            ['difficult K1', 'difficult'], ['icy       M4', 'icy'], ['wall between', 'wall']]) {
            expect(scopeOf(line, word), word).toBe('support.type.terrain.ghs');
        }
        expect(scopeOf('door      E5', 'door')).toBe('support.type.terrain.ghs');
        expect(scopeOf('door      E5', 'E5')).toBe('variable.other.constant.coordinate.ghs');
        expect(scopeOf('door      E5', 'closed')).toBe('storage.modifier.flag.ghs');
        expect(scopeOf('door      E6', 'open')).toBe('storage.modifier.flag.ghs');
        expect(scopeOf('link P1', 'link')).toBe('support.type.terrain.ghs');
        expect(scopeOf('link P1', 'P1')).toBe('variable.other.constant.coordinate.ghs');
        expect(scopeOf('link P1 and', 'and')).toBe('keyword.other.ghs');
        expect(scopeOf('rules gloomhaven', 'gloomhaven')).toBe('constant.language.edition.ghs');
        expect(scopeOf('move 3 jumping', 'jumping')).toBe('storage.modifier.move-mode.ghs');
        expect(scopeOf('move 3 jumping', 'teleport')).toBe('storage.modifier.move-mode.ghs');
        expect(scopeOf('initiative 30 invisible', 'invisible')).toBe('storage.modifier.flag.ghs');
        expect(scopeOf('initiative 30 invisible', 'long-rest')).toBe('storage.modifier.flag.ghs');
        expect(scopeOf('    muddled', 'muddled')).toBe('storage.modifier.flag.ghs');
    });

    it('tells coordinates from names', () => {
        for (const [line, word] of [['map A1..P7', 'A1'], ['map A1..P7', 'P7'], ['Hero10 at D5', 'D5'], ['aoe origin', 'AB12'], ['to H3 attacks', 'H3']]) {
            expect(scopeOf(line, word), word).toBe('variable.other.constant.coordinate.ghs');
        }
        expect(scopeOf('map A1..P7', '..')).toBe('keyword.operator.range.ghs');
        expect(scopeOf('character Hero10', 'Hero10')).toBe('entity.name.type.figure.ghs');
        expect(scopeOf('monster   Guard', 'Guard')).toBe('entity.name.type.figure.ghs');
        expect(scopeOf('summon    Wolf', 'Wolf')).toBe('entity.name.type.figure.ghs');
        expect(scopeOf('Wolf of Hero20', 'Hero20')).toBe('variable.other.figure.ghs');
        expect(scopeOf('expect Guard', 'Guard')).toBe('variable.other.figure.ghs');
        expect(scopeOf('to H3 attacks', 'Hero10')).toBe('variable.other.figure.ghs');
    });
});

const WHOLE = `scenario "Whole" {
  monster-type Guard {
    elite health 9 move 2 attack 3 range 2 shield 1 retaliate 1 pierce 1 flying adds poison immune stun
    deck Guards
  }
  deck Guards {
    card "Double Strike" initiative 35 shuffle {
      attack -1 range +2 target 2 wound push 1
      heal 2 self
      infuse fire
    }
  }
  monster Guard1 of Guard at C4 elite number 1 hp 7 conditions muddle
  character Hero at D5 initiative 10 hp 8 of 10
  round 2 { reveal Guard "Double Strike" }
  modifiers seed 42 shuffle 1 bless 1 drawn +1, x2, null, curse custom
}`;

/** Scopes of the tokens on the line of WHOLE holding `lineText`. */
function wholeScopeOf(lineText: string, word: string): string {
    let stack = INITIAL;
    for (const line of WHOLE.split('\n')) {
        const result = grammar.tokenizeLine(line, stack);
        if (line.includes(lineText)) {
            const token = result.tokens.find(t => line.slice(t.startIndex, t.endIndex) === word);
            expect(token, `'${word}' is a token of '${lineText}'`).toBeDefined();
            return token!.scopes[token!.scopes.length - 1];
        }
        stack = result.ruleStack;
    }
    throw new Error(`no line holds ${lineText}`);
}

const STATE = `scenario "State" {
  expect Guard {
    to H3 attacks Hero10 damage 3
  }
  expect after Guard1 {
    Guard2 removed, Hero20 exhausted
    Hero10 at D5 hp 6 conditions poison
    Hero30 conditions none
  }
  expect after round 2 { Hero10 hp 4 }
}`;

/** The innermost scope of `word` on the line of `text` holding `lineText`, the lines before it tokenized first. */
function scopeOnLine(text: string, lineText: string, word: string): string {
    let stack = INITIAL;
    for (const line of text.split('\n')) {
        const result = grammar.tokenizeLine(line, stack);
        if (line.includes(lineText)) {
            const token = result.tokens.find(t => line.slice(t.startIndex, t.endIndex) === word);
            expect(token, `'${word}' is a token of '${lineText}'`).toBeDefined();
            return token!.scopes[token!.scopes.length - 1];
        }
        stack = result.ruleStack;
    }
    throw new Error(`no line holds ${lineText}`);
}

/** The innermost scope of `word` on the line of STATE holding `lineText`. */
function stateScopeOf(lineText: string, word: string): string {
    return scopeOnLine(STATE, lineText, word);
}

describe('TextMate grammar of expectations on damage and state', () => {
    it('marks the words of damage and of expect after, and the figures they name', () => {
        expect(stateScopeOf('to H3 attacks Hero10 damage 3', 'damage')).toBe('keyword.other.ghs');
        expect(stateScopeOf('to H3 attacks Hero10 damage 3', '3')).toBe('constant.numeric.integer.ghs');
        for (const word of ['expect', 'after']) {
            expect(stateScopeOf('expect after Guard1 {', word), word).toBe('keyword.other.ghs');
        }
        expect(stateScopeOf('expect after Guard1 {', 'Guard1')).toBe('variable.other.figure.ghs');
        for (const word of ['after', 'round']) {
            expect(stateScopeOf('expect after round 2 {', word), word).toBe('keyword.other.ghs');
        }
        expect(stateScopeOf('Guard2 removed', 'removed')).toBe('storage.modifier.flag.ghs');
        expect(stateScopeOf('Guard2 removed', 'exhausted')).toBe('storage.modifier.flag.ghs');
        expect(stateScopeOf('Hero30 conditions none', 'none')).toBe('storage.modifier.flag.ghs');
        expect(stateScopeOf('Hero10 at D5 hp 6', 'hp')).toBe('keyword.other.ghs');
        expect(stateScopeOf('Hero10 at D5 hp 6', 'Hero10')).toBe('variable.other.figure.ghs');
        expect(stateScopeOf('Hero10 at D5 hp 6', 'poison')).toBe('constant.language.condition.ghs');
    });
});

describe('TextMate grammar of whole scenarios', () => {
    it('marks monster types, decks and the types standees and reveals name', () => {
        expect(wholeScopeOf('monster-type Guard', 'monster-type')).toBe('keyword.other.type.ghs');
        expect(wholeScopeOf('monster-type Guard', 'Guard')).toBe('entity.name.type.monster-type.ghs');
        expect(wholeScopeOf('    deck Guards', 'Guards')).toBe('entity.name.type.monster-type.ghs');
        expect(wholeScopeOf('Guard1 of Guard', 'Guard')).toBe('variable.other.figure.ghs');
        expect(wholeScopeOf('reveal Guard', 'Guard')).toBe('variable.other.figure.ghs');
    });

    it('marks stat card, card, standee, round and modifier words', () => {
        for (const word of ['elite', 'health']) {
            expect(wholeScopeOf('elite health 9', word), word).toBe('keyword.other.ghs');
        }
        for (const word of ['shield', 'retaliate', 'pierce']) {
            expect(wholeScopeOf('elite health 9', word), word).toBe('keyword.other.ability.ghs');
        }
        expect(wholeScopeOf('elite health 9', 'flying')).toBe('storage.modifier.move-mode.ghs');
        expect(wholeScopeOf('elite health 9', 'poison')).toBe('constant.language.condition.ghs');
        expect(wholeScopeOf('card "Double', 'shuffle')).toBe('keyword.other.ghs');
        expect(wholeScopeOf('attack -1 range +2', '-1')).toBe('constant.numeric.integer.signed.ghs');
        expect(wholeScopeOf('attack -1 range +2', '+2')).toBe('constant.numeric.integer.signed.ghs');
        expect(wholeScopeOf('attack -1 range +2', 'wound')).toBe('constant.language.condition.ghs');
        expect(wholeScopeOf('attack -1 range +2', 'push')).toBe('keyword.other.ability.ghs');
        expect(wholeScopeOf('heal 2 self', 'heal')).toBe('keyword.other.ability.ghs');
        expect(wholeScopeOf('infuse fire', 'fire')).toBe('constant.language.element.ghs');
        for (const word of ['number', 'hp', 'conditions']) {
            expect(wholeScopeOf('Guard1 of Guard', word), word).toBe('keyword.other.ghs');
        }
        expect(wholeScopeOf('Guard1 of Guard', 'muddle')).toBe('constant.language.condition.ghs');
        expect(wholeScopeOf('round 2', 'round')).toBe('keyword.other.ghs');
        for (const word of ['modifiers', 'seed', 'shuffle', 'bless', 'drawn', 'custom']) {
            expect(wholeScopeOf('modifiers seed', word), word).toBe(word === 'bless' ? 'constant.language.modifier-card.ghs' : 'keyword.other.ghs');
        }
        for (const word of ['+1', 'x2', 'null', 'curse']) {
            expect(wholeScopeOf('modifiers seed', word), word).toBe(word === '+1' ? 'constant.numeric.integer.signed.ghs' : 'constant.language.modifier-card.ghs');
        }
    });

    it('marks shuffle-due as one keyword', () => {
        const line = '  modifiers seed 3 shuffle 1 drawn +0, -1 shuffle-due custom';
        const tokens = grammar.tokenizeLine(line, INITIAL).tokens.map(t => [line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]]);
        expect(tokens.filter(([text]) => text.startsWith('shuffle'))).toEqual([['shuffle', 'keyword.other.ghs'], ['shuffle-due', 'keyword.other.ghs']]);
    });
});

const CARDS = `scenario "Cards" {
  monster-type Skeleton {
    standees 4
    normal health 4 move 2 attack 2 target 2
  }
  deck Witch {
    card "Rite" initiative 35 {
      attack +0 range 2 target all curse
      consume fire, earth: +1 attack, wound
      strengthen range 2
      inflict muddle range 3
      summon Skeleton elite
      consume dark: invisible self
    }
  }
  character Hero at D5 initiative 10 hp 8 of 10 curse 2
  summon    Wolf of Hero at D6
  monster   Skeleton2 of Skeleton at C4 number 2 summoned
  acted     Witch1 from A1 to A2 consumed fire
  elements  fire strong, ice waning, dark inert
  modifiers seed 4 drawn +1 added bless after 1
}`;

/** The innermost scope of `word` on the line of CARDS holding `lineText`. */
function cardsScopeOf(lineText: string, word: string): string {
    return scopeOnLine(CARDS, lineText, word);
}

describe('TextMate grammar of the card lines and what play writes for them', () => {
    it('marks the words of the card lines', () => {
        expect(cardsScopeOf('standees 4', 'standees')).toBe('keyword.other.ghs');
        expect(cardsScopeOf('target all curse', 'all')).toBe('keyword.other.ability.ghs');
        expect(cardsScopeOf('target all curse', 'curse')).toBe('constant.language.modifier-card.ghs');
        expect(cardsScopeOf('consume fire, earth', 'consume')).toBe('keyword.other.ability.ghs');
        expect(cardsScopeOf('consume fire, earth', 'earth')).toBe('constant.language.element.ghs');
        expect(cardsScopeOf('consume fire, earth', ':')).toBe('punctuation.separator.colon.ghs');
        expect(cardsScopeOf('consume fire, earth', '+1')).toBe('constant.numeric.integer.signed.ghs');
        expect(cardsScopeOf('strengthen range 2', 'strengthen')).toBe('constant.language.condition.ghs');
        expect(cardsScopeOf('inflict muddle', 'inflict')).toBe('keyword.other.ability.ghs');
        expect(cardsScopeOf('inflict muddle', 'muddle')).toBe('constant.language.condition.ghs');
        expect(cardsScopeOf('consume dark: invisible self', 'self')).toBe('keyword.other.ability.ghs');
    });

    it("names the type a card's summon places, and still declares a character's summon", () => {
        expect(cardsScopeOf('summon Skeleton elite', 'summon')).toBe('keyword.other.ability.ghs');
        expect(cardsScopeOf('summon Skeleton elite', 'Skeleton')).toBe('entity.name.type.monster-type.ghs');
        expect(cardsScopeOf('summon    Wolf', 'Wolf')).toBe('entity.name.type.figure.ghs');
    });

    it('marks the element board, curses, summoned standees, consumptions and added blesses', () => {
        expect(cardsScopeOf('elements  fire', 'elements')).toBe('keyword.other.ghs');
        expect(cardsScopeOf('elements  fire', 'strong')).toBe('storage.modifier.element-state.ghs');
        expect(cardsScopeOf('elements  fire', 'inert')).toBe('storage.modifier.element-state.ghs');
        expect(cardsScopeOf('hp 8 of 10 curse 2', 'curse')).toBe('constant.language.modifier-card.ghs');
        expect(cardsScopeOf('number 2 summoned', 'summoned')).toBe('storage.modifier.flag.ghs');
        expect(cardsScopeOf('consumed fire', 'consumed')).toBe('keyword.other.ghs');
        expect(cardsScopeOf('added bless after 1', 'added')).toBe('keyword.other.ghs');
    });
});
