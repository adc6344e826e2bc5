import type { ValidationAcceptor } from 'langium';
import type { Character, Monster, Scenario, Summon } from '../generated/ast.js';
import { isCharacter } from '../generated/ast.js';
import { isCoordinate } from '../hex/offset.js';
import { type FigureNode, figureKindOf, figuresOf } from '../model/figure-statements.js';
import { misplacedFiguresOf } from '../scenario/position-problems.js';
import { IssueCodes } from './issue-codes.js';
import { writtenNumber } from './scenario-facts.js';

const kindWord = figureKindOf;

/**
 * One figure per hex, never on a wall or in a closed door, on an obstacle only when flying; a figure
 * that has left the board stands nowhere. A hex that is not a coordinate or lies off the map is
 * said by the coordinate check.
 */
export function checkFigurePlacement(scenario: Scenario, accept: ValidationAcceptor): void {
    for (const { node, placement, hex, other } of misplacedFiguresOf(scenario)) {
        const at = { node, property: 'position' } as const;
        switch (placement) {
            case 'shared':
                accept('error', `${other?.name} already stands on ${hex}: two figures cannot share a hex. Move ${node.name} to a free hex.`,
                    { ...at, code: IssueCodes.FigureOverlap });
                break;
            case 'wall':
                accept('error', `${hex} is a wall hex, which is not part of the room: move ${node.name} to an open hex.`,
                    { ...at, code: IssueCodes.FigureOnWall });
                break;
            case 'closed-door':
                accept('error', `${hex} is a closed door, which blocks like a wall: move ${node.name} to an open hex, or open the door.`,
                    { ...at, code: IssueCodes.FigureOnClosedDoor });
                break;
            case 'obstacle':
                accept('warning', `${hex} is an obstacle: only a flying figure can stand there. Move ${node.name}, or remove the obstacle.`,
                    { ...at, code: IssueCodes.FigureOnObstacle });
                break;
        }
    }
}

/** Names are unique and do not look like coordinates; initiatives are 1..99; summons belong to characters. */
export function checkFigureNames(scenario: Scenario, accept: ValidationAcceptor): void {
    const names = new Map<string, FigureNode>();
    for (const figure of figuresOf(scenario)) {
        if (!figure.name) {
            continue;
        }
        const first = names.get(figure.name);
        if (first) {
            accept('error', `There is already a ${kindWord(first)} named ${figure.name}: give this ${kindWord(figure)} another name.`,
                { node: figure, property: 'name', code: IssueCodes.DuplicateName });
        } else {
            names.set(figure.name, figure);
        }
        if (isCoordinate(figure.name)) {
            accept('warning', `The name ${figure.name} reads like a coordinate, which makes the scenario hard to read: rename it (for example '${figure.name}_').`,
                { node: figure, property: 'name', code: IssueCodes.NameLikeCoordinate });
        }
    }
}

export function checkInitiative(node: Character | Monster, accept: ValidationAcceptor): void {
    if (node.initiative !== undefined && (node.initiative < 1 || node.initiative > 99)) {
        accept('error', `Initiative must be between 1 and 99, not ${writtenNumber(node, 'initiative', node.initiative)}.`,
            { node, property: 'initiative', code: IssueCodes.InitiativeRange });
    }
}

export function checkSummonOwner(summon: Summon, accept: ValidationAcceptor): void {
    const owner = summon.owner?.ref;
    if (owner && !isCharacter(owner)) {
        accept('error', `${owner.name} is a ${kindWord(owner)}: a summon belongs to a character. Name one of the characters after 'of'.`,
            { node: summon, property: 'owner', code: IssueCodes.SummonOwner });
    }
}
