import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.json': 'application/json'
};

export interface StaticSite {
    readonly url: string;
    /** How many requests the site has answered. */
    requests(): number;
    close(): Promise<void>;
}

/** Serves a folder as any static host does: files by path, `index.html` for the folder, nothing else. */
export async function serveFolder(folder: string): Promise<StaticSite> {
    let requests = 0;
    const server: Server = createServer((request, response) => {
        requests++;
        const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)).replace(/^(\.\.[/\\])+/, '');
        const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
        readFile(file).then(
            body => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
            () => response.writeHead(404).end('not found'));
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        requests: () => requests,
        close: () => new Promise(resolve => server.close(() => resolve()))
    };
}
