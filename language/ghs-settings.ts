import type { Edition } from './board/board.js';

/**
 * What the user may set for every scenario: the edition of a file without a `rules` line. The
 * language server keeps it in step with the editor's settings, the command line with its flags.
 */
export class GhsSettings {
    defaultEdition: Edition = 'gloomhaven';
}
