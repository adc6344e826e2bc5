import type { Edition } from '../../../language/board/board.js';
import { editionRuleLines } from '../../../language/engine/editions.js';

/** Where the editions' monster-AI rules differ, one line each, as the `rules` keyword's hover lists them. */
export function editionRuleList(edition: Edition): string {
    return editionRuleLines(edition).map(({ label, rule }) => `- ${label}: ${rule}.`).join('\n');
}
