import type { IToken, TokenType } from 'chevrotain';
import { didYouMean } from './meant-word.js';
import { listWords, nearestKeyword } from './nearest-word.js';
import { type LeftOpen, type OpenBlock, describeBlock } from './open-block.js';

/** What the parser's tokens say about the blocks around an error, worked out only when a message needs it. */
export interface Blocks {
    /** The innermost block still open after the last token read. */
    openBefore(): OpenBlock | undefined;
    /** The first block a `}` seems to skip, judging by indentation. */
    leftOpen(): LeftOpen | undefined;
    /** Puts the error after this token rather than after the last one the parser read. */
    placeAfter(token: IToken): void;
}

/** The words a statement can start with, in the grammar's order. */
export const STATEMENT_KEYWORDS = [
    'rules', 'map', 'note', 'wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy', 'door', 'link',
    'character', 'summon', 'monster', 'expect', 'acted', 'monster-type', 'deck', 'round', 'modifiers'
] as const;

/** The words an ability block can start a part with. */
export const ABILITY_KEYWORDS = ['move', 'attack', 'aoe', 'muddled'] as const;

/** The words a line of an ability card can start with. */
export const CARD_KEYWORDS = ['move', 'attack', 'aoe', 'shield', 'retaliate', 'heal', 'infuse', 'consume'] as const;

/** The conditions, as the grammar names them. */
export const CONDITION_WORDS = ['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible'] as const;

/** Words that only continue a statement; a typo of one of them is offered too. */
export const CONTINUING_KEYWORDS = [
    'scenario', 'at', 'initiative', 'of', 'between', 'and', 'invisible', 'long-rest', 'flying', 'jumping', 'teleport',
    'range', 'target', 'origin', 'hexes', 'from', 'to', 'attacks', 'gloomhaven', 'gloomhaven2e', 'frosthaven', 'jotl',
    'closed', 'open', 'damage'
] as const;

/**
 * The words of stat cards, ability cards, standees, rounds and the modifier deck. They are not
 * offered for a misspelt statement word: `portal` is no closer to being `normal` than to anything.
 */
export const SCENARIO_KEYWORDS = [
    ...CARD_KEYWORDS, ...CONDITION_WORDS, 'normal', 'elite', 'health', 'pierce', 'adds', 'immune', 'card', 'shuffle',
    'push', 'pull', 'self', 'fire', 'ice', 'air', 'earth', 'light', 'dark', 'number', 'hp', 'conditions', 'reveal', 'seed',
    'order', 'bless', 'curse', 'drawn', 'x2', 'null', 'shuffle-due', 'custom', 'exhausted', 'after', 'removed', 'none', 'in'
] as const;

/** The editions a `rules` line names. */
export const EDITIONS_WORDS = ['gloomhaven', 'gloomhaven2e', 'frosthaven', 'jotl'] as const;

const ALL_KEYWORDS: readonly string[] = [...STATEMENT_KEYWORDS, ...ABILITY_KEYWORDS, ...CONTINUING_KEYWORDS];

/**
 * Messages that say something is missing after a word start with this: the parser places them on
 * that word, on the line where the statement stops short, instead of on the next line's first word.
 */
export const MISSING = 'Missing ';

export interface Mismatch {
    readonly expected: TokenType;
    readonly actual: IToken;
    readonly previous: IToken;
    readonly ruleName: string;
}

export function isEndOfFile(token: IToken): boolean {
    return token.tokenType?.name === 'EOF' || !Number.isFinite(token.startOffset) || token.startOffset < 0;
}

/** The token the parser found stands on a later line than the one it read last, or there is none. */
function statementStoppedShort(actual: IToken, previous: IToken): boolean {
    return isEndOfFile(actual) || actual.image === '}' ||
        (!isEndOfFile(previous) && (actual.startLine ?? 0) > (previous.endLine ?? previous.startLine ?? 0));
}

function shown(token: IToken): string {
    return `'${token.image}'`;
}

/** What a rule expects at a token it did not get, in the language's words, and an example of it. */
export function expectedWords(ruleName: string, expected: string, previous: string): readonly [string, string?] {
    switch (expected) {
        case 'ID':
            return nameWords(ruleName, previous);
        case 'INT':
            return numberWords(ruleName, previous);
        case 'SIGNED_INT':
            return signedWords(previous);
        case 'STRING':
            return ruleName === 'Scenario' ? ['the scenario\'s name in double quotes', 'scenario "Black Barrow"'] : ['the text in double quotes', 'note "The door opens"'];
        case 'at':
            return ['\'at\' and a hex', 'at C4'];
        case '..':
            return ['\'..\' and the opposite corner', 'map A1..G7'];
        case 'and':
            return ['\'and\' and the second hex', 'wall between C4 and C5'];
        case 'initiative':
            return ['\'initiative\' and a number', 'initiative 10'];
        case 'of':
            return ['\'of\' and the character it belongs to', 'summon Bear of Hero at C4'];
        case 'from':
            return ['\'from\' and the hex the monster started on', 'acted Guard from C4 to D4'];
        case 'to':
            return ruleName === 'ActedRecord' ? ['\'to\' and the hex the monster ended on', 'to D4'] : ['\'to\' and a hex', 'to D4'];
        case 'hexes':
            return ['\'hexes\' and the hexes of the area', 'aoe hexes A1, B1'];
        case '{':
            return ruleName === 'ExpectStatement' ? ['\'{\' and the options', 'expect Guard { to C4 attacks Hero }'] : ['\'{\''];
        default:
            return [`'${expected}'`];
    }
}

function nameWords(ruleName: string, previous: string): readonly [string, string?] {
    switch (ruleName) {
        case 'HexRef':
            return previous === 'map' ? ['the map\'s top-left corner', 'map A1..G7'] : ['a hex', 'C4'];
        case 'Character':
            return ['the character\'s name', 'character Spellweaver at C4 initiative 10'];
        case 'Monster':
            return previous === 'of' ? ['the monster type', 'monster Guard1 of Guard at C4'] : ['the monster\'s name', 'monster Guard at C4'];
        case 'MonsterType':
            return previous === 'deck' ? ['the name of the deck it draws from', 'deck Guard'] : ['the monster type\'s name', 'monster-type Guard { normal health 5 move 2 attack 2 }'];
        case 'Deck':
            return ['the deck\'s name', 'deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }'];
        case 'Reveal':
            return ['the monster type', 'reveal Guard "Rush"'];
        case 'Summon':
            return previous === 'of' ? ['the name of the character it belongs to', 'summon Bear of Hero at C4'] : ['the summon\'s name', 'summon Bear of Hero at C4'];
        case 'ExpectStatement':
            return previous === 'after'
                ? ['the name of the monster whose turn it follows, or \'round\' and its number', 'expect after Guard { Hero hp 5 }']
                : ['the name of the monster', 'expect Guard { to C4 }'];
        case 'ActedRecord':
            return ['the name of the monster', 'acted Guard from C4 to D4'];
        case 'AttackedTarget':
            return ['the name of a figure the monster attacks', 'attacks Hero'];
        case 'StateFact':
            return ['the name of a figure', 'Hero10 hp 5'];
        default:
            return ['a name'];
    }
}

/** Ability cards change the stat card's values: their numbers carry a sign. */
function signedWords(previous: string): readonly [string, string?] {
    switch (previous) {
        case 'move':
            return ['the change to the stat card\'s move, with its sign', 'move +1'];
        case 'attack':
            return ['the change to the stat card\'s attack, with its sign', 'attack -1'];
        case 'range':
            return ['the change to the stat card\'s range, with its sign', 'range +2'];
        default:
            return ['a modifier card', '+1, -1, x2'];
    }
}

function numberWords(ruleName: string, previous: string): readonly [string, string?] {
    if (previous === 'initiative') {
        return ['a number', 'initiative 10'];
    }
    if (ruleName === 'Move') {
        return ['the movement points', 'move 2'];
    }
    if (previous === 'range') {
        return ['the range', 'range 3 (0 for melee)'];
    }
    if (previous === 'target') {
        return ['the number of targets', 'target 2'];
    }
    return ['a number'];
}

/**
 * A token that does not fit: what is missing when the statement stops short, what the block can
 * hold when a word is out of place, and the keyword a typo most likely meant.
 */
export function mismatchMessage(mismatch: Mismatch, blocks: Blocks): string {
    const { expected, actual, previous, ruleName } = mismatch;
    if (expected.name === '}') {
        return closingMessage(mismatch, blocks);
    }
    if (expected.name === 'scenario') {
        return startMessage(actual);
    }
    const [what, example] = expectedWords(ruleName, expected.name, previous.image);
    const such = example ? `, such as ${example}` : '';
    if (statementStoppedShort(actual, previous)) {
        return `${MISSING}${what} after ${shown(previous)}${such}.`;
    }
    const meant = actual.tokenType?.name === 'ID' && expected.name !== 'ID' ? nearestKeyword(actual.image, [expected.name]) : undefined;
    return meant ? `${shown(actual)} is not a word here: ${didYouMean(meant)}` : `Expected ${what} after ${shown(previous)}${such}, not ${shown(actual)}.`;
}

function startMessage(actual: IToken): string {
    if (isEndOfFile(actual)) {
        return 'The file is empty: a scenario starts with scenario "Name" { and ends with }.';
    }
    const meant = nearestKeyword(actual.image, ['scenario']);
    return meant
        ? `${shown(actual)} is not a word here: ${didYouMean('scenario')}`
        : `A scenario file starts with scenario "Name" {, not ${shown(actual)}.`;
}

/** A `}` was expected: either a block was left open, or a word stands where only statements may. */
function closingMessage({ actual, previous, ruleName }: Mismatch, blocks: Blocks): string {
    const startsStatement = isStatementKeyword(actual);
    if (startsStatement && ruleName === 'Scenario') {
        // A statement's first word where the scenario expected its end: the statement could not be read.
        return incompleteStatementMessage(actual);
    }
    if (isEndOfFile(actual)) {
        const skipped = blocks.leftOpen();
        if (skipped) {
            blocks.placeAfter(skipped.lastInside);
            return `${MISSING}'}' after ${shown(skipped.lastInside)} to close ${describeBlock(skipped.block)} (opened on line ${skipped.block.line}): ` +
                `the '}' on line ${skipped.closer.startLine} lines up with an outer block but closes this one, so the file ends one '}' short.`;
        }
    }
    // The next card of the deck: the card before it was left open.
    const nextCard = ruleName === 'Card' && actual.image === 'card' && actual.tokenType?.name === 'card';
    if (isEndOfFile(actual) || startsStatement || nextCard) {
        const block = blocks.openBefore();
        const closes = block ? ` to close ${describeBlock(block)} (opened on line ${block.line})` : '';
        return isEndOfFile(actual)
            ? `${MISSING}'}' at the end of the file${closes}.`
            : `${MISSING}'}' after ${shown(previous)}${closes}.`;
    }
    return outOfPlaceMessage(actual, ruleName);
}

/**
 * A line the parser skipped while recovering from an earlier error, when its first word looks like
 * a misspelt statement keyword: it gets its own message instead of waiting for the first to be fixed.
 */
export function skippedStatementMessage(first: IToken): string | undefined {
    const meant = first.tokenType?.name === 'ID' ? nearestKeyword(first.image, STATEMENT_KEYWORDS) : undefined;
    return meant && `${shown(first)} is not a statement: ${didYouMean(meant)}`;
}

/** A word that cannot stand where it does, with the keyword a typo most likely meant. */
function outOfPlaceMessage(actual: IToken, ruleName: string): string {
    const word = shown(actual);
    if (ruleName === 'Ability') {
        const meant = actual.tokenType?.name === 'ID' ? nearestKeyword(actual.image, ALL_KEYWORDS) : undefined;
        return meant
            ? `${word} is not part of an ability: ${didYouMean(meant)}`
            : `${word} is not part of an ability: an ability block holds ${listWords([...ABILITY_KEYWORDS])}, such as { move 2 attack 3 }.`;
    }
    const nested = NESTED_BLOCKS[ruleName];
    if (nested) {
        const meant = actual.tokenType?.name === 'ID' ? nearestKeyword(actual.image, nested.words) : undefined;
        return meant
            ? `${word} is not part of ${nested.name}: ${didYouMean(meant)}`
            : `${word} is not part of ${nested.name}: ${nested.holds}.`;
    }
    if (ruleName === 'ExpectStatement') {
        const meant = actual.tokenType?.name === 'ID' ? nearestKeyword(actual.image, ['to', 'attacks']) : undefined;
        return meant
            ? `${word} is not part of an expect block: ${didYouMean(meant)}`
            : `${word} is not part of an expect block: list each option as to C4, or to C4 attacks Hero.`;
    }
    if (actual.tokenType?.name === 'ID') {
        const meant = nearestKeyword(actual.image, ALL_KEYWORDS);
        if (meant) {
            return `${word} is not a statement: ${didYouMean(meant)}`;
        }
    }
    if ((ABILITY_KEYWORDS as readonly string[]).includes(actual.image)) {
        return `${word} is not a statement: it belongs in a monster's ability block, such as monster Guard at C4 { move 2 attack 3 }.`;
    }
    return `${word} is not a statement: a statement starts with ${listWords([...STATEMENT_KEYWORDS])}.`;
}

/** The statements with a block of their own, other than the ability and expect blocks: what each holds, and its words. */
const NESTED_BLOCKS: Readonly<Record<string, { name: string; holds: string; words: readonly string[] }>> = {
    MonsterType: {
        name: 'a monster type',
        holds: "it holds its stat cards, such as normal health 5 move 2 attack 2, and 'deck' and the deck it draws from",
        words: ['normal', 'elite', 'health', 'move', 'attack', 'range', 'shield', 'pierce', 'flying', 'jumping', 'retaliate', 'adds', 'immune', 'deck', ...CONDITION_WORDS]
    },
    Deck: {
        name: 'a deck',
        holds: 'it holds its cards, such as card "Rush" initiative 20 { move +1 attack -1 }',
        words: ['card']
    },
    Card: {
        name: 'a card',
        holds: `each of its lines starts with ${listWords([...CARD_KEYWORDS])}`,
        words: [...CARD_KEYWORDS, 'range', 'target', 'pierce', 'push', 'pull', 'self', 'hexes', 'origin', 'fire', 'ice', 'air', 'earth', 'light', 'dark', ...CONDITION_WORDS]
    },
    RoundStatement: {
        name: 'a round block',
        holds: 'it holds the card each monster type reveals, such as reveal Guard "Rush"',
        words: ['reveal', 'seed', 'shuffle', 'card']
    }
};

function isStatementKeyword(token: IToken): boolean {
    return (STATEMENT_KEYWORDS as readonly string[]).includes(token.image) && token.tokenType?.name === token.image;
}

const STATEMENT_EXAMPLES: Readonly<Record<string, string>> = {
    rules: 'rules frosthaven',
    map: 'map A1..G7',
    note: 'note "The door opens"',
    wall: 'wall C4..D5, or wall between C4 and C5 for a thin wall',
    door: 'door D5 closed',
    link: 'link C4 and H9',
    character: 'character Hero at C4 initiative 10',
    summon: 'summon Bear of Hero at C4',
    monster: 'monster Guard at C4 { move 2 attack 3 }',
    expect: 'expect Guard { to C4 attacks Hero }',
    acted: 'acted Guard from C4 to D4 attacks Hero',
    'monster-type': 'monster-type Guard { normal health 5 move 2 attack 2 }',
    deck: 'deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }',
    round: 'round 1 { reveal Guard "Rush" }',
    modifiers: 'modifiers seed 42, or modifiers order +0, +1, -1, x2'
};

function incompleteStatementMessage(keyword: IToken): string {
    const example = STATEMENT_EXAMPLES[keyword.image] ?? `${keyword.image} C4, D5..E6`;
    return `Incomplete '${keyword.image}' statement: write it such as ${example}.`;
}

/** None of a rule's alternatives fits: only the edition and the start of a statement have several. */
export function noViableAltMessage(actual: IToken, previous: IToken, ruleName: string, expected: readonly string[]): string {
    if (ruleName === 'Edition') {
        if (statementStoppedShort(actual, previous)) {
            return `${MISSING}the edition after 'rules': ${listWords([...EDITIONS_WORDS])}.`;
        }
        const meant = nearestKeyword(actual.image, EDITIONS_WORDS);
        return meant
            ? `${shown(actual)} is not an edition: ${didYouMean(meant)}`
            : `${shown(actual)} is not an edition: write ${listWords([...EDITIONS_WORDS])}.`;
    }
    if (ruleName === 'Statement' && isStatementKeyword(actual)) {
        return incompleteStatementMessage(actual);
    }
    if (ruleName === 'AttackRange' && expected.includes('INT')) {
        // One rule for an ability block's range and a card's: the words give both forms.
        const what = "the range after 'range', such as range 3 (0 for melee); on a card, range +1 changes the stat card's";
        return statementStoppedShort(actual, previous) ? `${MISSING}${what}.` : `Expected ${what}, not ${shown(actual)}.`;
    }
    if (ruleName === 'ExpectStatement' && expected.includes('ID')) {
        // `after` starts the rarer form: the name of the monster is what is missing.
        const [what, example] = nameWords(ruleName, previous.image);
        return statementStoppedShort(actual, previous)
            ? `${MISSING}${what} after ${shown(previous)}, such as ${example}.`
            : `Expected ${what} after ${shown(previous)}, such as ${example}, not ${shown(actual)}.`;
    }
    const what = listWords(expected.map(e => expectedWords(ruleName, e, previous.image)[0]));
    if (statementStoppedShort(actual, previous)) {
        return `${MISSING}${what} after ${shown(previous)}.`;
    }
    return `Expected ${what} after ${shown(previous)}, not ${shown(actual)}.`;
}

/** A `}` too many, taken to close the scenario before the statements after it. */
export function extraBraceMessage(following: IToken): string {
    return `An extra '}': it closes the scenario here, leaving what follows (from line ${following.startLine}) outside. Remove it.`;
}

/** A `}` too many after the scenario's closing one. */
export function extraClosingBraceMessage(closer: IToken): string {
    return `An extra '}': the scenario is already closed on line ${closer.startLine}. Remove it.`;
}

export function notAllInputParsedMessage(firstRedundant: IToken): string {
    return `${shown(firstRedundant)} stands after the scenario's closing '}': everything belongs inside the scenario's braces.`;
}

export function unexpectedCharactersMessage(text: string): string {
    if (text.startsWith('"')) {
        return 'A text in double quotes must end on the line it starts on: add the closing \'"\'.';
    }
    const characters = charactersOf(text);
    const them = characters.length === 1 ? 'it' : 'them';
    if (!characters.some(isInvisible)) {
        return `'${text}' is not part of the language: remove ${them}.`;
    }
    // A control character printed as it is would garble the message, or not show at all.
    const shown = characters.slice(0, CHARACTERS_LISTED).map(c => isInvisible(c) ? codePointOf(c) : `'${c}'`);
    const more = characters.length - shown.length;
    const listed = more > 0 ? `${shown.join(', ')} and ${more} more` : listWords(shown, 'and');
    return `${listed} ${characters.length === 1 ? 'is' : 'are'} not part of the language: remove ${them}.`;
}

/** The most characters a message names one by one. */
const CHARACTERS_LISTED = 6;

/**
 * The characters as a reader counts them: an emoji is one, though it takes two UTF-16 units, and
 * so is a letter with its combining accent or a family of people joined into one picture.
 */
function charactersOf(text: string): string[] {
    // The lexer reports up to a hundred runs a file, some of them long: segmenting costs about
    // fifty times as much as splitting into code points, so it is kept for the text where it
    // can differ, that with a character that may join its neighbour into one.
    if (!MAY_JOIN.test(text)) {
        return [...text];
    }
    graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
    return [...graphemes.segment(text)].map(s => s.segment);
}

let graphemes: Intl.Segmenter | undefined;

/**
 * The characters that may make one character with the one before or after (Unicode's grapheme
 * cluster boundaries, UAX #29): marks and other extenders, joiners and other format characters,
 * emoji modifiers, Hangul jamo, regional indicators, a carriage return before its line feed, and
 * the few prepended and spacing letters that are not marks.
 */
const MAY_JOIN = /[\p{M}\p{Cf}\p{Emoji_Modifier}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{1F1E6}-\u{1F1FF}\r\u0D4E\u0E33\u0EB3\u{111C2}\u{111C3}\u{1193F}\u{11941}\u{11A3A}\u{11A84}-\u{11A89}\u{11D46}]/u;

/** A character with nothing to see: a control or format character, a separator, a lone surrogate, one not assigned. */
function isInvisible(character: string): boolean {
    return [...character].length === 1 && /^[\p{Cc}\p{Cf}\p{Cs}\p{Cn}\p{Co}\p{Z}]$/u.test(character);
}

/** `U+0000`, `U+1F409`: at least four hexadecimal digits. */
function codePointOf(character: string): string {
    return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
