import type { AstNode, CstNode, LangiumDocument } from 'langium';
import { GrammarUtils } from 'langium';
import type { DocumentSymbolProvider } from 'langium/lsp';
import { type DocumentSymbol, type Range, SymbolKind } from 'vscode-languageserver';
import { takesTurn } from '../../language/model/monster-types.js';
import type { Area, Character, ExpectOption, HexRef, Monster, StateFact, Statement, Summon } from '../../language/generated/ast.js';
import {
    isActedRecord, isCharacter, isDoor, isLink, isExpectation, isStateExpectation, isMapStatement, isMonster, isNoteStatement, isRulesStatement, isScenario, isSummon,
    isTerrainStatement, isThinWall
} from '../../language/generated/ast.js';
import { attacksWords } from '../../language/explain/option-words.js';
import { attackedNames } from '../../language/model/attacked-target.js';

/** What an editor shows for a part of the scenario that is missing or could not be parsed. */
const MISSING = '…';

function label(ref: HexRef | undefined): string {
    return ref?.label ?? MISSING;
}

function areaText(area: Area): string {
    return area.to ? `${label(area.from)}..${label(area.to)}` : label(area.from);
}

function attacksOf(option: ExpectOption): string {
    return attacksWords(attackedNames(option.targets).filter(name => name.length > 0));
}

function monsterDetail(monster: Monster): string {
    const where = `monster at ${label(monster.position)}`;
    return takesTurn(monster) ? where : `${where}, takes no turn`;
}

function characterDetail(character: Character): string {
    const flags = character.flags.length > 0 ? `, ${character.flags.join(', ')}` : '';
    const initiative = character.initiative === undefined ? '' : `, initiative ${character.initiative}`;
    return `character at ${label(character.position)}${initiative}${flags}`;
}

function summonDetail(summon: Summon): string {
    return `summon of ${summon.owner?.$refText || MISSING} at ${label(summon.position)}`;
}

/**
 * An outline that reads like the scenario: the map and rules, the terrain by kind, each
 * figure as `Guard — monster at J3`, and each expectation with its options.
 */
export class GhsDocumentSymbolProvider implements DocumentSymbolProvider {
    getSymbols(document: LangiumDocument): DocumentSymbol[] {
        const scenario = document.parseResult.value;
        if (!isScenario(scenario) || !scenario.$cstNode) {
            return [];
        }
        const name = scenario.name ? scenario.name.replace(/^"|"$/g, '') : '';
        const children = scenario.statements.map(s => this.statementSymbol(s)).filter((s): s is DocumentSymbol => s !== undefined);
        const keyword = GrammarUtils.findNodeForKeyword(scenario.$cstNode, 'scenario');
        return [symbol(name || 'scenario', 'scenario', SymbolKind.Namespace, scenario, keyword ?? GrammarUtils.findNodeForProperty(scenario.$cstNode, 'name'), children)];
    }

    protected statementSymbol(statement: Statement): DocumentSymbol | undefined {
        const cst = statement.$cstNode;
        const nameNode = (property: string): CstNode | undefined => cst && GrammarUtils.findNodeForProperty(cst, property);
        if (isRulesStatement(statement)) {
            return symbol('rules', statement.edition ?? MISSING, SymbolKind.Property, statement);
        }
        if (isMapStatement(statement)) {
            return symbol('map', `${label(statement.from)}..${label(statement.to)}`, SymbolKind.Property, statement);
        }
        if (isNoteStatement(statement)) {
            return symbol('note', statement.text?.replace(/^"|"$/g, '') ?? '', SymbolKind.String, statement);
        }
        if (isTerrainStatement(statement)) {
            return symbol(statement.kind ?? 'terrain', statement.areas.map(areaText).join(', '), SymbolKind.Property, statement);
        }
        if (isDoor(statement)) {
            return symbol('door', `${label(statement.position)} ${statement.state ?? MISSING}`, SymbolKind.Property, statement);
        }
        if (isLink(statement)) {
            return symbol('link', `${label(statement.first)} and ${label(statement.second)}`, SymbolKind.Property, statement);
        }
        if (isThinWall(statement)) {
            return symbol('wall between', `${label(statement.first)} and ${label(statement.second)}`, SymbolKind.Property, statement);
        }
        if (isMonster(statement)) {
            return symbol(statement.name || 'monster', monsterDetail(statement), SymbolKind.Class, statement, nameNode('name'));
        }
        if (isCharacter(statement)) {
            return symbol(statement.name || 'character', characterDetail(statement), SymbolKind.Variable, statement, nameNode('name'));
        }
        if (isSummon(statement)) {
            return symbol(statement.name || 'summon', summonDetail(statement), SymbolKind.TypeParameter, statement, nameNode('name'));
        }
        if (isActedRecord(statement)) {
            const targets = attackedNames(statement.targets).join(', ');
            const detail = `from ${label(statement.from)} to ${label(statement.to)}, ${targets ? `attacked ${targets}` : 'attacked nobody'}`;
            return symbol(`acted ${statement.monster?.$refText || MISSING}`, detail, SymbolKind.Event, statement, nameNode('monster'));
        }
        if (isExpectation(statement)) {
            const options = statement.options.map(option =>
                symbol(`to ${label(option.destination)}`, attacksOf(option), SymbolKind.EnumMember, option));
            const count = `${statement.options.length} option${statement.options.length === 1 ? '' : 's'}`;
            return symbol(`expect ${statement.monster?.$refText || MISSING}`, count, SymbolKind.Event, statement, nameNode('monster'), options);
        }
        if (isStateExpectation(statement)) {
            const moment = statement.monster ? statement.monster.$refText || MISSING : `round ${statement.round ?? MISSING}`;
            const facts = statement.facts.map(fact => symbol(fact.figure?.$refText || MISSING, factDetail(fact), SymbolKind.EnumMember, fact));
            const count = `${statement.facts.length} figure${statement.facts.length === 1 ? '' : 's'}`;
            return symbol(`expect after ${moment}`, count, SymbolKind.Event, statement,
                statement.monster ? nameNode('monster') : undefined, facts);
        }
        return undefined;
    }
}

/** `at D4, hp 5, conditions poison`, or `removed`: what a line of an `expect after` asserts. */
function factDetail(fact: StateFact): string {
    if (fact.down) {
        return fact.down;
    }
    const parts = [fact.position ? `at ${label(fact.position)}` : undefined, fact.hp !== undefined ? `hp ${fact.hp}` : undefined,
        fact.noConditions ? 'no conditions' : fact.conditions.length > 0 ? `conditions ${fact.conditions.join(', ')}` : undefined];
    return parts.filter(p => p !== undefined).join(', ');
}

/**
 * Clients reject a symbol whose name is empty or whose selection lies outside its range, so
 * both are guaranteed here whatever state the document is in.
 */
function symbol(name: string, detail: string, kind: SymbolKind, node: AstNode, selection?: CstNode, children?: DocumentSymbol[]): DocumentSymbol {
    const range = node.$cstNode?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const selectionRange = selection && contains(range, selection.range) ? selection.range : range;
    return { name: name.trim() || MISSING, detail, kind, range, selectionRange, children };
}

function contains(outer: Range, inner: Range): boolean {
    const before = (a: Range['start'], b: Range['start']): boolean => a.line < b.line || (a.line === b.line && a.character <= b.character);
    return before(outer.start, inner.start) && before(inner.end, outer.end);
}
