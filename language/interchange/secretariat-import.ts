import { type Written, cardLines } from './secretariat-card-lines.js';
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
    /** The scenario level (0–7) whose stat card is written. */
    readonly level: number;
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

function monsterTypeBlock(monster: SecretariatMonster, level: number, deckName: string | undefined, warnings: string[], errors: string[]): SecretariatBlock | undefined {
    const name = ghsName(monster.name);
    const atLevel = monster.stats.filter(stat => stat.level === level);
    if (atLevel.length === 0) {
        const levels = [...new Set(monster.stats.map(stat => stat.level))].sort((a, b) => a - b);
        errors.push(`The monster file has no stat card at level ${level}${levels.length === 0 ? ': it has no stats at all' : `; its levels are ${levels.join(', ')}`}.`);
        return undefined;
    }
    const block = new BlockWriter(`${name}'s stat card`, warnings);
    block.lines.push(`monster-type ${name} {`);
    block.lines.push(`  // Gloomhaven Secretariat's '${monster.name}' at level ${level}`);
    if (monster.count !== undefined) {
        block.write({ kind: 'left-out', reason: 'the number of standees', source: { count: monster.count } }, '  ');
    }
    for (const side of ['normal', 'elite'] as const) {
        for (const [index, stat] of atLevel.filter(s => s.type === side).entries()) {
            if (index > 0) {
                block.write({ kind: 'left-out', reason: `a second ${side} stat card at level ${level}`, source: stat.source }, '  ');
                continue;
            }
            const written = statLine(stat, monster.flying);
            block.lines.push(`  ${written.line.replace(/^elite /, 'elite  ')}`);
            for (const left of written.leftOut) {
                block.write(left, '    ');
            }
        }
    }
    for (const stat of atLevel.filter(s => s.type !== 'normal' && s.type !== 'elite')) {
        block.write({ kind: 'left-out', reason: `a ${stat.type} stat card`, source: stat.source }, '  ');
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
    if (!Number.isInteger(files.level) || files.level < SCENARIO_LEVELS.min || files.level > SCENARIO_LEVELS.max) {
        return { blocks: [], warnings, errors: [`The level is ${files.level}: a scenario's level is ${SCENARIO_LEVELS.min} to ${SCENARIO_LEVELS.max}.`] };
    }
    const monster = readMonsterFile(files.monster);
    if ('error' in monster) {
        return { blocks: [], warnings, errors: [`The monster file cannot be read: ${monster.error}.`] };
    }
    const deck = files.deck === undefined ? undefined : readDeckFile(files.deck);
    if (deck && 'error' in deck) {
        return { blocks: [], warnings, errors: [`The deck file cannot be read: ${deck.error}.`] };
    }
    const deckName = deck && ghsName(deck.value.name ?? monster.value.deck);
    if (deck && deck.value.name !== undefined && deck.value.name !== monster.value.deck) {
        warnings.push(`The monster '${monster.value.name}' draws from the deck '${monster.value.deck}', but the deck file is '${deck.value.name}': its type now draws from ${deckName}.`);
    }
    const type = monsterTypeBlock(monster.value, files.level, deckName, warnings, errors);
    const cards = deck && deckName !== undefined ? deckBlock(deck.value, deckName, warnings, errors) : undefined;
    if (!type || (deck && !cards)) {
        // Nothing is written, so nothing was left out of it.
        return { blocks: [], warnings: [], errors };
    }
    return { blocks: cards ? [type, cards] : [type], warnings, errors };
}

/** The blocks as text, indented as a scenario's statements. */
export function blocksText(blocks: readonly SecretariatBlock[], indent = '  '): string {
    return blocks.map(block => block.lines.map(line => indent + line).join('\n')).join('\n\n');
}

/**
 * A scenario of its own holding the blocks, for an import into no scenario: an empty room the
 * author builds on, or copies the blocks from.
 */
export function scenarioOfBlocks(blocks: readonly SecretariatBlock[]): string {
    const title = blocks.length === 0 ? 'Imported' : blocks[0].name;
    return `scenario "${title} from Gloomhaven Secretariat" {\n  map A1..G7\n\n${blocksText(blocks)}\n}\n`;
}
