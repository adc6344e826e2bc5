import { readFileSync } from 'node:fs';
import type { Board } from '../../../language/model/board.js';
import { boardFromScenario } from '../../../language/model/from-ast.js';
import { conformanceFiles, parseAndValidate } from '../helpers.js';

/** The corpus sample the sight tests check pair by pair: the `131` boards and every 15th file. */
export const sightSampleFiles = conformanceFiles().filter((file, i) => /\/131-/.test(file) || i % 15 === 0);

/** The sample's boards, each with its file (files without a usable map left out). */
export async function sightSampleBoards(): Promise<Array<{ file: string; board: Board }>> {
    const boards: Array<{ file: string; board: Board }> = [];
    for (const file of sightSampleFiles) {
        const board = boardFromScenario((await parseAndValidate(readFileSync(file, 'utf8'))).parseResult.value);
        if (board) {
            boards.push({ file, board });
        }
    }
    return boards;
}
