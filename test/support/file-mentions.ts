import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

/**
 * Files named in words: in the comments of the code and in the prose of the documentation. A
 * comment or a page that names a file of the repository that is not there has gone stale (the
 * file was renamed, moved or removed); the test that uses this module says which.
 */

/** The extensions of the files a mention may name. */
const EXTENSIONS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs', 'json', 'md', 'langium', 'ghs', 'css', 'lua', 'sh', 'html', 'svg', 'png', 'txt', 'tsv'];

/**
 * A path as written in words: folders and a file name with one of {@link EXTENSIONS}, not part of
 * a longer word, a URL, a glob or a scoped package name (what stands before it is none of
 * `\w . / @ : - * { } $ ~ \\`), nor followed by more of a path.
 */
const MENTION = new RegExp(String.raw`(?<![\w./@:*{}$~\\-])((?:\.{1,2}/)*(?:[\w.-]+/)*[\w-][\w.-]*\.(?:${EXTENSIONS.join('|')}))(?![\w/-])`, 'g');

export interface Mention {
    /** The path as written. */
    readonly path: string;
    /** Where it starts in the text searched. */
    readonly offset: number;
}

/** Every path named in `text`. */
export function mentionsIn(text: string): Mention[] {
    return [...text.matchAll(MENTION)].map(match => ({ path: match[1], offset: match.index }));
}

/** Words that look like a file name and name none: products and the like. */
const NOT_FILES = new Set(['Node.js']);

/** A command as a reader would type it, in a code span or on a line of its own. */
const COMMAND = /^\s*(\$ |npx |npm |node |ghs |nvim |cat )/;

/**
 * The paths `text` names as files of the repository. A file name without a folder is the reader's
 * own file, not one of ours, where it is quoted (`'room.svg'`) or part of a command written out
 * (`ghs play x.ghs > next.ghs`, in a code span or on a line of its own); a path with a folder
 * always names one of ours.
 */
export function repositoryMentionsIn(text: string): Mention[] {
    return mentionsIn(text).filter(mention => {
        if (NOT_FILES.has(mention.path)) {
            return false;
        }
        if (mention.path.includes('/')) {
            return true;
        }
        const before = text[mention.offset - 1];
        const after = text[mention.offset + mention.path.length];
        const quoted = (before === "'" || before === '"') && after === before;
        return !quoted && !COMMAND.test(codeSpanAround(text, mention.offset) ?? lineAround(text, mention.offset));
    });
}

/** The text of the code span (between backticks, on one line) that holds `offset`, if one does. */
function codeSpanAround(text: string, offset: number): string | undefined {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const lineEnd = text.indexOf('\n', offset);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    const ticks = [...line.matchAll(/`/g)].map(m => m.index);
    for (let i = 0; i + 1 < ticks.length; i += 2) {
        if (lineStart + ticks[i] < offset && offset < lineStart + ticks[i + 1]) {
            return line.slice(ticks[i] + 1, ticks[i + 1]);
        }
    }
    return undefined;
}

/** The line that holds `offset`, without a comment's leading `//`, `*` or `#`. */
function lineAround(text: string, offset: number): string {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const lineEnd = text.indexOf('\n', offset);
    return text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).replace(/^\s*(\/\/+|\/?\*+|#+)/, '');
}

/** Tokens after which a `/` divides; after any other, it starts a regular expression. */
const BEFORE_DIVISION = new Set<ts.SyntaxKind>([
    ts.SyntaxKind.Identifier, ts.SyntaxKind.PrivateIdentifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.BigIntLiteral,
    ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.RegularExpressionLiteral,
    ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken,
    ts.SyntaxKind.ThisKeyword, ts.SyntaxKind.SuperKeyword, ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword,
    ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken, ts.SyntaxKind.ExclamationToken
]);

/**
 * The comments of a TypeScript or JavaScript source (or of anything commented the same way, like
 * the grammar), with their offsets. Strings, template literals and regular expressions are read
 * past as the language reads them, so a `//` inside one is no comment.
 */
export function commentsOf(source: string): Array<{ text: string; offset: number }> {
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
    const comments: Array<{ text: string; offset: number }> = [];
    /** Open braces, and whether each continues a template literal when it closes. */
    const braces: boolean[] = [];
    let previous = ts.SyntaxKind.Unknown;
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
        if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
            comments.push({ text: scanner.getTokenText(), offset: scanner.getTokenStart() });
            continue;
        }
        if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) {
            continue;
        }
        if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !BEFORE_DIVISION.has(previous)) {
            kind = scanner.reScanSlashToken();
        } else if (kind === ts.SyntaxKind.TemplateHead) {
            braces.push(true);
        } else if (kind === ts.SyntaxKind.OpenBraceToken) {
            braces.push(false);
        } else if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop()) {
            kind = scanner.reScanTemplateToken(false);
            if (kind === ts.SyntaxKind.TemplateMiddle) {
                braces.push(true);
            }
        }
        previous = kind;
    }
    return comments;
}

/** The comments of a shell script: from a `#` that starts a word to the end of its line (the first line's `#!` aside). */
export function shellCommentsOf(source: string): Array<{ text: string; offset: number }> {
    const comments: Array<{ text: string; offset: number }> = [];
    let offset = 0;
    for (const line of source.split('\n')) {
        const at = line.search(/(^|\s)#(?!!)/);
        if (at >= 0 && !(offset === 0 && line.startsWith('#!'))) {
            const start = line.indexOf('#', at);
            comments.push({ text: line.slice(start), offset: offset + start });
        }
        offset += line.length + 1;
    }
    return comments;
}

/**
 * The prose of a Markdown page: its text with each fenced code block blanked out (they show
 * commands on the reader's own files), offsets kept.
 */
export function markdownProse(source: string): string {
    return source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, block => block.replace(/[^\n]/g, ' '));
}

/**
 * Whether a path named in `file` (repository-relative) names a file that exists: read relative
 * to that file's folder, to the repository's root, or to `language/` (where the language's own
 * folders are named without it). `exists` answers for a repository-relative path.
 */
export function mentionResolves(path: string, file: string, exists: (repositoryPath: string) => boolean): boolean {
    // An import names the JavaScript a TypeScript source is compiled to.
    const names = /\.m?js$/.test(path) ? [path, path.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts')] : [path];
    const candidates = names.flatMap(name => [join(dirname(file), name), name, join('language', name)]).map(p => normalize(p).split('\\').join('/'));
    return candidates.some(candidate => !candidate.startsWith('..') && exists(candidate));
}

/** The line of an offset in `text`, from 1. */
export function lineAt(text: string, offset: number): number {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
        line++;
    }
    return line;
}

/** A repository-relative path, with forward slashes. */
export function repositoryPath(root: string, absolute: string): string {
    return relative(root, absolute).split('\\').join('/');
}

/** Folders the build and CI write, never committed: a path into one names no source file. */
const OUTPUTS = ['out/', 'test-results/', 'node_modules/', 'playground/dist/'];

export function isBuildOutput(path: string): boolean {
    return OUTPUTS.some(folder => path.startsWith(folder));
}
