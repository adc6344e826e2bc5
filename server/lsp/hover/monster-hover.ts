import type { Hindrance } from '../../../language/engine/decision.js';
import type { WordedDecision } from '../../../language/explain/worded-decision.js';
import { takesTurn } from '../../../language/model/monster-types.js';
import type { ActedRecord, Monster } from '../../../language/generated/ast.js';
import { type AnalysedScenario, actedRecordOf, decisionOf } from '../scenario-analysis.js';
import { criterionName, focusCriterionWords, outcomeWords } from '../../../language/explain/focus-words.js';
import { optionDetail } from '../../../language/explain/option-words.js';
import { standeeWords } from '../../../language/explain/standee-words.js';
import { actedDamage } from '../../../language/model/acted-damage.js';
import type { ComingTurn } from '../../../language/scenario/coming-turns.js';
import { comingAttackWords } from '../../../language/explain/coming-turn-words.js';
import { MARKDOWN } from './markdown-markup.js';
import { NOT_WORKED_OUT, bold, editionName, escape, incompleteNotice, listWords, sections, table } from './markdown.js';
import { attackedNames } from '../../../language/model/attacked-target.js';

/**
 * A monster's hover: its focus and why, every enemy it weighed, where it goes and whom it
 * attacks, or why it takes no turn. A rendering of the engine's decision, nothing more.
 */
export function monsterHover(monster: Monster, context: AnalysedScenario, documentation?: string, coming?: ComingTurn): string {
    const name = monster.name;
    const figure = context.analysis.board?.figureNamed(name);
    // A standee acts on its type's revealed card: that card's initiative is its own.
    const value = monster.initiative ?? figure?.initiative;
    const initiative = value !== undefined ? ` · initiative ${value}` : '';
    const header = `${bold(name)} · monster at ${monster.position?.label ?? '…'}${initiative} · ${editionName(context.edition)} rules`;
    const standee = figure ? standeeWords(figure).map(escape).join('  \n') : '';
    return sections(header, incompleteNotice(context.analysis), documentation, standee, monsterBody(monster, context, coming && comingWords(coming)));
}

/** The arithmetic of each attack to come, target by target, as the turn's report words it. */
function comingWords(coming: ComingTurn): string | undefined {
    const words = comingAttackWords(coming);
    return words && `**${escape(words.heading)}**

${words.lines.map(line => `- ${escape(line)}`).join('\n')}`;
}

/** `coming`, the arithmetic of the attacks to come, goes right after the turn, before the long table of enemies. */
function monsterBody(monster: Monster, context: AnalysedScenario, coming?: string): string {
    if (monster.removed) {
        return '**Removed**: it has left the board (at 0 hit points) and stands on no hex; it takes no turn and monsters no longer see it. Its line stays so that what names it still resolves.';
    }
    const record = actedRecordOf(context.scenario, monster.name);
    if (record) {
        return actedWords(record);
    }
    if (context.analysis.incomplete) {
        return `**Its turn:** ${NOT_WORKED_OUT}`;
    }
    if (!takesTurn(monster)) {
        return 'An ally without an ability this round: it takes no turn of its own. Other monsters may move through its hex but not stop on it.';
    }
    const decision = decisionOf(context.analysis, monster.name);
    if (!decision) {
        return context.analysis.board
            ? 'The engine gives it no turn: it is not on the board (its hex is missing, off the map, or already taken by another figure).'
            : 'The engine cannot decide its turn: the scenario has no usable map.';
    }
    return decisionWords(decision, coming);
}

function actedWords(record: ActedRecord): string {
    const from = record.from?.label ?? '…';
    const to = record.to?.label ?? '…';
    const moved = from === to ? `stayed at ${to}` : `moved from ${from} to ${to}`;
    const damage = actedDamage(record);
    const targets = attackedNames(record.targets).map(name => `${escape(name)}${damage.has(name) ? ` (${damage.get(name)} damage)` : ''}`);
    const attacked = targets.length > 0 ? ` and attacked ${listWords(targets)}` : ' and attacked nobody';
    const line = record.$cstNode ? ` (the \`acted\` record on line ${record.$cstNode.range.start.line + 1})` : '';
    return `**Already acted this round**${line}: it ${moved}${attacked}. It takes no further turn this round.`;
}

function decisionWords(decision: WordedDecision, coming: string | undefined): string {
    const hindrances = decision.hindrances ?? [];
    // Stunned or removed by its wound: its conditions are the whole of its turn, and why it has no focus.
    const stopped = hindrances.some(h => h.condition === 'stun' || h.condition === 'wound');
    return sections(
        `*${escape(decision.summary)}*`,
        decision.earlierTurns ? `**Before its turn:** ${escape(decision.earlierTurns)}` : undefined,
        `Ability: ${escape(decision.ability)}`,
        hindrances.length > 0 ? hindrances.map(h => `**${HINDRANCE_TITLES[h.condition]}.** ${escape(h.text)}`).join('  \n') : undefined,
        stopped ? undefined : focusWords(decision),
        decision.focus.length > 0 ? turnWords(decision) : undefined,
        coming,
        decision.enemies.length > 0 ? enemyTable(decision) : undefined
    );
}

const HINDRANCE_TITLES: Readonly<Record<Hindrance['condition'], string>> = {
    wound: 'Removed by its wound', stun: 'Stunned', disarm: 'Disarmed', immobilize: 'Immobilized'
};

function focusWords(decision: WordedDecision): string {
    if (decision.focus.length === 0) {
        return `**No focus.** ${escape(decision.noFocusReason ?? focusCriterionWords(decision))}`;
    }
    if (decision.focus.length > 1) {
        return `**Focus: the players choose** between ${listWords(decision.focus.map(escape), 'or')}: ${focusCriterionWords(decision)}.`;
    }
    return `**Focus: ${escape(decision.focus[0])}**, decided on ${criterionName(decision.focusCriterion)}: ${focusCriterionWords(decision)}.`;
}

function enemyTable(decision: WordedDecision): string {
    const dash = '–';
    const rows = decision.enemies.map(e => [
        e.kind === 'summon' ? `${escape(e.name)} (summon)` : escape(e.name),
        e.hex,
        String(e.movement ?? dash),
        String(e.negativeHexes ?? dash),
        String(e.proximity ?? dash),
        `${e.initiative ?? dash}${e.longRest ? ' (long rest)' : ''}`,
        outcomeWords(e, MARKDOWN)
    ]);
    return table(['Enemy', 'Hex', 'Movement', 'Negative hexes', 'Proximity', 'Initiative', 'Outcome'],
        ['left', 'left', 'right', 'right', 'right', 'right', 'left'], rows);
}

function turnWords(decision: WordedDecision): string {
    if (decision.options.length === 1) {
        return `**Turn:** ${optionDetail(decision, decision.options[0], MARKDOWN)}.`;
    }
    const options = decision.options.map((o, i) => `${i + 1}. ${optionDetail(decision, o, MARKDOWN)}`).join('\n');
    const tie = decision.tie ? `\n\n*Why they tie:* ${escape(decision.tie.text)}` : '';
    return `**The players choose** between ${decision.options.length} options:\n\n${options}${tie}`;
}
