import type { ValidationAcceptor } from 'langium';
import type { Character, Monster, Scenario, Summon } from '../generated/ast.js';
import { isCharacter, isMonster, isSummon, isTerrainStatement } from '../generated/ast.js';
import { areaHexes, hexOfRef } from '../model/from-ast.js';
import { hexKey } from '../hex/hex.js';
import { hexLabel, isCoordinate } from '../hex/offset.js';
import { standeeCard, standeeStat } from '../model/monster-types.js';
import { type FigureNode, figuresOf, leftTheBoard } from '../model/figure-statements.js';
import { IssueCodes } from './issue-codes.js';
import { writtenNumber } from './scenario-facts.js';


function kindWord(node: FigureNode): string {
    return isCharacter(node) ? 'character' : isSummon(node) ? 'summon' : 'monster';
}

function terrainHexes(scenario: Scenario, kind: string): Set<string> {
    const keys = new Set<string>();
    for (const statement of scenario.statements.filter(isTerrainStatement)) {
        if (statement.kind === kind) {
            statement.areas.forEach(area => areaHexes(area).forEach(h => keys.add(hexKey(h))));
        }
    }
    return keys;
}

/** A monster that flies this round: by its ability block, else by its card or its stat card. */
function flies(monster: Monster): boolean {
    if (monster.ability) {
        return monster.ability.moves[0]?.mode === 'flying';
    }
    const mode = standeeCard(monster)?.card.move?.mode;
    return mode !== undefined ? mode === 'flying' : standeeStat(monster)?.flying === true;
}

/** One figure per hex, never on a wall, on an obstacle only when flying; a figure that has left the board stands nowhere. */
export function checkFigurePlacement(scenario: Scenario, accept: ValidationAcceptor): void {
    const walls = terrainHexes(scenario, 'wall');
    const obstacles = terrainHexes(scenario, 'obstacle');
    const occupied = new Map<string, FigureNode>();
    for (const figure of figuresOf(scenario).filter(f => !leftTheBoard(f))) {
        const h = hexOfRef(figure.position);
        if (!h) {
            continue;
        }
        const key = hexKey(h);
        const other = occupied.get(key);
        if (other) {
            accept('error', `${other.name} already stands on ${hexLabel(h)}: two figures cannot share a hex. Move ${figure.name} to a free hex.`,
                { node: figure, property: 'position', code: IssueCodes.FigureOverlap });
        } else {
            occupied.set(key, figure);
        }
        if (walls.has(key)) {
            accept('error', `${hexLabel(h)} is a wall hex, which is not part of the room: move ${figure.name} to an open hex.`,
                { node: figure, property: 'position', code: IssueCodes.FigureOnWall });
        } else if (obstacles.has(key) && !(isMonster(figure) && flies(figure))) {
            accept('warning', `${hexLabel(h)} is an obstacle: only a flying figure can stand there. Move ${figure.name}, or remove the obstacle.`,
                { node: figure, property: 'position', code: IssueCodes.FigureOnObstacle });
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
