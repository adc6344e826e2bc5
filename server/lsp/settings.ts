import type { LangiumSharedServices } from 'langium/lsp';
import { CodeLensRefreshRequest, type InitializeParams, InlayHintRefreshRequest } from 'vscode-languageserver';
import type { Edition } from '../../language/model/board.js';
import { EDITIONS } from '../../language/rules/editions.js';
import { type GhsSettings, TURN_SUMMARIES, type TurnSummaries } from '../../language/ghs-settings.js';

/** The configuration section the extension contributes (`ghs.defaultEdition`, `ghs.turnSummaries`, `ghs.preview.*`). */
export const SETTINGS_SECTION = 'ghs';

/** The default edition named in a settings object, when it names one this server knows. */
export function defaultEditionIn(settings: unknown): Edition | undefined {
    const value = typeof settings === 'object' && settings !== null ? (settings as { defaultEdition?: unknown }).defaultEdition : undefined;
    return EDITIONS.find(edition => edition === value);
}

/** How turn summaries are shown, when a settings object names a way this server knows. */
export function turnSummariesIn(settings: unknown): TurnSummaries | undefined {
    const value = typeof settings === 'object' && settings !== null ? (settings as { turnSummaries?: unknown }).turnSummaries : undefined;
    return TURN_SUMMARIES.find(way => way === value);
}

/**
 * Keeps `GhsSettings` in step with the editor: the `initializationOptions` set it before the first
 * document is read, then the configuration the server asks for and every
 * `workspace/didChangeConfiguration` may change it. A change re-validates every document, since
 * the turn explanations and expectation checks of a file without a `rules` line depend on the
 * edition, and the severity of the turn summaries on `turnSummaries`.
 */
export function keepSettingsInStep(shared: LangiumSharedServices, settings: GhsSettings): void {
    let client: InitializeParams['capabilities'] = {};
    const apply = (source: unknown): void => {
        const edition = defaultEditionIn(source);
        const summaries = turnSummariesIn(source);
        let changed = false;
        if (edition && edition !== settings.defaultEdition) {
            settings.defaultEdition = edition;
            changed = true;
        }
        if (summaries && summaries !== settings.turnSummaries) {
            settings.turnSummaries = summaries;
            changed = true;
        }
        if (changed) {
            void revalidateAll(shared).then(() => refreshViews(shared, client));
        }
    };
    shared.lsp.LanguageServer.onInitialize(params => {
        client = params.capabilities;
        apply(params.initializationOptions);
    });
    const configuration = shared.workspace.ConfigurationProvider;
    configuration.onConfigurationSectionUpdate(update => {
        if (update.section === SETTINGS_SECTION) {
            apply(update.configuration);
        }
    });
    // The configuration fetched at start-up fires no update event: read it once it is in.
    void configuration.ready.then(async () => apply({
        defaultEdition: await configuration.getConfiguration(SETTINGS_SECTION, 'defaultEdition'),
        turnSummaries: await configuration.getConfiguration(SETTINGS_SECTION, 'turnSummaries')
    }));
}

/** Rebuilds every known document from its current text, under the workspace lock like an edit. */
async function revalidateAll(shared: LangiumSharedServices): Promise<void> {
    const uris = shared.workspace.LangiumDocuments.all.map(document => document.uri).toArray();
    if (uris.length > 0) {
        await shared.workspace.WorkspaceLock.write(token => shared.workspace.DocumentBuilder.update(uris, [], token));
    }
}

/**
 * Diagnostics are pushed after the rebuild, but an editor asks for code lenses and inlay hints
 * only on an edit: the lens titles and the hints carry the turn, so it is told to ask again.
 */
function refreshViews(shared: LangiumSharedServices, client: InitializeParams['capabilities']): void {
    const connection = shared.lsp.Connection;
    if (!connection) {
        return;
    }
    const failed = (error: unknown): void => {
        try {
            connection.console.warn(`refresh after a settings change failed: ${String(error)}`);
        } catch {
            // The refresh failed because the connection closed: the warning cannot go out either.
        }
    };
    if (client.workspace?.codeLens?.refreshSupport) {
        connection.sendRequest(CodeLensRefreshRequest.type).catch(failed);
    }
    if (client.workspace?.inlayHint?.refreshSupport) {
        connection.sendRequest(InlayHintRefreshRequest.type).catch(failed);
    }
}
