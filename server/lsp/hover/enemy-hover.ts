import type { WordedDecision } from '../../../language/explain/worded-decision.js';
import type { Character, Summon } from '../../../language/generated/ast.js';
import { isActedRecord, isCharacter } from '../../../language/generated/ast.js';
import type { AnalysedScenario } from '../scenario-analysis.js';
import { NOT_WORKED_OUT, bold, editionName, escape, incompleteNotice, listWords, sections } from './markdown.js';
import { attackedNames } from '../../../language/model/attacked-target.js';

/** A character's or summon's hover: which monsters focus it and which attack it this round. */
export function enemyHover(figure: Character | Summon, context: AnalysedScenario, documentation?: string): string {
    return sections(header(figure, context), incompleteNotice(context.analysis), documentation, traits(figure), threats(figure.name, context));
}

function header(figure: Character | Summon, context: AnalysedScenario): string {
    const where = `at ${figure.position?.label ?? '…'}`;
    const rules = `${editionName(context.edition)} rules`;
    if (isCharacter(figure)) {
        const initiative = figure.initiative !== undefined ? ` · initiative ${figure.initiative}` : '';
        return `${bold(figure.name)} · character ${where}${initiative} · ${rules}`;
    }
    return `${bold(figure.name)} · summon of ${escape(figure.owner?.$refText ?? '…')} ${where} · ${rules}`;
}

function traits(figure: Character | Summon): string | undefined {
    if (!isCharacter(figure)) {
        return 'It acts on its owner\'s initiative and, on an initiative tie, is focused before its owner.';
    }
    const notes: string[] = [];
    if (figure.flags.includes('invisible')) {
        notes.push('Invisible: monsters can neither focus on nor attack it.');
    }
    if (figure.flags.includes('long-rest')) {
        notes.push('Long-resting: it comes last in initiative order when monsters compare initiative.');
    }
    return notes.length > 0 ? notes.join(' ') : undefined;
}

function optionNumbers(decision: WordedDecision, indices: number[]): string {
    if (decision.options.length === 1) {
        return '';
    }
    const which = indices.length === decision.options.length ? 'every option' : `option${indices.length === 1 ? '' : 's'} ${listWords(indices.map(i => String(i + 1)))}`;
    return ` in ${which} of ${decision.options.length}`;
}

function threats(name: string, context: AnalysedScenario): string {
    if (context.analysis.incomplete) {
        return `**Which monsters focus and attack it:** ${NOT_WORKED_OUT}`;
    }
    const focusedBy: string[] = [];
    const attackedBy: string[] = [];
    for (const decision of context.analysis.worded) {
        const monster = escape(decision.monster);
        if (decision.focus.includes(name)) {
            focusedBy.push(decision.focus.length > 1
                ? `${monster} (tied with ${listWords(decision.focus.filter(f => f !== name).map(escape))}: the players choose)`
                : monster);
        }
        const indices = decision.options.flatMap((o, i) => (o.targets.some(t => t.name === name) ? [i] : []));
        if (indices.length > 0) {
            const disadvantage = decision.options.some(o => o.targets.some(t => t.name === name && t.disadvantage)) ? ', with disadvantage' : '';
            attackedBy.push(`${monster}${optionNumbers(decision, indices)}${disadvantage}`);
        }
    }
    const played = context.scenario.statements.filter(isActedRecord)
        .filter(r => attackedNames(r.targets).includes(name))
        .map(r => escape(r.monster?.$refText ?? '…'));
    const lines = [
        focusedBy.length > 0 ? `- **Focused by** ${listWords(focusedBy)}` : '- Focused by no monster this round',
        attackedBy.length > 0 ? `- **Attacked by** ${listWords(attackedBy)}` : '- Attacked by no monster this round'
    ];
    if (played.length > 0) {
        lines.push(`- Already attacked this round by ${listWords(played)} (\`acted\`)`);
    }
    return lines.join('\n');
}
