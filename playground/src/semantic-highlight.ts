import { LSPPlugin } from '@codemirror/lsp-client';
import { type Extension, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver-protocol';

/** Edits come in bursts while typing: the tokens are asked for after a pause. */
const DEBOUNCE_MS = 200;

const setTokens = StateEffect.define<DecorationSet>();

/** The tokens last drawn, moved along with each edit until the next answer replaces them. */
const tokenField = StateField.define<DecorationSet>({
    create: () => Decoration.none,
    update(tokens, transaction) {
        let next = tokens.map(transaction.changes);
        for (const effect of transaction.effects) {
            if (effect.is(setTokens)) {
                next = effect.value;
            }
        }
        return next;
    },
    provide: field => EditorView.decorations.from(field)
});

const marks = new Map<string, Decoration>();

/** `ghs-token-keyword`, `ghs-token-class` …: one class per LSP token type, styled in playground.css. */
function markOf(type: string): Decoration {
    let mark = marks.get(type);
    if (!mark) {
        mark = Decoration.mark({ class: `ghs-token-${type}` });
        marks.set(type, mark);
    }
    return mark;
}

/**
 * The decorations of LSP's relative token encoding: five numbers a token (line delta, start
 * delta, length, type, modifiers), positions in the text the server tokenised.
 */
export function tokenDecorations(data: readonly number[], legend: SemanticTokensLegend, offsetOf: (line: number, character: number) => number | undefined): DecorationSet {
    const builder = new RangeSetBuilder<Decoration>();
    let line = 0;
    let character = 0;
    for (let i = 0; i + 4 < data.length; i += 5) {
        line += data[i];
        character = data[i] === 0 ? character + data[i + 1] : data[i + 1];
        const type = legend.tokenTypes[data[i + 3]];
        const from = offsetOf(line, character);
        const to = offsetOf(line, character + data[i + 2]);
        if (type !== undefined && from !== undefined && to !== undefined && to > from) {
            builder.add(from, to, markOf(type));
        }
    }
    return builder.finish();
}

class SemanticTokensPlugin {
    private timer: ReturnType<typeof setTimeout> | undefined;
    /** Counts requests, so that only the answer to the latest is drawn. */
    private serial = 0;

    constructor(private readonly view: EditorView) {
        this.schedule(0);
    }

    update(update: ViewUpdate): void {
        if (update.docChanged) {
            this.schedule(DEBOUNCE_MS);
        }
    }

    destroy(): void {
        clearTimeout(this.timer);
    }

    private schedule(delay: number): void {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.refresh(), delay);
    }

    private async refresh(): Promise<void> {
        const plugin = LSPPlugin.get(this.view);
        if (!plugin) {
            return;
        }
        const { client, uri } = plugin;
        await client.initializing;
        const legend = client.serverCapabilities?.semanticTokensProvider?.legend;
        if (!legend) {
            return;
        }
        const serial = ++this.serial;
        client.sync();
        try {
            await client.withMapping(async mapping => {
                const doc = plugin.syncedDoc;
                const tokens = await client.request<{ textDocument: { uri: string } }, SemanticTokens | null>(
                    'textDocument/semanticTokens/full', { textDocument: { uri } });
                if (serial !== this.serial || !tokens) {
                    return;
                }
                // Positions in the text the server read, moved over what was typed since.
                const decorations = tokenDecorations(tokens.data, legend, (line, character) => {
                    if (line >= doc.lines) {
                        return undefined;
                    }
                    const start = doc.line(line + 1);
                    return start.from + character > start.to ? undefined : mapping.mapPos(uri, start.from + character);
                });
                this.view.dispatch({ effects: setTokens.of(decorations) });
            });
        } catch {
            // A request overtaken or refused: the next edit asks again; the colours of the last answer stay.
        }
    }
}

/** Colours from the language server's semantic tokens, as VS Code's editor gets them. */
export function semanticHighlighting(): Extension {
    return [tokenField, ViewPlugin.fromClass(SemanticTokensPlugin)];
}
