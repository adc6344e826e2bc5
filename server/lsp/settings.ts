import type { LangiumSharedServices } from 'langium/lsp';
import type { Edition } from '../../language/board/board.js';
import type { GhsSettings } from '../../language/ghs-settings.js';

/** The configuration section the extension contributes (`ghs.defaultEdition`, `ghs.preview.*`). */
export const SETTINGS_SECTION = 'ghs';

const EDITIONS: readonly Edition[] = ['gloomhaven', 'frosthaven', 'jotl'];

/** The default edition named in a settings object, when it names one this server knows. */
export function defaultEditionIn(settings: unknown): Edition | undefined {
    const value = typeof settings === 'object' && settings !== null ? (settings as { defaultEdition?: unknown }).defaultEdition : undefined;
    return EDITIONS.find(edition => edition === value);
}

/**
 * Keeps `GhsSettings` in step with the editor: the `initializationOptions` set it before the first
 * document is read, then the configuration the server asks for and every
 * `workspace/didChangeConfiguration` may change it. A change re-validates every document, since
 * the turn explanations and expectation checks of a file without a `rules` line depend on it.
 */
export function keepSettingsInStep(shared: LangiumSharedServices, settings: GhsSettings): void {
    const apply = (source: unknown): void => {
        const edition = defaultEditionIn(source);
        if (edition && edition !== settings.defaultEdition) {
            settings.defaultEdition = edition;
            revalidateAll(shared);
        }
    };
    shared.lsp.LanguageServer.onInitialize(params => apply(params.initializationOptions));
    const configuration = shared.workspace.ConfigurationProvider;
    configuration.onConfigurationSectionUpdate(update => {
        if (update.section === SETTINGS_SECTION) {
            apply(update.configuration);
        }
    });
    // The configuration fetched at start-up fires no update event: read it once it is in.
    void configuration.ready.then(async () => apply({ defaultEdition: await configuration.getConfiguration(SETTINGS_SECTION, 'defaultEdition') }));
}

/** Rebuilds every known document from its current text, under the workspace lock like an edit. */
function revalidateAll(shared: LangiumSharedServices): void {
    const uris = shared.workspace.LangiumDocuments.all.map(document => document.uri).toArray();
    if (uris.length === 0) {
        return;
    }
    void shared.workspace.WorkspaceLock.write(token => shared.workspace.DocumentBuilder.update(uris, [], token));
}
