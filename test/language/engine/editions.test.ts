import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GrammarAST } from 'langium';
import { describe, expect, it } from 'vitest';
import { TERRAIN_KINDS } from '../../../language/model/board.js';
import { DEFAULT_EDITION, EDITIONS, EDITION_RULES, EDITION_RULE_LABELS, type EditionRuleKey, editionRuleLines } from '../../../language/rules/editions.js';
import { GhsGrammar } from '../../../language/generated/grammar.js';
import { defaultEditionIn } from '../../../server/lsp/settings.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The keywords of a data-type rule of the grammar (`Edition`, `TerrainKind`), in their order there. */
function grammarKeywords(ruleName: string): string[] {
    const rule = GhsGrammar().rules.find(r => r.name === ruleName);
    if (!rule || !GrammarAST.isParserRule(rule) || !GrammarAST.isAlternatives(rule.definition)) {
        throw new Error(`the grammar has no rule ${ruleName} made of alternatives`);
    }
    return rule.definition.elements.map(element => (GrammarAST.isKeyword(element) ? element.value : `<${element.$type}>`));
}

/** The rows of the first Markdown table after `heading`, each as its trimmed cells. */
function markdownTable(text: string, heading: string): string[][] {
    const lines = text.split('\n');
    const start = lines.indexOf(heading);
    expect(start, `${heading} in docs/language.md`).toBeGreaterThanOrEqual(0);
    const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
    const rows: string[][] = [];
    for (let i = first; i < lines.length && lines[i].startsWith('|'); i++) {
        rows.push(lines[i].slice(1, -1).split('|').map(cell => cell.trim()));
    }
    return rows;
}

describe('the edition list has one source', () => {
    it('the grammar names the editions of the record, in its order', () => {
        expect(grammarKeywords('Edition')).toEqual([...EDITIONS]);
    });

    it('the extension\'s ghs.defaultEdition setting offers the same editions, named as the record names them', () => {
        const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
        const setting = manifest.contributes.configuration.properties['ghs.defaultEdition'];
        expect(setting.enum).toEqual([...EDITIONS]);
        expect(setting.default).toBe(DEFAULT_EDITION);
        expect(setting.enumDescriptions).toEqual(EDITIONS.map(e => `${EDITION_RULES[e].name} rules.`));
    });

    it('the server\'s settings accept every edition and nothing else', () => {
        for (const edition of EDITIONS) {
            expect(defaultEditionIn({ defaultEdition: edition })).toBe(edition);
        }
        expect(defaultEditionIn({ defaultEdition: 'descent' })).toBeUndefined();
    });

    it('the board knows the grammar\'s terrain kinds', () => {
        expect([...TERRAIN_KINDS].sort()).toEqual(grammarKeywords('TerrainKind').sort());
    });
});

describe('every edition rule', () => {
    const keys = Object.keys(EDITION_RULE_LABELS) as EditionRuleKey[];

    it('has a one-sentence rule and a source in every edition', () => {
        for (const edition of EDITIONS) {
            for (const key of keys) {
                const { rule, source } = EDITION_RULES[edition][key];
                expect(rule, `${edition} ${key}`).toMatch(/^[a-z][^.]*[^.\s]$/);
                expect(source.length, `${edition} ${key} source`).toBeGreaterThan(0);
            }
        }
    });

    it('differs between at least two editions, or it is no difference', () => {
        for (const key of keys) {
            const values = new Set(EDITIONS.map(e => JSON.stringify(EDITION_RULES[e][key].value)));
            const rules = new Set(EDITIONS.map(e => EDITION_RULES[e][key].rule));
            expect(values.size, key).toBeGreaterThan(1);
            // Two editions with one value say it in one sentence.
            expect(rules.size, key).toBe(values.size);
        }
    });

    it('is the row of the language reference\'s edition table, word for word', () => {
        const rows = markdownTable(readFileSync(resolve(root, 'docs/language.md'), 'utf8'), '## Editions');
        expect(rows[0]).toEqual(['rule', ...EDITIONS.map(e => `\`${e}\``)]);
        expect(rows.slice(2).map(row => row[0])).toEqual(keys.map(key => EDITION_RULE_LABELS[key]));
        rows.slice(2).forEach((row, i) => {
            expect(row.slice(1), row[0]).toEqual(EDITIONS.map(e => editionRuleLines(e)[i].rule));
        });
    });
});
