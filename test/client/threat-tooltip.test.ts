import { describe, expect, it } from 'vitest';
import type { ThreatHex, ThreatMap } from '../../language/scenario/threat-map.js';
import { threatLegendLabels, threatLevel, threatTooltip } from '../../client/src/threat-protocol.js';

/** A map around the one hex a test reads, with the character's hit points when given. */
function mapOf(character: string, hex: ThreatHex, hitPoints?: number): ThreatMap {
    return { character, edition: 'gloomhaven', home: 'A1', monsters: [], hexes: [hex], mostAttackers: hex.attackers, ...(hitPoints === undefined ? {} : { hitPoints }) };
}

describe('the hover text of a threat map hex', () => {
    it('gives each monster its own average damage, and the total when more than one attacks', () => {
        const hex: ThreatHex = {
            hex: 'D5', attackers: 2, certainAttackers: 1, focusedBy: 1, expectedDamage: 3.25, monsters: [
                { monster: 'Guard', at: 'G3', focus: 'focus', attack: 'always', from: ['E5'], expectedDamage: 2 },
                { monster: 'Archer', at: 'A1', focus: 'tied-focus', attack: 'may', from: ['A1'], expectedDamage: 1.25 }
            ]
        };
        expect(threatTooltip(mapOf('Hero10', hex), hex)).toBe([
            'D5 · 2 monsters would attack Hero10 here, 3.3 damage on average in all',
            'Guard: focus, attacks from E5, 2.0 damage on average',
            'Archer: tied focus, the players choose, may attack from A1, 1.3 damage on average'
        ].join('\n'));
    });

    it('says nothing of damage it does not know', () => {
        const hex: ThreatHex = {
            hex: 'B1', attackers: 1, certainAttackers: 1, focusedBy: 1, monsters: [
                { monster: 'Guard', at: 'A1', focus: 'focus', attack: 'always', from: ['A1'] }
            ]
        };
        expect(threatTooltip(mapOf('Hero', hex), hex)).toBe('B1 · 1 monster would attack Hero here\nGuard: focus, attacks from A1');
    });

    it('says where the damage to expect is enough to exhaust the character, and only there', () => {
        const hex: ThreatHex = {
            hex: 'D5', attackers: 2, certainAttackers: 2, focusedBy: 1, expectedDamage: 3, monsters: [
                { monster: 'Guard', at: 'G3', focus: 'focus', attack: 'always', from: ['E5'], expectedDamage: 2 },
                { monster: 'Archer', at: 'A1', attack: 'always', from: ['A1'], expectedDamage: 1 }
            ]
        };
        expect(threatTooltip(mapOf('Hero10', hex, 3), hex).split('\n')[0])
            .toBe('D5 · 2 monsters would attack Hero10 here, 3.0 damage on average in all, enough to exhaust it (3 hit points)');
        expect(threatTooltip(mapOf('Hero10', hex, 4), hex).split('\n')[0]).toBe('D5 · 2 monsters would attack Hero10 here, 3.0 damage on average in all');
        const one: ThreatHex = { hex: 'B1', attackers: 1, certainAttackers: 1, focusedBy: 1, expectedDamage: 1.05, monsters: [
            { monster: 'Guard', at: 'A1', focus: 'focus', attack: 'always', from: ['A1'], expectedDamage: 1.05 }
        ] };
        expect(threatTooltip(mapOf('Hero', one, 1), one)).toBe('B1 · 1 monster would attack Hero here, enough to exhaust it (1 hit point)\nGuard: focus, attacks from A1, 1.1 damage on average');
        expect(threatTooltip(mapOf('Hero', one), one)).toBe('B1 · 1 monster would attack Hero here\nGuard: focus, attacks from A1, 1.1 damage on average');
    });
});

describe('the shade of a threat map hex', () => {
    const hex = (attackers: number, expectedDamage?: number): ThreatHex =>
        ({ hex: 'A1', attackers, certainAttackers: attackers, focusedBy: 0, ...(expectedDamage === undefined ? {} : { expectedDamage }), monsters: [] });

    it('by attackers counts them up to four', () => {
        expect([0, 1, 2, 3, 4, 7].map(n => threatLevel(hex(n)))).toEqual([0, 1, 2, 3, 4, 4]);
        expect(threatLegendLabels('attackers')).toEqual(['0', '1', '2', '3', '4+']);
    });

    it('by expected damage steps at 2, 4 and 6, none being the lightest, and has none where the damage is unknown', () => {
        expect([0, 0.05, 1.99, 2, 3.99, 4, 5.99, 6, 12].map(d => threatLevel(hex(1, d), 'damage'))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
        expect(threatLevel(hex(1), 'damage')).toBeUndefined();
        expect(threatLegendLabels('damage')).toEqual(['0', '< 2', '2–4', '4–6', '6+']);
    });
});
