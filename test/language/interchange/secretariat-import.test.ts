import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blocksText, ghsName, importSecretariat, scenarioOfBlocks } from '../../../language/interchange/secretariat-import.js';
import { parseAndValidate } from '../helpers.js';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/secretariat');
const file = (name: string): string => readFileSync(resolve(folder, name), 'utf8');

const SENTRY_LEVEL_1 = `  monster-type StoneSentry {
    // Gloomhaven Secretariat's 'stone-sentry'
    standees 4
    level 1 {
      normal health 5 move 2 attack 2 range 3 adds poison immune stun
      elite  health 8 move 2 attack 3 range 4 shield 1 retaliate 2 range 2 target 2 immune stun, poison
        // not imported (immunities this language has no condition for): {"immunities":["curse"]}
    }
    deck Sentry
  }

  deck Sentry {
    card "901" initiative 14 {
      move +1
      attack -1 range +1 target 2 poison
    }
    card "902" initiative 31 shuffle {
      shield 2
      retaliate 1 range 3
      heal 2 self
    }
    card "903" initiative 52 {
      attack +0 pierce 2
      aoe hexes A1, A2, B1
      infuse earth
    }
    card "904" initiative 67 {
      // not imported (a consumption of earth: the file does not say which line it adds to): {"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"attack","value":2,"valueType":"plus"}]}
      move +0 jumping
      attack +1 push 1
      // not imported (an absolute range: a card line changes the stat card's range): {"type":"range","value":2}
      // not imported (the condition 'curse', which an attack line cannot add): {"type":"condition","value":"curse"}
      // not imported (no 'summon' line in this language): {"type":"summon","value":"stone-pup"}
      // not imported (text the card prints): {"type":"custom","value":"The sentry hums."}
    }
  }`;

describe('monster types and decks from Gloomhaven Secretariat files', () => {
    it('writes the stat card of the level asked for, baseStat merged in, and every card of the deck', () => {
        const imported = importSecretariat({ monster: file('sentry.json'), deck: file('sentry-deck.json'), level: 1 });
        expect(imported.errors).toEqual([]);
        expect(blocksText(imported.blocks)).toBe(SENTRY_LEVEL_1);
    });

    it('reports each thing kept as a comment, where it is', () => {
        const imported = importSecretariat({ monster: file('sentry.json'), deck: file('sentry-deck.json'), level: 1 });
        expect(imported.warnings).toEqual([
            `StoneSentry's level 1 stat card: kept as a comment (immunities this language has no condition for): {"immunities":["curse"]}`,
            `card 904 of the deck Sentry: kept as a comment (a consumption of earth: the file does not say which line it adds to): {"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"attack","value":2,"valueType":"plus"}]}`,
            `card 904 of the deck Sentry: kept as a comment (an absolute range: a card line changes the stat card's range): {"type":"range","value":2}`,
            `card 904 of the deck Sentry: kept as a comment (the condition 'curse', which an attack line cannot add): {"type":"condition","value":"curse"}`,
            `card 904 of the deck Sentry: kept as a comment (no 'summon' line in this language): {"type":"summon","value":"stone-pup"}`,
            `card 904 of the deck Sentry: kept as a comment (text the card prints): {"type":"custom","value":"The sentry hums."}`
        ]);
    });

    it('writes every level of the file without a level asked for, each with its own values', () => {
        const imported = importSecretariat({ monster: file('sentry.json'), deck: file('sentry-deck.json') });
        expect(imported.levels).toEqual([0, 1, 2]);
        expect(imported.blocks[0].lines.filter(line => !line.includes('//'))).toEqual([
            'monster-type StoneSentry {',
            '  standees 4',
            '  level 0 {',
            '    normal health 4 move 2 attack 2 range 3 immune stun',
            '    elite  health 7 move 2 attack 3 range 3 shield 1 immune stun',
            '  }',
            '  level 1 {',
            '    normal health 5 move 2 attack 2 range 3 adds poison immune stun',
            '    elite  health 8 move 2 attack 3 range 4 shield 1 retaliate 2 range 2 target 2 immune stun, poison',
            '  }',
            '  level 2 {',
            // a health written as text ("9"), the range of baseStat on both sides
            '    normal health 6 move 3 attack 3 range 3 immune stun',
            '    elite  health 9 move 2 attack 4 range 3 pierce 1 immune stun',
            '  }',
            '  deck Sentry',
            '}'
        ]);
    });

    it('keeps a boss stat card, whose health is a formula, as a comment; writes a flying type\'s melee cone', () => {
        const imported = importSecretariat({ monster: file('brute.json'), deck: file('brute-deck.json'), level: 1 });
        expect(blocksText(imported.blocks, '')).toBe(`monster-type CaveBrute {
  // Gloomhaven Secretariat's 'cave-brute'
  standees 2
  level 1 {
    normal health 9 move 3 attack 3 flying
    elite  health 14 move 3 attack 4 flying immune disarm
    // not imported (a boss stat card): {"level":1,"type":"boss","health":"8xC","movement":2,"attack":5}
  }
}

deck CaveBrute {
  card "B1" initiative 22 {
    move -1
    attack +0
    aoe origin A2 hexes B1, B2, C1, C2, C3
  }
  card "B2" initiative 75 shuffle {
    attack +2
    // not imported ('specialTarget' on an attack): {"type":"specialTarget","value":"enemiesAdjacent"}
    // not imported (no 'condition' line in this language): {"type":"condition","value":"strengthen","subActions":[{"type":"specialTarget","value":"self"}]}
  }
}`);
    });

    it.each([
        ['sentry.json', 'sentry-deck.json', 0], ['sentry.json', 'sentry-deck.json', 1], ['sentry.json', 'sentry-deck.json', 2],
        ['brute.json', 'brute-deck.json', 1], ['sentry.json', 'no deck file', 1], ['sentry.json', 'sentry-deck.json', 'every']
    ])('writes %s with %s at level %s as a scenario without a problem', async (monster, deck, level) => {
        const imported = importSecretariat({
            monster: file(monster), deck: deck === 'no deck file' ? undefined : file(deck), ...(level === 'every' ? {} : { level: Number(level) })
        });
        expect(imported.errors).toEqual([]);
        const document = await parseAndValidate(scenarioOfBlocks(imported));
        expect(document.parseResult.parserErrors).toEqual([]);
        expect(document.diagnostics?.map(d => d.message)).toEqual([]);
    });

    it('without the deck file, keeps the deck\'s name as a comment rather than naming a deck the scenario lacks', () => {
        const imported = importSecretariat({ monster: file('sentry.json'), level: 0 });
        expect(imported.blocks.map(b => b.kind)).toEqual(['monster-type']);
        expect(imported.blocks[0].lines.at(-2)).toBe('  // not imported (the ability deck, whose file was not imported): {"deck":"sentry"}');
    });

    it('names types and decks as the language spells names', () => {
        expect(['bandit-guard', 'guard', 'city guard 2', '7-archer', '---'].map(ghsName)).toEqual(['BanditGuard', 'Guard', 'CityGuard2', 'M7Archer', 'Imported']);
    });

    it('says which level the file lacks, and which it has', () => {
        expect(importSecretariat({ monster: file('brute.json'), level: 3 }).errors).toEqual(['The monster file has no stat card at level 3; its levels are 1.']);
        expect(importSecretariat({ monster: '{"name": "x", "stats": []}' }).errors).toEqual(['The monster file has no stat card at all.']);
        expect(importSecretariat({ monster: '{"name": "x", "stats": [{"level": 9}]}' }).errors)
            .toEqual(["The monster file has stat cards at level 9: a scenario's level is 0 to 7."]);
        expect(importSecretariat({ monster: file('brute.json'), level: 8 }).errors).toEqual(["The level is 8: a scenario's level is 0 to 7."]);
    });

    it('refuses a file of another shape, naming the field at fault', () => {
        const monster = (json: string) => importSecretariat({ monster: json, level: 0 }).errors;
        expect(monster('{"name": "x", "stats": [{"level": 0, "health": true}]}')).toEqual(['The monster file cannot be read: stats[0].health is neither a number nor a text.']);
        expect(monster('[]')).toEqual(['The monster file cannot be read: the file is not an object.']);
        expect(monster('{"stats": []}')).toEqual(['The monster file cannot be read: name is not a text.']);
        expect(monster('{"name": "x",')[0]).toMatch(/^The monster file cannot be read: it is not JSON \(.+\)\.$/);
        const deck = (json: string) => importSecretariat({ monster: file('brute.json'), deck: json, level: 1 }).errors;
        expect(deck('{"abilities": [{"cardId": 1, "initiative": 10, "actions": [{"value": 1}]}]}'))
            .toEqual(['The deck file cannot be read: abilities[0].actions[0].type is not a text.']);
        expect(deck('{"abilities": [{"cardId": 1, "initiative": 10}, {"cardId": 1, "initiative": 20}]}'))
            .toEqual(["The deck file has two cards with the cardId 1: a deck's cards have different names."]);
        expect(deck('{"abilities": [{"cardId": 1, "initiative": 0}]}')).toEqual(['The card 1 has the initiative 0: initiatives are 1 to 99.']);
    });

    it('says when the deck file is not the deck the monster names', () => {
        const imported = importSecretariat({ monster: file('sentry.json'), deck: file('brute-deck.json'), level: 1 });
        expect(imported.warnings[0]).toBe("The monster 'stone-sentry' draws from the deck 'sentry', but the deck file is 'cave-brute': its type now draws from CaveBrute.");
        expect(imported.blocks[0].lines).toContain('  deck CaveBrute');
    });
});
