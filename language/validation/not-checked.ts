/**
 * The expectations that get no verdict, each with the one sentence every surface gives for it: the
 * editor shows it on the expectation, and `ghs check` counts the expectation as not checked
 * instead of as holding or failing.
 */
import { type AstNode, type CstNode, GrammarUtils } from 'langium';
import type { ScenarioAnalysis } from '../analysis/judgement.js';
import type { UnknownName } from '../analysis/state-judgement.js';
import type { ExpectStatement } from '../generated/ast.js';
import { isStateExpectation } from '../generated/ast.js';
import { listWords } from '../explain/lists.js';
import { quotedOption } from '../explain/option-words.js';
import { type IssueCode, IssueCodes } from './issue-codes.js';
import { momentWords } from './state-expectation-checks.js';
import { attackedNames } from '../model/attacked-target.js';

type Range = CstNode['range'];

export interface NotChecked {
    /** What is not checked: a monster's name, `after Guard1`, `after round 2`, or `damage of Guard1`. */
    readonly what: string;
    /** The expectation, or the option whose damage, the sentence is about. */
    readonly node: AstNode;
    /** Where the sentence sits. */
    readonly range: Range | undefined;
    /** A warning when syntax errors or a figure off the board stand in the way (they are the thing to mend); otherwise an information. */
    readonly severity: 'warning' | 'info';
    readonly code: IssueCode;
    readonly message: string;
}

/** From `expect` to the monster's name (or the round's number): the line of the expectation, not its whole block. */
export function expectationRange(node: ExpectStatement): Range | undefined {
    const start = node.$cstNode?.range.start;
    const roundNode = isStateExpectation(node) && node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, 'round') : undefined;
    const end = node.monster?.$refNode?.range.end ?? roundNode?.range.end ?? node.$cstNode?.range.end;
    return start && end ? { start, end } : undefined;
}

/** The monster's name, or the round's number, of an expectation. */
function subjectRange(node: ExpectStatement): Range | undefined {
    const subject = node.monster?.$refNode ?? (node.$cstNode && GrammarUtils.findNodeForProperty(node.$cstNode, 'round'));
    return subject?.range ?? node.$cstNode?.range;
}

function whatOf(node: ExpectStatement): string {
    return isStateExpectation(node) ? momentWords(node) : node.monster?.$refText ?? '';
}

function information(node: ExpectStatement, code: IssueCode, message: string): NotChecked {
    return { what: whatOf(node), node, range: subjectRange(node), severity: 'info', code, message };
}

/** Every expectation, or damage written on an option, that the analysis gives no verdict, in that order. */
export function notCheckedOf(analysis: ScenarioAnalysis): NotChecked[] {
    const notChecked = analysis.notChecked;
    if (notChecked) {
        return notChecked.nodes.map(node => ({
            what: whatOf(node), node, range: expectationRange(node), severity: 'warning', code: IssueCodes.ExpectNotChecked, message: notChecked.reason
        }));
    }
    return [
        ...analysis.outOfTime.map(({ node, message }) => information(node, isStateExpectation(node) && node.monster === undefined
            ? IssueCodes.StateExpectRoundOver : IssueCodes.ExpectOutOfTime, message)),
        ...analysis.unchecked.map(node => information(node, IssueCodes.ExpectAfterActed,
            `${node.monster?.$refText} has already acted this round, so this expectation about its turn is not checked.`)),
        ...analysis.state.namesUnknown.map(({ node, names }): NotChecked => ({
            what: whatOf(node), node, range: expectationRange(node), severity: 'warning', code: IssueCodes.ExpectNotChecked, message: unknownNamesText(names)
        })),
        ...analysis.state.afterActed.map(node => information(node, IssueCodes.ExpectAfterActed,
            `${node.monster?.$refText} has already acted this round, so this expectation about the state after its turn is not checked.`)),
        ...analysis.state.damagesNotJudged.map(({ node, expectation }): NotChecked => {
            const option = quotedOption({ destination: node.destination?.label ?? '', targets: attackedNames(node.targets) });
            return {
                what: `damage of ${expectation.monster?.$refText ?? ''}`, node, range: node.$cstNode?.range, severity: 'info', code: IssueCodes.DamageNotChecked,
                message: `'${option}' is not an option the rules give, so the damage written on it is not checked.`
            };
        })
    ];
}

/** `Not checked: fix the name 'Nobody' first (line 5).`: the names of a block that name no figure. */
function unknownNamesText(unknown: readonly UnknownName[]): string {
    const names = [...new Set(unknown.map(u => `'${u.name}'`))];
    const lines = [...new Set(unknown.map(u => u.line))].sort((a, b) => a - b);
    return `Not checked: fix the ${names.length === 1 ? 'name' : 'names'} ${listWords(names)} first (${lines.length === 1 ? 'line' : 'lines'} ${listWords(lines.map(String))}).`;
}
