import type { BoardEdit } from '../model/board-edit-kinds.js';

/**
 * What the preview says when an edit drawn on the board is not made: what was refused, then why
 * (`Hatchet was not moved to E1: E1 is a wall.`), so that the message reads right on its own.
 */
export function refusedEditText(edit: BoardEdit, reason: string): string {
    const why = reason.endsWith('.') ? reason : `${reason}.`;
    return `${refusedWhat(edit)}: ${why}`;
}

function refusedWhat(edit: BoardEdit): string {
    switch (edit.kind) {
        case 'paint':
            return `No ${TERRAIN_WORDS[edit.terrain] ?? edit.terrain} was drawn`;
        case 'erase':
            return 'No terrain was erased';
        case 'thinWall':
            return `The thin wall between ${edit.between[0]} and ${edit.between[1]} was not changed`;
        case 'moveFigure':
            return edit.to === '' ? `${edit.figure} was not moved` : `${edit.figure} was not moved to ${edit.to}`;
        case 'addFigure':
            return `No ${edit.figure} was added on ${edit.at}`;
        case 'deleteFigure':
            return `${edit.figure} was not deleted`;
        case 'resizeMap':
            return `The map was not ${edit.by > 0 ? 'grown' : 'shrunk'} at its ${edit.edge} edge`;
        case 'areaPattern':
            return `The area of ${edit.monster} was not changed`;
    }
}

const TERRAIN_WORDS: Readonly<Record<string, string>> = {
    wall: 'wall', obstacle: 'obstacle', trap: 'trap', hazardous: 'hazardous terrain', difficult: 'difficult terrain', icy: 'icy terrain'
};
