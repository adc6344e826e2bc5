/**
 * The grammar as the generated module writes it down: the JSON text inside the source of the
 * function that loads it. The stored parser tables are kept beside a copy of this text, so that
 * comparing the two strings tells, for the price of reading a function's source, whether the
 * tables were built from the grammar in use. Bundlers may quote and escape the literal their own
 * way, so its escapes are read back to the string they stand for.
 */
export function grammarTextIn(functionSource: string): string | undefined {
    const found = functionSource.indexOf('{"$type":"Grammar"');
    const start = found >= 0 ? found : functionSource.indexOf('{\\"$type\\":\\"Grammar\\"');
    const quote = start > 0 ? functionSource[start - 1] : undefined;
    if (quote !== "'" && quote !== '"' && quote !== '`') {
        return undefined;
    }
    const end = functionSource.lastIndexOf(quote);
    return end > start ? unescapeLiteral(functionSource.slice(start, end)) : undefined;
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** The string a JavaScript string literal's body (without its quotes) stands for. */
export function unescapeLiteral(body: string): string {
    return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[^])/g, (_, escape: string) => {
        if (escape.length > 2 && escape[0] === 'u') {
            return String.fromCodePoint(parseInt(escape[1] === '{' ? escape.slice(2, -1) : escape.slice(1), 16));
        }
        if (escape.length === 3 && escape[0] === 'x') {
            return String.fromCharCode(parseInt(escape.slice(1), 16));
        }
        // A backslash before a line break continues the literal on the next line.
        if (escape === '\n' || escape === '\r' || escape === '\r\n' || escape === '\u2028' || escape === '\u2029') {
            return '';
        }
        return SIMPLE_ESCAPES[escape] ?? escape;
    });
}
