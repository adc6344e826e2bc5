import { type CancellationToken, CancellationTokenSource } from 'vscode-languageserver-protocol';
import type { ThreatMapResult } from '../../server/protocol.js';
import { type ThreatToWebview, parseThreatFromWebview } from './threat-protocol.js';

/** The document a map is drawn for: VS Code's, or the playground's editor's. */
export interface FeedDocument {
    readonly uri: { toString(): string };
    readonly version: number;
}

/** How the feed asks the server for a map: cancelled through `token` when a newer one is wanted. */
export type ThreatMapSource<D extends FeedDocument> = (document: D, character: string, token: CancellationToken) => Promise<ThreatMapResult>;

/**
 * The preview's threat map on the extension's side: remembers the character the page asked
 * about and asks the server for that map after each new board, cancelling the request before,
 * so a map is never waited for by anything else and never drawn for a text already gone.
 */
export class ThreatFeed<D extends FeedDocument> {
    private character: string | undefined;
    private pending: CancellationTokenSource | undefined;

    constructor(private readonly source: ThreatMapSource<D>, private readonly post: (message: ThreatToWebview) => void) { }

    /** Takes the page's choice of character; false for any other message. */
    receive(data: unknown, document: D | undefined): boolean {
        const message = parseThreatFromWebview(data);
        if (!message) {
            return false;
        }
        this.character = message.character;
        void this.refresh(document);
        return true;
    }

    /** Asks for the map of the document's current text, if the page wants one. */
    async refresh(document: D | undefined): Promise<void> {
        this.cancel();
        const character = this.character;
        if (!document || character === undefined) {
            return;
        }
        const pending = new CancellationTokenSource();
        this.pending = pending;
        const base = { type: 'threat', uri: document.uri.toString(), version: document.version, character } as const;
        this.post({ ...base, pending: true });
        try {
            const { version, ...result } = await this.source(document, character, pending.token);
            if (pending.token.isCancellationRequested || version !== document.version) {
                return; // a newer text or choice has its own request
            }
            this.post({ ...base, version, ...('hexes' in result ? { map: result } : { error: result.error }) });
        } catch (error) {
            if (!pending.token.isCancellationRequested) {
                this.post({ ...base, error: `No threat map: ${error instanceof Error ? error.message : String(error)}` });
            }
        } finally {
            if (this.pending === pending) {
                this.pending = undefined;
            }
            pending.dispose();
        }
    }

    cancel(): void {
        this.pending?.cancel();
    }
}
