/**
 * What a request's params lack, by the shape LSP (or this server's protocol) gives them, for the
 * requests whose handlers would otherwise fail on them with an internal error or answer as if
 * asked something else (a negative position is read as the start of the text).
 */

import { TERRAIN_KINDS } from '../../language/model/board.js';
import { BOARD_EDIT_KINDS } from '../../language/edit/board-edit-kinds.js';

type Check = (params: Record<string, unknown>, method: string) => string | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWholeNumber(value: unknown): boolean {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isPosition(value: unknown): boolean {
    return isObject(value) && isWholeNumber(value.line) && isWholeNumber(value.character);
}

function isRange(value: unknown): boolean {
    return isObject(value) && isPosition(value.start) && isPosition(value.end);
}

const document: Check = (params, method) =>
    isObject(params.textDocument) && typeof params.textDocument.uri === 'string' ? undefined : `${method} needs textDocument { uri }.`;

const position: Check = (params, method) =>
    isPosition(params.position) ? undefined : `${method} needs position { line, character }, whole numbers from 0.`;

const range: Check = (params, method) =>
    isRange(params.range) ? undefined : `${method} needs range { start, end }, each a position { line, character } of whole numbers from 0.`;

function isStrings(value: unknown): boolean {
    return Array.isArray(value) && value.every(v => typeof v === 'string');
}

function isOptionalString(value: unknown): boolean {
    return value === undefined || typeof value === 'string';
}

/** A document the client names with the version it holds: the custom requests check it as the edits do. */
const versioned: Check = (params, method) => typeof params.uri === 'string' && Number.isInteger(params.version)
    ? undefined : `${method} needs { uri, version }.`;

/** What each kind of board edit needs, in the words of the refusal. */
const EDIT_FIELDS: Readonly<Record<string, { ok: (edit: Record<string, unknown>) => boolean; shape: string }>> = {
    paint: { ok: e => (TERRAIN_KINDS as readonly unknown[]).includes(e.terrain) && isStrings(e.hexes), shape: `{ kind: 'paint', terrain, hexes }: terrain one of ${TERRAIN_KINDS.join(', ')}, hexes a list of hexes` },
    erase: { ok: e => isStrings(e.hexes), shape: `{ kind: 'erase', hexes }: a list of hexes` },
    thinWall: { ok: e => isStrings(e.between) && (e.between as unknown[]).length === 2, shape: `{ kind: 'thinWall', between }: the two hexes the wall stands between` },
    moveFigure: { ok: e => typeof e.figure === 'string' && typeof e.to === 'string' && isOptionalString(e.from), shape: `{ kind: 'moveFigure', figure, from?, to }` },
    addFigure: { ok: e => (e.figure === 'character' || e.figure === 'monster') && typeof e.at === 'string', shape: `{ kind: 'addFigure', figure: 'character' or 'monster', at }` },
    deleteFigure: { ok: e => typeof e.figure === 'string' && isOptionalString(e.at), shape: `{ kind: 'deleteFigure', figure, at? }` },
    resizeMap: { ok: e => ['top', 'bottom', 'left', 'right'].includes(e.edge as string) && Number.isInteger(e.by), shape: `{ kind: 'resizeMap', edge: top, bottom, left or right, by: a whole number }` },
    areaPattern: {
        ok: e => typeof e.monster === 'string' && isOptionalString(e.at) && isOptionalString(e.origin) && isStrings(e.hexes),
        shape: `{ kind: 'areaPattern', monster, at?, origin?, hexes }`
    }
};

const boardEdit: Check = (params, method) => {
    const edit = params.edit;
    if (!isObject(edit) || !(BOARD_EDIT_KINDS as readonly unknown[]).includes(edit.kind)) {
        return `${method} needs edit { kind, … }, the kind one of ${BOARD_EDIT_KINDS.join(', ')}.`;
    }
    const fields = EDIT_FIELDS[edit.kind as string];
    return fields.ok(edit) ? undefined : `${method}'s ${String(edit.kind)} edit needs ${fields.shape}.`;
};

const all = (...checks: Check[]): Check => (params, method) => checks.map(check => check(params, method)).find(problem => problem !== undefined);

const atPosition = all(document, position);

const CHECKS: Readonly<Record<string, Check>> = {
    'textDocument/hover': atPosition,
    'textDocument/completion': atPosition,
    'textDocument/signatureHelp': atPosition,
    'textDocument/declaration': atPosition,
    'textDocument/definition': atPosition,
    'textDocument/typeDefinition': atPosition,
    'textDocument/implementation': atPosition,
    'textDocument/documentHighlight': atPosition,
    'textDocument/prepareRename': atPosition,
    'textDocument/linkedEditingRange': atPosition,
    'textDocument/references': all(atPosition, (params, method) =>
        isObject(params.context) && typeof params.context.includeDeclaration === 'boolean' ? undefined : `${method} needs context { includeDeclaration }.`),
    'textDocument/rename': all(atPosition, (params, method) => typeof params.newName === 'string' ? undefined : `${method} needs newName, a string.`),
    'textDocument/codeAction': all(document, range, (params, method) =>
        isObject(params.context) && Array.isArray(params.context.diagnostics) ? undefined : `${method} needs context { diagnostics }.`),
    'textDocument/inlayHint': all(document, range),
    'textDocument/semanticTokens/range': all(document, range),
    'textDocument/rangeFormatting': all(document, range),
    'textDocument/documentSymbol': document,
    'textDocument/codeLens': document,
    'textDocument/documentLink': document,
    'textDocument/foldingRange': document,
    'textDocument/formatting': document,
    'textDocument/semanticTokens/full': document,
    'textDocument/semanticTokens/full/delta': document,
    'ghs/monsterAt': atPosition,
    'ghs/boardView': versioned,
    'ghs/threatMap': all(versioned, (params, method) => typeof params.character === 'string'
        ? undefined : `${method} needs { uri, version, character }: the character is the name of the one whose map to draw.`),
    'ghs/editBoard': all(versioned, boardEdit),
    'workspace/executeCommand': (params, method) => typeof params.command === 'string' ? undefined : `${method} needs command, a string.`
};

/** Why the params cannot be answered, as the InvalidParams error's message; undefined when they can, or when the method is not checked here. */
export function paramsProblem(method: string, params: unknown): string | undefined {
    const check = CHECKS[method];
    if (!check) {
        return undefined;
    }
    return isObject(params) ? check(params, method) : `${method} needs its params as an object.`;
}
