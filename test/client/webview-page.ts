import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { makeNonce, previewHtml } from '../../client/src/preview-html.js';

/**
 * Serves the preview page as VS Code would (same HTML, same CSP, same bundle), with a stand-in for
 * `acquireVsCodeApi` that records what the page posts, so a real browser can drive it.
 */

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export { CHROMIUM, CHROMIUM_ARGS, chromiumMissing, launchChromium } from './chromium.js';

/** A few of the variables VS Code puts on a webview's body, enough to see the theme mapping work. */
export const THEMES = {
    light: {
        bodyClass: 'vscode-light',
        vars: {
            '--vscode-font-family': 'system-ui, sans-serif', '--vscode-font-size': '13px', '--vscode-editor-font-size': '14px',
            '--vscode-foreground': '#3b3b3b', '--vscode-editor-foreground': '#3b3b3b', '--vscode-editor-background': '#ffffff',
            '--vscode-descriptionForeground': '#717171', '--vscode-charts-red': '#e51400', '--vscode-charts-blue': '#1a85ff',
            '--vscode-charts-green': '#388a34', '--vscode-charts-orange': '#d18616', '--vscode-charts-yellow': '#bf8803',
            '--vscode-textLink-foreground': '#005fb8', '--vscode-focusBorder': '#005fb8', '--vscode-badge-background': '#cccccc',
            '--vscode-badge-foreground': '#3b3b3b', '--vscode-button-background': '#005fb8', '--vscode-button-foreground': '#ffffff',
            '--vscode-button-secondaryBackground': '#e5e5e5', '--vscode-button-secondaryForeground': '#3b3b3b',
            '--vscode-textBlockQuote-background': '#f8f8f8', '--vscode-dropdown-background': '#ffffff',
            '--vscode-dropdown-foreground': '#3b3b3b', '--vscode-dropdown-border': '#cecece'
        }
    },
    dark: {
        bodyClass: 'vscode-dark',
        vars: {
            '--vscode-font-family': 'system-ui, sans-serif', '--vscode-font-size': '13px', '--vscode-editor-font-size': '14px',
            '--vscode-foreground': '#cccccc', '--vscode-editor-foreground': '#cccccc', '--vscode-editor-background': '#1f1f1f',
            '--vscode-descriptionForeground': '#9d9d9d', '--vscode-charts-red': '#f14c4c', '--vscode-charts-blue': '#3794ff',
            '--vscode-charts-green': '#89d185', '--vscode-charts-orange': '#d18616', '--vscode-charts-yellow': '#cca700',
            '--vscode-textLink-foreground': '#4daafc', '--vscode-focusBorder': '#0078d4', '--vscode-badge-background': '#616161',
            '--vscode-badge-foreground': '#f8f8f8', '--vscode-button-background': '#0078d4', '--vscode-button-foreground': '#ffffff',
            '--vscode-button-secondaryBackground': '#313131', '--vscode-button-secondaryForeground': '#cccccc',
            '--vscode-textBlockQuote-background': '#2b2b2b', '--vscode-dropdown-background': '#313131',
            '--vscode-dropdown-foreground': '#cccccc', '--vscode-dropdown-border': '#3c3c3c'
        }
    },
    highContrast: {
        bodyClass: 'vscode-high-contrast',
        vars: {
            '--vscode-font-family': 'system-ui, sans-serif', '--vscode-font-size': '13px', '--vscode-editor-font-size': '14px',
            '--vscode-foreground': '#ffffff', '--vscode-editor-foreground': '#ffffff', '--vscode-editor-background': '#000000',
            '--vscode-descriptionForeground': '#ffffff', '--vscode-charts-red': '#f48771', '--vscode-charts-blue': '#3794ff',
            '--vscode-charts-green': '#89d185', '--vscode-charts-orange': '#ff8800', '--vscode-charts-yellow': '#ffd700',
            '--vscode-textLink-foreground': '#21a6ff', '--vscode-focusBorder': '#f38518', '--vscode-contrastBorder': '#6fc3df',
            '--vscode-contrastActiveBorder': '#f38518', '--vscode-badge-background': '#000000', '--vscode-badge-foreground': '#ffffff',
            '--vscode-button-background': '#000000', '--vscode-button-foreground': '#ffffff', '--vscode-button-border': '#6fc3df',
            '--vscode-button-secondaryBackground': '#000000', '--vscode-button-secondaryForeground': '#ffffff',
            '--vscode-textBlockQuote-background': '#000000', '--vscode-dropdown-background': '#000000',
            '--vscode-dropdown-foreground': '#ffffff', '--vscode-dropdown-border': '#6fc3df'
        }
    }
} as const;

export type ThemeName = keyof typeof THEMES;

export interface PreviewPageServer {
    readonly url: string;
    close(): Promise<void>;
}

/** Bundles the page script fresh from source, so the test never runs a stale `media/preview.js`. */
async function bundlePreviewScript(): Promise<string> {
    const result = await esbuild.build({
        entryPoints: [resolve(repoRoot, 'client/webview/preview.ts')],
        bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent',
        // As esbuild.mjs bundles it: the board's stylesheet as text.
        loader: { '.css': 'text' }
    });
    return result.outputFiles[0].text;
}

/** The stand-in VS Code API: records posts in `window.__posted`, keeps state like the real one. */
function stubScript(initialState: unknown): string {
    const json = JSON.stringify(initialState ?? null).replace(/</g, '\\u003c');
    return `window.__posted = []; window.__state = ${json};
window.acquireVsCodeApi = () => ({
  postMessage: message => { window.__posted.push(JSON.parse(JSON.stringify(message))); },
  getState: () => window.__state,
  setState: state => { window.__state = JSON.parse(JSON.stringify(state)); }
});`;
}

/** `vars` overrides the theme's variables, e.g. a larger `--vscode-editor-font-size`. */
export async function servePreviewPage(theme: ThemeName = 'light', initialState?: unknown, vars: Record<string, string> = {}): Promise<PreviewPageServer> {
    const script = await bundlePreviewScript();
    const css = readFileSync(resolve(repoRoot, 'media/preview.css'), 'utf8');
    const server: Server = createServer((request, response) => {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        if (request.url === '/media/preview.js') {
            response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
        } else if (request.url === '/media/preview.css') {
            response.writeHead(200, { 'content-type': 'text/css' }).end(css);
        } else if (request.url === '/') {
            const nonce = makeNonce();
            const { bodyClass } = THEMES[theme];
            const themeCss = `body { ${Object.entries({ ...THEMES[theme].vars, ...vars }).map(([k, v]) => `${k}: ${v};`).join(' ')} }`;
            // VS Code sets the theme variables and class on the body and defines acquireVsCodeApi before any page script.
            const html = previewHtml({ cspSource: origin, nonce, scriptUri: `${origin}/media/preview.js`, styleUri: `${origin}/media/preview.css` })
                .replace('</head>', `<style nonce="${nonce}">${themeCss}</style>\n</head>`)
                .replace('<body>', `<body class="${bodyClass}">`)
                .replace(`<script nonce="${nonce}" src=`, `<script nonce="${nonce}">${stubScript(initialState)}</script>\n<script nonce="${nonce}" src=`);
            response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        } else if (request.url === '/favicon.ico') {
            response.writeHead(204).end(); // browsers ask for it; a webview never does
        } else {
            response.writeHead(404).end();
        }
    });
    await new Promise<void>(done => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    return {
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>(done => {
            server.closeAllConnections();
            server.close(() => done());
        })
    };
}
