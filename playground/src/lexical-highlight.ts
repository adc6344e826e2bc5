import { StreamLanguage } from '@codemirror/language';

/**
 * Comments and strings, coloured as they are typed, before the language server has read the
 * text. Everything else gets its colour from the server's semantic tokens
 * (semantic-highlight.ts), so the playground keeps no second copy of the grammar.
 */
export const ghsLexical = StreamLanguage.define<{ inComment: boolean }>({
    name: 'ghs',
    startState: () => ({ inComment: false }),
    token(stream, state) {
        if (state.inComment) {
            state.inComment = !stream.match(/^.*?\*\//);
            if (state.inComment) {
                stream.skipToEnd();
            }
            return 'comment';
        }
        if (stream.match('//')) {
            stream.skipToEnd();
            return 'comment';
        }
        if (stream.match('/*')) {
            state.inComment = !stream.match(/^.*?\*\//);
            if (state.inComment) {
                stream.skipToEnd();
            }
            return 'comment';
        }
        if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) {
            return 'string';
        }
        stream.next();
        stream.eatWhile(/[^"/]/);
        return null;
    },
    languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } }
});
