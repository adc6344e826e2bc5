import { describe, expect, it } from 'vitest';
import type { ThreatHex } from '../../language/analysis/threat-map.js';
import { threatTooltip } from '../../client/src/threat-protocol.js';

describe('the hover text of a threat map hex', () => {
    it('gives each monster its own average damage, and the total when more than one attacks', () => {
        const hex: ThreatHex = {
            hex: 'D5', attackers: 2, certainAttackers: 1, focusedBy: 1, expectedDamage: 3.25, monsters: [
                { monster: 'Guard', at: 'G3', focus: 'focus', attack: 'always', from: ['E5'], expectedDamage: 2 },
                { monster: 'Archer', at: 'A1', focus: 'tied-focus', attack: 'may', from: ['A1'], expectedDamage: 1.25 }
            ]
        };
        expect(threatTooltip('Hero10', hex)).toBe([
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
        expect(threatTooltip('Hero', hex)).toBe('B1 · 1 monster would attack Hero here\nGuard: focus, attacks from A1');
    });
});
