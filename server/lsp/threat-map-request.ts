import { Cancellation, URI, isOperationCancelled } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { type CancellationToken, type Connection, LSPErrorCodes, ResponseError, type WorkDoneProgressReporter } from 'vscode-languageserver';
import type { GhsServices } from '../../language/ghs-module.js';
import { ThreatMapRequest, type ThreatMapParams, type ThreatMapResult } from '../protocol.js';
import { currentDocument } from './current-document.js';
import { onCancellableRequest, refuseMalformed } from './cancellable-request.js';

const MODIFIED = 'The document changed while its threat map was being drawn.';

/**
 * The threat map of a document at the text the server holds now. It stops as soon as that text
 * changes: a map of a text already gone is worth nothing to the preview.
 */
export async function threatMapOf(shared: LangiumSharedServices, params: ThreatMapParams, cancelToken?: CancellationToken,
    progress?: WorkDoneProgressReporter): Promise<ThreatMapResult> {
    refuseMalformed(ThreatMapRequest.method, params);
    const uri = URI.parse(params.uri);
    const document = await currentDocument(shared, uri, cancelToken);
    const { analysis } = shared.ServiceRegistry.getServices(document.uri) as GhsServices;
    const context = analysis.ScenarioAnalyzer.analyzeDocument(document, cancelToken);
    if (!context) {
        throw new ResponseError(LSPErrorCodes.RequestFailed, `${params.uri} holds no scenario.`);
    }
    const version = document.textDocument.version;
    const stop = new Cancellation.CancellationTokenSource();
    let modified = false;
    const subscriptions = [
        cancelToken?.onCancellationRequested(() => stop.cancel()),
        shared.workspace.DocumentBuilder.onUpdate(changed => {
            if (changed.some(u => u.toString() === uri.toString())) {
                modified = true;
                stop.cancel();
            }
        })
    ];
    try {
        progress?.begin('Threat map', 0, `mapping where ${params.character} could stand`, true);
        let reported = -1;
        const onProgress = (mapped: number, toMap: number): void => {
            const percent = Math.floor((100 * mapped) / toMap);
            if (percent !== reported) {
                reported = percent;
                progress?.report(percent, `${mapped} of ${toMap} hexes`);
            }
        };
        const map = await analysis.ThreatMaps.ofScenarioAsync(context.scenario, params.character, { cancelToken: stop.token, onProgress });
        return { ...map, version };
    } catch (error) {
        if (isOperationCancelled(error)) {
            throw modified
                ? new ResponseError(LSPErrorCodes.ContentModified, MODIFIED)
                : new ResponseError(LSPErrorCodes.RequestCancelled, 'The request has been cancelled.');
        }
        throw error;
    } finally {
        subscriptions.forEach(s => s?.dispose());
        stop.dispose();
        progress?.done();
    }
}

export function registerThreatMapRequest(connection: Connection, shared: LangiumSharedServices): void {
    onCancellableRequest(connection, ThreatMapRequest, (params, cancelToken) =>
        threatMapOf(shared, params, cancelToken, params.workDoneToken === undefined ? undefined : connection.window.attachWorkDoneProgress(params.workDoneToken)));
}
