import type { LangiumSharedServices } from 'langium/lsp';
import { NormalizedTextDocuments } from 'langium/lsp';
import type { Connection, DidChangeTextDocumentParams, DidOpenTextDocumentParams, NotificationHandler } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** Why an opened document is not taken in, or undefined when it is. */
export function refusalOf(params: DidOpenTextDocumentParams): string | undefined {
    const document: unknown = params?.textDocument;
    if (typeof document !== 'object' || document === null) {
        return 'Ignored a didOpen without a text document.';
    }
    const { uri, languageId, text, version } = document as Record<string, unknown>;
    if (typeof uri !== 'string') {
        return 'Ignored a didOpen whose uri is not a string.';
    }
    if (!Number.isInteger(version)) {
        return `Ignored the opening of ${uri}: its version is not a whole number (${JSON.stringify(version) ?? 'none'}).`;
    }
    if (typeof text !== 'string') {
        return `Ignored the opening of ${uri}: its text is not a string.`;
    }
    return typeof languageId === 'string' ? undefined : `Ignored the opening of ${uri}: its languageId is not a string.`;
}

/**
 * Why a change is not applied, or undefined when it is: a change without text would leave the
 * document without one, and a version that is not a whole number, or that goes back before the
 * version held (`current`), would pair diagnostics and edits with the wrong text.
 */
export function changeRefusalOf(params: DidChangeTextDocumentParams, current?: number): string | undefined {
    const uri: unknown = params?.textDocument?.uri;
    const changes: unknown = params?.contentChanges;
    if (typeof uri !== 'string' || !Array.isArray(changes)) {
        return 'Ignored a didChange without a text document or a list of changes.';
    }
    const version: unknown = params.textDocument.version;
    if (!Number.isInteger(version)) {
        return `Ignored a change of ${uri}: its version is not a whole number (${JSON.stringify(version) ?? 'none'}).`;
    }
    if (current !== undefined && (version as number) < current) {
        return `Ignored a change of ${uri}: its version ${version as number} is older than the version ${current} the server holds.`;
    }
    const broken = changes.some(c => typeof c !== 'object' || c === null || typeof (c as { text?: unknown }).text !== 'string');
    return broken ? `Ignored a change of ${uri}: a change's text is not a string.` : undefined;
}

/** Not an error when false: a client may send every document it opens; the others are not ours to read. */
function isOurs(params: DidOpenTextDocumentParams, languageIds: ReadonlySet<string>): boolean {
    return languageIds.has(params.textDocument.languageId);
}

/**
 * The open documents, taking in only scenarios: a document of another language, or one whose
 * text is not a string, would otherwise reach the build, which has no services for it and takes
 * the whole server down.
 */
export class GhsTextDocuments extends NormalizedTextDocuments<TextDocument> {
    constructor(private readonly shared: LangiumSharedServices) {
        super(TextDocument);
    }

    override listen(connection: Connection): ReturnType<NormalizedTextDocuments<TextDocument>['listen']> {
        const languageIds = (): Set<string> => new Set(this.shared.ServiceRegistry.all.map(s => s.LanguageMetaData.languageId));
        const versionOf = (uri: unknown): number | undefined => typeof uri === 'string' ? this.get(uri)?.version : undefined;
        const filtered = new Proxy(connection, {
            get(target, property, receiver) {
                if (property === 'onDidChangeTextDocument') {
                    return (handler: NotificationHandler<DidChangeTextDocumentParams>) => target.onDidChangeTextDocument(params => {
                        const refusal = changeRefusalOf(params, versionOf(params?.textDocument?.uri));
                        if (refusal) {
                            target.console.warn(refusal);
                        } else {
                            handler(params);
                        }
                    });
                }
                if (property !== 'onDidOpenTextDocument') {
                    return Reflect.get(target, property, receiver) as unknown;
                }
                return (handler: NotificationHandler<DidOpenTextDocumentParams>) => target.onDidOpenTextDocument(params => {
                    const ids = languageIds();
                    const refusal = refusalOf(params);
                    if (refusal) {
                        target.console.warn(refusal);
                    } else if (isOurs(params, ids)) {
                        handler(params);
                    }
                });
            }
        });
        return super.listen(filtered);
    }
}
