import type { LangiumDocument } from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import type { CancellationToken, CodeLens, CodeLensParams } from 'vscode-languageserver';
import { GrammarUtils } from 'langium';
import { isMonster } from '../../language/generated/ast.js';
import { analysedScenario } from './scenario-analysis.js';

/** The extension's command; it takes the monster's name and acts on the active editor's document. */
export const RunMonsterTurnCommand = 'ghs.runMonsterTurn';

/**
 * Above each monster that acts this round: a lens that plays its turn, and its turn in one line.
 * The second lens has no command: it is there to be read.
 */
export class GhsCodeLensProvider implements CodeLensProvider {
    provideCodeLens(document: LangiumDocument, _params: CodeLensParams, cancelToken?: CancellationToken): CodeLens[] {
        const context = analysedScenario(document, cancelToken);
        if (!context) {
            return [];
        }
        const monsters = context.scenario.statements.filter(isMonster);
        return context.analysis.decisions.flatMap(decision => {
            const monster = monsters.find(m => m.name === decision.monster && m.position?.label === decision.hex)
                ?? monsters.find(m => m.name === decision.monster);
            const name = monster?.$cstNode && GrammarUtils.findNodeForProperty(monster.$cstNode, 'name');
            if (!name) {
                return [];
            }
            return [
                { range: name.range, command: { title: 'Run monster turn', command: RunMonsterTurnCommand, arguments: [decision.monster] } },
                { range: name.range, command: { title: decision.summary, command: '' } }
            ];
        });
    }
}
