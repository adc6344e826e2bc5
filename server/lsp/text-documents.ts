import type { LangiumSharedServices } from 'langium/lsp';
import { NormalizedTextDocuments } from 'langium/lsp';
import type { Connection, DidOpenTextDocumentParams, NotificationHandler } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** Why an opened document is not taken in, or undefined when it is. */
export function refusalOf(params: DidOpenTextDocumentParams): string | undefined {
    const document: unknown = params?.textDocument;
    if (typeof document !== 'object' || document === null) {
        return 'Ignored a didOpen without a text document.';
    }
    const { uri, languageId, text } = document as Record<string, unknown>;
    if (typeof uri !== 'string') {
        return 'Ignored a didOpen whose uri is not a string.';
    }
    if (typeof text !== 'string') {
        return `Ignored the opening of ${uri}: its text is not a string.`;
    }
    return typeof languageId === 'string' ? undefined : `Ignored the opening of ${uri}: its languageId is not a string.`;
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
        const filtered = new Proxy(connection, {
            get(target, property, receiver) {
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
