import type { Edition } from './board/board.js';

/** How the language server shows each monster's turn in one line: `off` leaves it to the hover and the code lens. */
export type TurnSummaries = 'information' | 'hint' | 'off';

export const TURN_SUMMARIES: readonly TurnSummaries[] = ['information', 'hint', 'off'];

/**
 * What the user may set for every scenario: the edition of a file without a `rules` line. The
 * language server keeps it in step with the editor's settings, the command line with its flags.
 */
export class GhsSettings {
    defaultEdition: Edition = 'gloomhaven';
    /**
     * Editor only (the command line reports no turn summaries). A hint by default: the summary
     * stays on the monster's name without filling the Problems panel, which lists no hints.
     */
    turnSummaries: TurnSummaries = 'hint';
}
