import { describe, expect, it, vi } from 'vitest';
import type * as vscode from 'vscode';
import type { ThreatMap } from '../../language/scenario/threat-map.js';
import type { ThreatMapResult } from '../../server/protocol.js';
import type { ThreatToWebview } from '../../client/src/threat-protocol.js';
import { ThreatFeed } from '../../client/src/threat-feed.js';

const map: ThreatMap = { character: 'Hero', edition: 'gloomhaven', home: 'B1', monsters: ['Guard'], mostAttackers: 0, hexes: [] };

function document(version: number): vscode.TextDocument {
    return { uri: { toString: () => 'file:///work/room.ghs' }, version } as unknown as vscode.TextDocument;
}

/** A server whose answers the test releases one by one, recording the tokens it was given. */
function heldServer() {
    const asked: Array<{ character: string; token: vscode.CancellationToken; answer(result: ThreatMapResult | Error): void }> = [];
    const source = (_d: vscode.TextDocument, character: string, token: vscode.CancellationToken) =>
        new Promise<ThreatMapResult>((resolve, reject) => {
            asked.push({ character, token, answer: result => (result instanceof Error ? reject(result) : resolve(result)) });
        });
    return { asked, source };
}

describe('the threat map feed of the preview panel', () => {
    it('asks nothing until the page chooses a character, then posts pending and the map', async () => {
        const { asked, source } = heldServer();
        const posted: ThreatToWebview[] = [];
        const feed = new ThreatFeed(source, m => posted.push(m));
        await feed.refresh(document(3));
        expect(asked).toEqual([]);
        expect(feed.receive({ type: 'board' }, document(3))).toBe(false);
        expect(feed.receive({ type: 'threatMap', character: 'Hero' }, document(3))).toBe(true);
        expect(posted).toEqual([{ type: 'threat', uri: 'file:///work/room.ghs', version: 3, character: 'Hero', pending: true }]);
        asked[0].answer({ ...map, version: 3 });
        await vi.waitFor(() => expect(posted).toHaveLength(2));
        expect(posted[1]).toEqual({ type: 'threat', uri: 'file:///work/room.ghs', version: 3, character: 'Hero', map });
    });

    it('cancels the request before when a newer text asks again, and posts nothing for it', async () => {
        const { asked, source } = heldServer();
        const posted: ThreatToWebview[] = [];
        const feed = new ThreatFeed(source, m => posted.push(m));
        feed.receive({ type: 'threatMap', character: 'Hero' }, document(1));
        const newer = feed.refresh(document(2));
        expect(asked[0].token.isCancellationRequested).toBe(true);
        expect(asked[1].token.isCancellationRequested).toBe(false);
        asked[0].answer(new Error('The request has been cancelled.'));
        asked[1].answer({ error: 'No character or summon named Hero stands on the board: the scenario has no character or summon.', version: 2 });
        await newer;
        expect(posted.filter(m => !('pending' in m))).toEqual([
            { type: 'threat', uri: 'file:///work/room.ghs', version: 2, character: 'Hero', error: 'No character or summon named Hero stands on the board: the scenario has no character or summon.' }
        ]);
    });

    it('drops an answer for another version than the document has, and says why a request failed', async () => {
        const { asked, source } = heldServer();
        const posted: ThreatToWebview[] = [];
        const feed = new ThreatFeed(source, m => posted.push(m));
        feed.receive({ type: 'threatMap', character: 'Hero' }, document(5));
        asked[0].answer({ ...map, version: 4 });
        await new Promise(settled => setTimeout(settled, 0));
        const failing = feed.refresh(document(5));
        asked[1].answer(new Error('The server does not know file:///work/room.ghs: open it first.'));
        await failing;
        expect(posted.filter(m => !('pending' in m))).toEqual([{
            type: 'threat', uri: 'file:///work/room.ghs', version: 5, character: 'Hero',
            error: 'No threat map: The server does not know file:///work/room.ghs: open it first.'
        }]);
    });

    it('switched off by the page, cancels and asks no more', async () => {
        const { asked, source } = heldServer();
        const feed = new ThreatFeed(source, () => undefined);
        feed.receive({ type: 'threatMap', character: 'Hero' }, document(1));
        feed.receive({ type: 'threatMap' }, document(1));
        expect(asked[0].token.isCancellationRequested).toBe(true);
        await feed.refresh(document(2));
        expect(asked).toHaveLength(1);
    });
});
