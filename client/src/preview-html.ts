import { BOARD_CSS } from '../../language/view/board-style.js';

/**
 * The preview page's HTML, apart from VS Code so a plain browser test serves the very same page.
 * Everything it loads comes through `cspSource` URIs or carries the nonce; nothing else may run.
 */
export interface PreviewPageResources {
    /** The webview's `cspSource` (where `asWebviewUri` URIs live). */
    readonly cspSource: string;
    readonly nonce: string;
    readonly scriptUri: string;
    readonly styleUri: string;
}

export function previewHtml(resources: PreviewPageResources): string {
    const { cspSource, nonce, scriptUri, styleUri } = resources;
    const csp = `default-src 'none'; style-src ${cspSource} 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src ${cspSource};`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeAttribute(styleUri)}" nonce="${nonce}">
<style nonce="${nonce}">${BOARD_CSS}</style>
<title>GHS Preview</title>
</head>
<body>
<header class="heading">
  <h1 id="title">GHS Preview</h1>
  <p id="note" hidden></p>
</header>
<div class="toolbar" role="toolbar" aria-label="Preview">
  <select id="monster" disabled aria-label="Monster" title="The monster whose turn is drawn"><option value="">(none)</option></select>
  <span id="options" class="options" role="group" aria-label="Options the players choose from"></span>
  <button id="play" type="button" disabled title="Apply the chosen option to the scenario">Play turn</button>
  <span class="zoom" role="group" aria-label="Zoom">
    <button id="zoom-out" type="button" title="Zoom out (-)" aria-label="Zoom out">−</button>
    <span id="zoom-level" class="zoom-level" aria-live="polite">100%</span>
    <button id="zoom-in" type="button" title="Zoom in (+)" aria-label="Zoom in">+</button>
    <button id="zoom-fit" type="button" title="Back to the size that fits the panel (0)">Fit</button>
  </span>
  <button id="rotate" type="button" aria-pressed="false" aria-label="Rotate" title="Turn the grid a quarter (pointy-topped rows)">⟳</button>
</div>
<div id="status" class="status" role="status">Waiting for the language server…</div>
<div id="board" class="board"></div>
<section id="decision" class="decision" hidden aria-live="polite">
  <p id="summary" class="summary"></p>
  <p id="tie" class="tie" hidden></p>
  <ol id="reasons" class="reasons"></ol>
  <div id="played" class="played" hidden>
    <p id="played-heading" class="played-heading"></p>
    <ul id="played-lines" class="played-lines"></ul>
  </div>
</section>
<script nonce="${nonce}" src="${escapeAttribute(scriptUri)}"></script>
</body>
</html>`;
}

/** A fresh random nonce for one page load. */
export function makeNonce(): string {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

function escapeAttribute(text: string): string {
    return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
