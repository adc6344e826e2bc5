import type { WordedDecision, WordedOption } from '../explain/worded-decision.js';
import { parseCoordinate } from '../hex/offset.js';
import type { PlayedTurnView } from './board-view.js';
import { type BoardLayout, type Point, round } from './layout.js';
import { escapeXml, points } from './svg-text.js';

/**
 * What is drawn over the hexes and under the figures: a monster's decision (its area, its
 * options' paths and destinations, the lines to its targets), the marks of its focus and its
 * targets as outlines of their hexes, and the turn just played. All of it lies under the
 * figures, so that nothing covers a figure's hit points or conditions.
 */

function centerOf(label: string, layout: BoardLayout): Point | undefined {
    const coord = parseCoordinate(label);
    return coord && layout.center(coord.col, coord.row);
}

function hexOutline(label: string, layout: BoardLayout, scale: number): string | undefined {
    const coord = parseCoordinate(label);
    return coord && points(layout.corners(coord.col, coord.row, scale));
}

function optionsInDrawOrder(decision: WordedDecision, chosen: number): Array<{ option: WordedOption; index: number }> {
    const all = decision.options.map((option, index) => ({ option, index }));
    const selected = all[chosen] ?? all[0];
    // The chosen option last, so it lies on top of the faded alternatives.
    return selected ? [...all.filter(o => o !== selected), selected] : [];
}

/** Area, alternatives and the chosen path, with an arrow a step. */
export function decisionOverlay(decision: WordedDecision, chosen: number, layout: BoardLayout, figureHex: ReadonlyMap<string, string>): string {
    const s = layout.size;
    const start = centerOf(decision.hex, layout);
    const parts: string[] = [`<g class="ghs-overlay" data-monster="${escapeXml(decision.monster)}">`];
    const ordered = optionsInDrawOrder(decision, chosen);
    const selectedIndex = ordered.length > 0 ? ordered[ordered.length - 1].index : -1;
    for (const { option, index } of ordered) {
        const isChosen = index === selectedIndex;
        parts.push(`<g class="ghs-option${isChosen ? ' ghs-chosen' : ' ghs-alt'}" data-option="${index}">`);
        if (isChosen) {
            for (const hex of option.area ?? []) {
                const outline = hexOutline(hex, layout, 0.9);
                if (outline) {
                    parts.push(`<polygon class="ghs-area" data-hex="${hex}" points="${outline}"/>`);
                }
            }
        }
        const route = [start, ...option.path.map(h => centerOf(h, layout))].filter((p): p is Point => p !== undefined);
        if (route.length > 1) {
            parts.push(`<polyline class="ghs-path" points="${points(route)}"/>`);
            for (let i = 1; i < route.length; i++) {
                parts.push(arrow('ghs-arrow', route[i - 1], route[i], s * 0.2, i));
            }
        }
        const destination = hexOutline(option.destination, layout, 0.84);
        if (destination) {
            parts.push(`<polygon class="ghs-destination" data-hex="${option.destination}" points="${destination}"/>`);
        }
        const towards = isChosen && option.towards ? hexOutline(option.towards, layout, 0.7) : undefined;
        if (towards) {
            parts.push(`<polygon class="ghs-towards" data-hex="${option.towards}" points="${towards}"/>`);
        }
        if (isChosen) {
            const from = centerOf(option.destination, layout);
            for (const target of option.targets) {
                const to = centerOf(figureHex.get(target.name) ?? target.hex, layout);
                if (from && to) {
                    parts.push(`<line class="ghs-los" data-target="${escapeXml(target.name)}" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`);
                }
            }
        }
        parts.push('</g>');
    }
    parts.push('</g>');
    return parts.join('');
}

/** The focus (a dashed outline of its hex) and each target of the chosen option (a solid one, dashed with disadvantage). */
export function decisionMarks(decision: WordedDecision, chosen: number, layout: BoardLayout, figureHex: ReadonlyMap<string, string>): string {
    const parts: string[] = ['<g class="ghs-marks">'];
    for (const name of decision.focus) {
        const outline = hexOutline(figureHex.get(name) ?? '', layout, 0.8);
        if (outline) {
            parts.push(`<g class="ghs-focus-mark" data-focus="${escapeXml(name)}"><title>${escapeXml(`${name}: ${decision.monster}'s focus`)}</title>` +
                `<polygon class="ghs-focus" points="${outline}"/></g>`);
        }
    }
    const option = decision.options[chosen] ?? decision.options[0];
    for (const target of option?.targets ?? []) {
        const outline = hexOutline(figureHex.get(target.name) ?? target.hex, layout, 0.92);
        if (outline) {
            const cls = `ghs-target${target.disadvantage ? ' ghs-disadvantage' : ''}`;
            parts.push(`<g class="ghs-target-mark" data-target="${escapeXml(target.name)}">` +
                `<title>${escapeXml(`${target.name} is attacked${target.disadvantage ? ' with disadvantage' : ''}`)}</title>` +
                `<polygon class="${cls}" points="${outline}"/></g>`);
        }
    }
    parts.push('</g>');
    return parts.join('');
}

/**
 * The turns just played: the path each monster took, from the hex it left (a ring) through each
 * hex it entered, and a line to each figure it attacked. The damage dealt is in each target's
 * label row, beside its hit points.
 */
export function playedOverlay(played: readonly PlayedTurnView[], layout: BoardLayout, figureHex: ReadonlyMap<string, string>): string {
    const s = layout.size;
    const parts: string[] = ['<g class="ghs-played-turns">'];
    for (const turn of played) {
        const route = turn.path.map(h => centerOf(h, layout)).filter((p): p is Point => p !== undefined);
        parts.push(`<g class="ghs-played" data-monster="${escapeXml(turn.monster)}"><title>${escapeXml(`${turn.monster}'s turn, just played`)}</title>`);
        if (route.length > 0) {
            parts.push(`<circle class="ghs-played-start" cx="${round(route[0].x)}" cy="${round(route[0].y)}" r="${round(s * 0.3)}"/>`);
        }
        if (route.length > 1) {
            parts.push(`<polyline class="ghs-played-path" points="${points(route)}"/>`);
            for (let i = 1; i < route.length; i++) {
                parts.push(arrow('ghs-played-arrow', route[i - 1], route[i], s * 0.2, i));
            }
        }
        const end = route.at(-1) ?? centerOf(figureHex.get(turn.monster) ?? '', layout);
        for (const attack of turn.attacks) {
            const to = centerOf(figureHex.get(attack.target) ?? '', layout);
            if (end && to) {
                parts.push(`<line class="ghs-played-attack" data-target="${escapeXml(attack.target)}" x1="${round(end.x)}" y1="${round(end.y)}" x2="${round(to.x)}" y2="${round(to.y)}"/>`);
            }
        }
        parts.push('</g>');
    }
    parts.push('</g>');
    return parts.join('');
}

/** A filled arrowhead halfway along a step, pointing the way the monster moves. */
function arrow(cls: string, from: Point, to: Point, size: number, step: number): string {
    const mx = (from.x + to.x) / 2;
    const my = (from.y + to.y) / 2;
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const tip = { x: mx + size * Math.cos(angle), y: my + size * Math.sin(angle) };
    const left = { x: mx + size * Math.cos(angle + 2.5), y: my + size * Math.sin(angle + 2.5) };
    const right = { x: mx + size * Math.cos(angle - 2.5), y: my + size * Math.sin(angle - 2.5) };
    return `<polygon class="${cls}" data-step="${step}" points="${points([tip, left, right])}"/>`;
}
