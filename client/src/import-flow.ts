import type { TextEdit } from 'vscode-languageclient';
import type { ImportSecretariatParams, ImportSecretariatResult } from '../../server/protocol.js';

/**
 * *GHS: Import Monster from Gloomhaven Secretariat Files*, apart from the editor: the monster
 * file, its deck file (optional), the level, then the server's edits applied as one step. The
 * extension gives the editor's dialogs as the host; tests give their own.
 */
export interface ImportHost {
    /** The chosen file's text; undefined when the user cancels. A file that cannot be read is said and ends the import. */
    chooseFile(which: 'monster' | 'deck'): Promise<{ text: string } | { unreadable: string } | undefined>;
    /** The one level to import, 0 to 7, or every level of the file; undefined when the user cancels. */
    pickLevel(): Promise<number | 'every' | undefined>;
    version(): number;
    importBlocks(params: Omit<ImportSecretariatParams, 'uri'>): Promise<ImportSecretariatResult>;
    apply(edits: readonly TextEdit[]): Promise<boolean>;
    tell(level: 'info' | 'warning' | 'error', message: string): void;
}

/** Runs the import to its end: each step the user cancels stops it without a change. */
export async function importSecretariatFlow(host: ImportHost): Promise<void> {
    const monster = await host.chooseFile('monster');
    if (monster === undefined) {
        return;
    }
    if ('unreadable' in monster) {
        host.tell('error', monster.unreadable);
        return;
    }
    const deck = await host.chooseFile('deck');
    if (deck !== undefined && 'unreadable' in deck) {
        host.tell('error', deck.unreadable);
        return;
    }
    const level = await host.pickLevel();
    if (level === undefined) {
        return;
    }
    const result = await host.importBlocks({
        version: host.version(), monster: monster.text, ...(deck ? { deck: deck.text } : {}), ...(level === 'every' ? {} : { level })
    });
    if ('error' in result) {
        host.tell('error', `the monster could not be imported: ${result.error}`);
        return;
    }
    if (!await host.apply(result.edits)) {
        host.tell('error', 'the editor did not apply the import: the scenario changed meanwhile. Import again.');
        return;
    }
    const imported = level === 'every' ? 'imported at every level' : `imported at level ${level}`;
    if (result.warnings.length > 0) {
        host.tell('warning', `${imported}; what the language cannot say stays in the scenario as comments: ${result.warnings.join(' · ')}`);
    } else {
        host.tell('info', `${imported}.`);
    }
}
