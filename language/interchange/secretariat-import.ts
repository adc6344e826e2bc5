import { type Written, amountOf, cardLines } from './secretariat-card-lines.js';
import { type SecretariatDeck, type SecretariatMonster, readDeckFile, readMonsterFile } from './secretariat-format.js';
import { statLine } from './secretariat-stat-card.js';

/**
 * A monster type and its ability deck from a user's own Gloomhaven Secretariat data files, as
 * the `monster-type` and `deck` blocks of a scenario. Everything the files hold that the blocks
 * cannot say stays in them as a comment holding the file's own words, and is listed in
 * `warnings`: the user sees what was left out and can still read it in the scenario.
 */

export interface SecretariatFiles {
    /** The monster file's text. */
    readonly monster: string;
    /** The deck file's text, when the deck is imported too. */
    readonly deck?: string;
    /** The scenario level (0–7) whose stat card is written; every level of the file without it. */
    readonly level?: number;
}

export interface SecretariatBlock {
    readonly kind: 'monster-type' | 'deck';
    readonly name: string;
    /** The block's text, comments included, each line without indentation and without a newline. */
    readonly lines: readonly string[];
}

export interface SecretariatImport {
    /** The blocks, the monster type first; empty when the files cannot be read. */
    readonly blocks: readonly SecretariatBlock[];
    /** The levels of the stat cards written; empty when none is. */
    readonly levels: readonly number[];
    readonly warnings: readonly string[];
    readonly errors: readonly string[];
}

export const SCENARIO_LEVELS = { min: 0, max: 7 } as const;

/** `bandit-guard` → `BanditGuard`: a name the language accepts. */
export function ghsName(name: string): string {
    const words = name.split(/[^A-Za-z0-9]+/).filter(word => word !== '');
    const joined = words.map(word => word[0].toUpperCase() + word.slice(1)).join('');
    return joined === '' ? 'Imported' : /^[0-9]/.test(joined) ? `M${joined}` : joined;
}

/** The comment that keeps what a block cannot say, and its warning. */
function comment(written: Written & { kind: 'left-out' }): string {
    return `// not imported (${written.reason}): ${JSON.stringify(written.source)}`;
}

class BlockWriter {
    readonly lines: string[] = [];
    constructor(private readonly where: string, private readonly warnings: string[]) {}

    write(written: Written, indent: string): void {
        if (written.kind === 'line') {
            this.lines.push(indent + written.text);
        } else {
            this.lines.push(indent + comment(written));
            this.warnings.push(`${this.where}: kept as a comment (${written.reason}): ${JSON.stringify(written.source)}`);
        }
    }
}

/** The levels written: the one asked for, or every level of the file; undefined (with the error) when the file lacks the one asked for. */
function levelsWritten(monster: SecretariatMonster, level: number | undefined, errors: string[]): number[] | undefined {
    const levels = [...new Set(monster.stats.map(stat => stat.level))].sort((a, b) => a - b);
    if (levels.length === 0) {
        errors.push('The monster file has no stat card at all.');
        return undefined;
    }
    if (level !== undefined && !levels.includes(level)) {
        errors.push(`The monster file has no stat card at level ${level}; its levels are ${levels.join(', ')}.`);
        return undefined;
    }
    const outside = levels.filter(l => l < SCENARIO_LEVELS.min || l > SCENARIO_LEVELS.max);
    if (level === undefined && outside.length > 0) {
        errors.push(`The monster file has stat cards at level ${outside.join(', ')}: a scenario's level is ${SCENARIO_LEVELS.min} to ${SCENARIO_LEVELS.max}.`);
        return undefined;
    }
    return level === undefined ? levels : [level];
}

/** One level's `level N { … }` block: its normal and elite lines, and what they leave out. */
function writeLevel(type: BlockWriter, monster: SecretariatMonster, level: number, warnings: string[]): void {
    const atLevel = monster.stats.filter(stat => stat.level === level);
    const block = new BlockWriter(`${ghsName(monster.name)}'s level ${level} stat card`, warnings);
    block.lines.push(`  level ${level} {`);
    for (const side of ['normal', 'elite'] as const) {
        for (const [index, stat] of atLevel.filter(s => s.type === side).entries()) {
            if (index > 0) {
                block.write({ kind: 'left-out', reason: `a second ${side} stat card at level ${level}`, source: stat.source }, '    ');
                continue;
            }
            const written = statLine(stat, monster.flying);
            block.lines.push(`    ${written.line.replace(/^elite /, 'elite  ')}`);
            for (const left of written.leftOut) {
                block.write(left, '      ');
            }
        }
    }
    for (const stat of atLevel.filter(s => s.type !== 'normal' && s.type !== 'elite')) {
        block.write({ kind: 'left-out', reason: `a ${stat.type} stat card`, source: stat.source }, '    ');
    }
    block.lines.push('  }');
    type.lines.push(...block.lines);
}

function monsterTypeBlock(monster: SecretariatMonster, levels: readonly number[], deckName: string | undefined, warnings: string[]): SecretariatBlock {
    const name = ghsName(monster.name);
    const block = new BlockWriter(`${name}'s stat card`, warnings);
    block.lines.push(`monster-type ${name} {`);
    block.lines.push(`  // Gloomhaven Secretariat's '${monster.name}'`);
    const standees = monster.count === undefined ? undefined : amountOf(monster.count);
    if (standees !== undefined && standees > 0) {
        block.lines.push(`  standees ${standees}`);
    } else if (monster.count !== undefined) {
        block.write({ kind: 'left-out', reason: 'a number of standees that is not a whole number from 1', source: { count: monster.count } }, '  ');
    }
    for (const level of levels) {
        writeLevel(block, monster, level, warnings);
    }
    if (deckName === undefined) {
        block.write({ kind: 'left-out', reason: 'the ability deck, whose file was not imported', source: { deck: monster.deck } }, '  ');
    } else if (deckName !== name) {
        block.lines.push(`  deck ${deckName}`);
    }
    block.lines.push('}');
    return { kind: 'monster-type', name, lines: block.lines };
}

function deckBlock(deck: SecretariatDeck, name: string, warnings: string[], errors: string[]): SecretariatBlock | undefined {
    const block: string[] = [`deck ${name} {`];
    const seen = new Set<string>();
    for (const card of deck.abilities) {
        const cardName = String(card.cardId);
        if (seen.has(cardName)) {
            errors.push(`The deck file has two cards with the cardId ${cardName}: a deck's cards have different names.`);
            return undefined;
        }
        seen.add(cardName);
        if (card.initiative < 1 || card.initiative > 99) {
            errors.push(`The card ${cardName} has the initiative ${card.initiative}: initiatives are 1 to 99.`);
            return undefined;
        }
        const writer = new BlockWriter(`card ${cardName} of the deck ${name}`, warnings);
        for (const written of cardLines(card.actions)) {
            writer.write(written, '    ');
        }
        block.push(`  card ${JSON.stringify(cardName)} initiative ${card.initiative}${card.shuffle ? ' shuffle' : ''} {`, ...writer.lines, '  }');
    }
    block.push('}');
    return { kind: 'deck', name, lines: block };
}

/** The blocks of a monster file (and its deck file) at one level, or why they cannot be written. */
export function importSecretariat(files: SecretariatFiles): SecretariatImport {
    const warnings: string[] = [];
    const errors: string[] = [];
    if (files.level !== undefined && (!Number.isInteger(files.level) || files.level < SCENARIO_LEVELS.min || files.level > SCENARIO_LEVELS.max)) {
        return { blocks: [], levels: [], warnings, errors: [`The level is ${files.level}: a scenario's level is ${SCENARIO_LEVELS.min} to ${SCENARIO_LEVELS.max}.`] };
    }
    const monster = readMonsterFile(files.monster);
    if ('error' in monster) {
        return { blocks: [], levels: [], warnings, errors: [`The monster file cannot be read: ${monster.error}.`] };
    }
    const deck = files.deck === undefined ? undefined : readDeckFile(files.deck);
    if (deck && 'error' in deck) {
        return { blocks: [], levels: [], warnings, errors: [`The deck file cannot be read: ${deck.error}.`] };
    }
    const deckName = deck && ghsName(deck.value.name ?? monster.value.deck);
    if (deck && deck.value.name !== undefined && deck.value.name !== monster.value.deck) {
        warnings.push(`The monster '${monster.value.name}' draws from the deck '${monster.value.deck}', but the deck file is '${deck.value.name}': its type now draws from ${deckName}.`);
    }
    const levels = levelsWritten(monster.value, files.level, errors);
    const type = levels && monsterTypeBlock(monster.value, levels, deckName, warnings);
    const cards = deck && deckName !== undefined ? deckBlock(deck.value, deckName, warnings, errors) : undefined;
    if (!type || !levels || (deck && !cards)) {
        // Nothing is written, so nothing was left out of it.
        return { blocks: [], levels: [], warnings: [], errors };
    }
    return { blocks: cards ? [type, cards] : [type], levels, warnings, errors };
}

/** The blocks as text, indented as a scenario's statements. */
export function blocksText(blocks: readonly SecretariatBlock[], indent = '  '): string {
    return blocks.map(block => block.lines.map(line => indent + line).join('\n')).join('\n\n');
}

/**
 * A scenario of its own holding the blocks, for an import into no scenario: an empty room the
 * author builds on, or copies the blocks from, at one of the levels written.
 */
export function scenarioOfBlocks(imported: Pick<SecretariatImport, 'blocks' | 'levels'>): string {
    const title = imported.blocks.length === 0 ? 'Imported' : imported.blocks[0].name;
    // Played at level 1, the level of a party of level-1 characters, when the type has it.
    const level = imported.levels.includes(1) ? 1 : imported.levels[0];
    const levelLine = level === undefined ? '' : `  level ${level}\n`;
    return `scenario "${title} from Gloomhaven Secretariat" {\n  map A1..G7\n${levelLine}\n${blocksText(imported.blocks)}\n}\n`;
}
