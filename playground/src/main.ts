import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { LSPClient, formatKeymap, hoverTooltips, renameKeymap, serverCompletion, serverDiagnostics } from '@codemirror/lsp-client';
import { EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import examples from 'ghs:examples';
import { ghsLexical } from './lexical-highlight.js';
import { PreviewHost } from './preview-host.js';
import { Prompts } from './prompts.js';
import { ScenarioEditor } from './scenario-editor.js';
import { ScenarioServer } from './scenario-server.js';
import { semanticHighlighting } from './semantic-highlight.js';
import { type Opened, scenarioFragment, scenarioOfFragment, scenarioOfLink } from './share-link.js';
import { workerTransport } from './worker-transport.js';

/**
 * The playground: a `.ghs` editor whose language server is the extension's own, in a worker of
 * this page, and the extension's board preview beside it. Nothing leaves the browser: a shared
 * scenario travels in the link's fragment, a draft stays in this browser's storage.
 */

const DOCUMENT_URI = 'file:///playground/scenario.ghs';
const DRAFT_KEY = 'ghs-playground-draft';
/** The performance mark of the first diagnostics the server published. */
const FIRST_DIAGNOSTICS = 'ghs-first-diagnostics';

function element<T extends HTMLElement>(id: string): T {
    const found = document.getElementById(id);
    if (!found) {
        throw new Error(`the playground page has no #${id}`);
    }
    return found as T;
}

const prompts = new Prompts(element<HTMLDialogElement>('ask'), element('status'));
const exampleSelect = element<HTMLSelectElement>('example');
for (const [index, example] of examples.entries()) {
    exampleSelect.add(new Option(example.title, String(index)));
}

const worker = new Worker('ghs-server.js', { name: 'GHS Language Server' });
worker.addEventListener('error', event => prompts.tell('error', `The language server stopped: ${event.message}`));
const client = new LSPClient({
    rootUri: 'file:///playground/',
    // A board or a round on a slow phone takes longer than the client's default of 3 s.
    timeout: 60_000,
    extensions: [serverDiagnostics(), serverCompletion(), hoverTooltips({ hoverTime: 250 })],
    notificationHandlers: {
        // The server's log is for the extension's output panel; here it goes to the console.
        'window/logMessage': (_client, params: { message: string }) => (console.info(params.message), true),
        // Marks when the first diagnostics came (the bench reads it), then leaves them to the editor.
        'textDocument/publishDiagnostics': () => {
            if (performance.getEntriesByName(FIRST_DIAGNOSTICS).length === 0) {
                performance.mark(FIRST_DIAGNOSTICS);
            }
            return false;
        }
    }
}).connect(workerTransport(worker));

/** What hears each change of the editor: the preview, once it exists. */
const followers: Array<(update: ViewUpdate) => void> = [];

const view = new EditorView({
    parent: element('editor'),
    state: EditorState.create({
        doc: '',
        extensions: [
            lineNumbers(), highlightActiveLineGutter(), history(), drawSelection(), indentOnInput(), bracketMatching(), closeBrackets(),
            autocompletion(), highlightActiveLine(), ghsLexical, syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
            keymap.of([...defaultKeymap, ...historyKeymap, ...formatKeymap, ...renameKeymap, ...lintKeymap, indentWithTab]),
            client.plugin(DOCUMENT_URI, 'ghs'),
            semanticHighlighting(),
            EditorView.updateListener.of(update => followers.forEach(follow => follow(update)))
        ]
    })
});

const editor = new ScenarioEditor(view, client, DOCUMENT_URI);
const server = new ScenarioServer(editor);
const host = new PreviewHost(element<HTMLIFrameElement>('preview'), editor, server, prompts);
followers.push(update => {
    if (update.docChanged) {
        host.textChanged();
        saveDraft(update.state.doc.toString());
    }
    if (update.selectionSet && !update.docChanged) {
        host.cursorMoved();
    }
});

function saveDraft(text: string): void {
    try {
        localStorage.setItem(DRAFT_KEY, text);
    } catch {
        // No storage (private browsing): the draft lasts as long as the tab.
    }
}

function draft(): string | undefined {
    try {
        return localStorage.getItem(DRAFT_KEY) ?? undefined;
    } catch {
        return undefined;
    }
}

/** Opens a scenario from a link or a fragment, or says why not; true when opened. */
function open(opened: Opened): boolean {
    if ('error' in opened) {
        prompts.tell('error', opened.error);
        return false;
    }
    editor.replace(opened.text);
    exampleSelect.value = '';
    if (opened.warnings.length > 0) {
        prompts.tell('warning', opened.warnings.join(' '));
    }
    return true;
}

function openExample(index: number): void {
    const example = examples[index];
    if (example) {
        editor.replace(example.text);
        exampleSelect.value = String(index);
    }
}

exampleSelect.addEventListener('change', () => openExample(Number(exampleSelect.value)));
element('run-turn').addEventListener('click', () => void host.runTurn());
element('run-round').addEventListener('click', () => void host.runRound());
element('share').addEventListener('click', () => void share());
element<HTMLFormElement>('open-link').addEventListener('submit', event => {
    event.preventDefault();
    const input = element<HTMLInputElement>('link');
    void scenarioOfLink(input.value).then(opened => {
        if (open(opened)) {
            input.value = '';
        }
    });
});
window.addEventListener('hashchange', () => void openFragment());

/** The link to this page with the scenario in its fragment, shown and put on the clipboard. */
async function share(): Promise<void> {
    const link = `${window.location.href.replace(/#.*$/, '')}${await scenarioFragment(view.state.doc.toString())}`;
    const field = element<HTMLInputElement>('shared-link');
    field.value = link;
    element('shared').hidden = false;
    field.select();
    window.history.replaceState(null, '', link);
    await navigator.clipboard?.writeText(link).catch(() => undefined);
}

async function openFragment(): Promise<boolean> {
    const opened = await scenarioOfFragment(window.location.hash);
    return opened !== undefined && open(opened);
}

void (async () => {
    if (!await openFragment()) {
        const saved = draft();
        if (saved !== undefined && saved.trim() !== '') {
            editor.replace(saved);
        } else {
            openExample(0);
        }
    }
    // Offline once loaded: the service worker keeps every file of the page.
    if ('serviceWorker' in navigator && window.isSecureContext) {
        navigator.serviceWorker.register('service-worker.js').catch((error: unknown) => console.warn('No offline copy:', error));
    }
})();
