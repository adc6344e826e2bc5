/**
 * The preview page (client/webview/preview.ts) talks to VS Code through `acquireVsCodeApi`. In
 * the playground it sits in a frame of the playground's page, which plays the extension's part:
 * posts go to that page, and the state the page keeps lives as long as the tab.
 */

const STATE_KEY = 'ghs-preview-state';

function savedState(): unknown {
    try {
        return JSON.parse(sessionStorage.getItem(STATE_KEY) ?? 'null');
    } catch {
        return null;
    }
}

const api = {
    postMessage(message: unknown): void {
        window.parent.postMessage(message, window.location.origin);
    },
    getState: savedState,
    setState(state: unknown): void {
        try {
            sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
        } catch {
            // Storage refused (private browsing, full): the state lasts as long as the page.
        }
    }
};

(globalThis as unknown as { acquireVsCodeApi(): typeof api }).acquireVsCodeApi = () => api;
