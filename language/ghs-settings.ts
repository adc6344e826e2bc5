import type { Edition } from './model/board.js';
import { DEFAULT_EDITION } from './rules/editions.js';

/** How the language server shows each monster's turn in one line: `off` leaves it to the hover and the code lens. */
export type TurnSummaries = 'information' | 'hint' | 'off';

export const TURN_SUMMARIES: readonly TurnSummaries[] = ['information', 'hint', 'off'];

/** The values a user may set. */
export interface GhsSettingValues {
    /** The edition of a file without a `rules` line. */
    readonly defaultEdition: Edition;
    /**
     * Editor only (the command line reports no turn summaries). A hint by default: the summary
     * stays on the monster's name without filling the Problems panel, which lists no hints.
     */
    readonly turnSummaries: TurnSummaries;
}

export type GhsSettingsListener = (changed: keyof GhsSettingValues) => void;

/**
 * What the user may set for every scenario. The language server keeps it in step with the
 * editor's settings, the command line with its flags. Whatever depends on a value (the analysis
 * of a file without a `rules` line) listens for its change instead of being handed the value.
 */
export class GhsSettings implements GhsSettingValues {
    private values: GhsSettingValues = { defaultEdition: DEFAULT_EDITION, turnSummaries: 'hint' };
    private readonly listeners: GhsSettingsListener[] = [];

    get defaultEdition(): Edition {
        return this.values.defaultEdition;
    }

    set defaultEdition(edition: Edition) {
        this.set('defaultEdition', edition);
    }

    get turnSummaries(): TurnSummaries {
        return this.values.turnSummaries;
    }

    set turnSummaries(way: TurnSummaries) {
        this.set('turnSummaries', way);
    }

    /** Calls `listener` with the name of each value that changes, until the returned handle is disposed. */
    onChange(listener: GhsSettingsListener): { dispose(): void } {
        this.listeners.push(listener);
        return {
            dispose: () => {
                const index = this.listeners.indexOf(listener);
                if (index >= 0) {
                    this.listeners.splice(index, 1);
                }
            }
        };
    }

    private set<K extends keyof GhsSettingValues>(key: K, value: GhsSettingValues[K]): void {
        if (this.values[key] === value) {
            return;
        }
        this.values = { ...this.values, [key]: value };
        for (const listener of [...this.listeners]) {
            listener(key);
        }
    }
}
