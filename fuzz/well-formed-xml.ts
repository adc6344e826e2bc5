import { SaxesParser } from 'saxes';

/** Why a text is not well-formed XML 1.0 (characters, nesting, escapes), or undefined when it is. */
export function xmlProblem(text: string): string | undefined {
    const parser = new SaxesParser({ xmlns: true });
    let problem: string | undefined;
    parser.on('error', error => {
        problem ??= error.message;
    });
    try {
        parser.write(text).close();
    } catch (error) {
        problem ??= error instanceof Error ? error.message : String(error);
    }
    return problem;
}
