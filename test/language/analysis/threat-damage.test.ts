import { describe, expect, it } from 'vitest';
import { type ThreatMap, isThreatMap, threatMapOfBoard } from '../../../language/scenario/threat-map.js';
import { damageKnown, expectedToExhaust } from '../../../language/scenario/threat-reading.js';
import { boardOf, parse, services } from '../helpers.js';

async function mapOf(text: string): Promise<ThreatMap> {
    const map = threatMapOfBoard(await boardOf(text), 'Hero');
    if (!isThreatMap(map)) {
        throw new Error(map.error);
    }
    return map;
}

function damageAt(map: ThreatMap): Record<string, number | undefined> {
    return Object.fromEntries(map.hexes.map(h => [h.hex, h.expectedDamage]));
}

/*
 * Worked out over the 20 standard cards (six +0, five +1, five −1, +2, −2, x2, null):
 * attack 2 against shield 1 deals 1, 2, 0, 3, 0, 3, 0 for those cards: 22 / 20 = 1.1.
 * With disadvantage the worse of two cards, over the 380 ordered pairs: 200 / 380 = 10 / 19.
 */
const crossfire = (hero: string) => `scenario "crossfire" {
  rules gloomhaven
  map A1..G1
  character Hero at D1 initiative 10 ${hero}
  monster Archer at G1 { attack 2 range 2 }
}`;

describe('expected damage on the threat map', () => {
    it('shield comes off each card; a ranged attack on an adjacent hero draws with disadvantage', async () => {
        const map = await mapOf(crossfire('shield 1'));
        const damage = damageAt(map);
        expect(damage.E1).toBeCloseTo(1.1, 10);
        expect(damage.F1).toBeCloseTo(10 / 19, 10);
        expect(damage.D1).toBe(0);
        expect(map.hexes.find(h => h.hex === 'E1')?.monsters[0].expectedDamage).toBeCloseTo(1.1, 10);
    });

    it('a poisoned hero takes +1 attack: attack 3 against shield 1 is 41 / 20', async () => {
        // 2, 3, 1, 4, 0, 5, 0 for the seven kinds of card: 12 + 15 + 5 + 4 + 0 + 5 + 0 = 41.
        expect(damageAt(await mapOf(crossfire('shield 1 conditions poison'))).E1).toBeCloseTo(41 / 20, 10);
    });

    it('an attack written without a value leaves the damage unknown, not zero', async () => {
        const map = await mapOf(`scenario "x" {
  map A1..D1
  character Hero at D1 initiative 10
  monster Guard at A1 { move 1 attack }
}`);
        expect(map.hexes.find(h => h.hex === 'B1')?.attackers).toBe(1);
        expect(damageAt(map).B1).toBeUndefined();
        expect(damageAt(map).D1).toBe(0);
        expect(damageKnown(map)).toBe(false);
    });

    it('a standee\'s damage starts from its stat card changed by its card, less the hero\'s shield after pierce', async () => {
        const map = await mapOf(`scenario "x" {
  map A1..D1
  monster-type Guard {
    normal health 5 move 1 attack 3 pierce 1
  }
  deck Guard {
    card "Jab" initiative 20 { attack -1 }
  }
  round 1 {
    reveal Guard "Jab"
  }
  character Hero at D1 initiative 10 shield 1
  monster Guard1 of Guard at A1 number 1
}`);
        // Attack 3 − 1 = 2, shield 1 less pierce 1 = 0: 2 on average, as with no shield.
        expect(damageAt(map).B1).toBeCloseTo(2, 10);
    });

    it('the draw comes from the deck as the modifiers line leaves it, not the standard twenty', async () => {
        // Two +1 cards still to draw (the x2 and null already drawn): attack 2 deals 3 every time.
        const document = await parse(`scenario "x" {
  map A1..D1
  character Hero at D1 initiative 10
  monster Guard at A1 { move 1 attack 2 }
  modifiers order +1, +1 drawn x2, null custom
}`);
        const map = services.analysis.ThreatMaps.ofScenario(document.parseResult.value, 'Hero');
        if (!isThreatMap(map)) {
            throw new Error(map.error);
        }
        expect(damageAt(map).B1).toBe(3);
    });

    it('carries the hero\'s hit points, and marks the hexes where the damage to expect would exhaust it', async () => {
        // Unshielded, attack 2 deals 2, 3, 1, 4, 0, 4, 0 for the seven kinds of card: 40 / 20 = 2, as much as the 2 hit points.
        const map = await mapOf(crossfire('hp 2 of 8'));
        expect(map.hitPoints).toBe(2);
        expect(damageKnown(map)).toBe(true);
        const exhausted = map.hexes.filter(h => expectedToExhaust(map, h)).map(h => h.hex);
        expect(damageAt(map).F1).toBeLessThan(2); // adjacent: a ranged attack draws with disadvantage
        expect(exhausted).toEqual(['E1']);
        expect(damageAt(map).E1).toBeCloseTo(2, 10);
    });

    it('has no hit points to compare with when the scenario gives the hero none', async () => {
        const map = await mapOf(crossfire(''));
        expect(map.hitPoints).toBeUndefined();
        expect(map.hexes.some(h => expectedToExhaust(map, h))).toBe(false);
    });

    /*
     * A Hound that does not move, with two ranged attacks on its card: "If a monster has multiple
     * attacks, it will choose the focus of its other attacks following normal focus rules,
     * excluding figures it is already attacking." Attack 3 (2 + 1) over the 20 cards deals
     * 3, 4, 2, 5, 1, 6, 0: 18 + 20 + 10 + 5 + 1 + 6 + 0 = 60, 3.0 on average.
     */
    const doubleBite = (tank: string) => `scenario "double bite" {
  rules gloomhaven
  map A1..E1
  monster-type Hound { normal health 4 move 0 attack 2 range 3 }
  deck Hound { card "Double Bite" initiative 20 { attack +0 attack +1 } }
  round 1 { reveal Hound "Double Bite" }
  character Hero at E1 initiative 10
  ${tank}
  monster Hound1 of Hound at A1 normal
}`;

    it('a later attack on the card counts: the first takes the nearer Tank, the second the Hero in range', async () => {
        const map = await mapOf(doubleBite('character Tank at B1 initiative 5'));
        const at = (hex: string) => map.hexes.find(h => h.hex === hex)!;
        expect(map.hexes.map(h => `${h.hex}:${h.attackers}`)).toEqual(['C1:1', 'D1:1', 'E1:0']);
        expect(at('C1').monsters[0]).toEqual({ monster: 'Hound1', at: 'A1', attack: 'always', from: ['A1'], expectedDamage: 3 });
        expect(damageAt(map)).toEqual({ C1: 3, D1: 3, E1: 0 });
    });

    it('a figure the first attack hits is left out of the later ones: the Hero alone takes the first attack only', async () => {
        // Attack 2 over the 20 cards: 40 / 20 = 2.0; the second attack has nobody left to take.
        const map = await mapOf(doubleBite(''));
        expect(damageAt(map).C1).toBeCloseTo(2, 10);
        expect(damageAt(map).D1).toBeCloseTo(2, 10);
    });
});
