import { describe, expect, test } from 'vitest';
import { analyzer, parseAndValidate } from './helpers.js';
import { visibleText } from '../../language/explain/visible-text.js';

/** The errors of a scenario, each as `message @ line:start-end` (zero-based, on one line). */
async function errorsOf(text: string): Promise<string[]> {
    const document = await parseAndValidate(text);
    return (document.diagnostics ?? []).filter(d => d.severity === 1)
        .map(d => `${String(d.message)} @ ${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`);
}

const room = (title: string, comment = '// a room'): string =>
    [`scenario "${title}" {`, '  map A1..C3', `  ${comment}`, '  character Hero at C2 initiative 10', '  monster Guard at A1 { move 2 attack 2 }', '}'].join('\n');

describe('control characters in a text or a comment', () => {
    test('an escape character in the title is an error at the character', async () => {
        expect(await errorsOf(room('Room\u001b[31m'))).toEqual([
            'U+001B is a control character, which would act on whatever shows the text instead of showing: not allowed in a text or a comment. Remove it. @ 0:14-15'
        ]);
    });

    test('a run of them is one error naming each, and U+0001, DEL and a C1 control count', async () => {
        expect(await errorsOf(room('A\u0001\u007f\u0085B'))).toEqual([
            'U+0001, U+007F and U+0085 are control characters, which would act on whatever shows the text instead of showing: not allowed in a text or a comment. Remove them. @ 0:11-14'
        ]);
    });

    test('a direction control in a comment is an error at the character', async () => {
        expect(await errorsOf(room('Room', '/* admin \u202e \u2066 */'))).toEqual([
            "U+202E is a control of the text's direction, which would make it read otherwise than it is written: not allowed in a text or a comment. Remove it. @ 2:11-12",
            "U+2066 is a control of the text's direction, which would make it read otherwise than it is written: not allowed in a text or a comment. Remove it. @ 2:13-14"
        ]);
    });

    test('tabs in a comment and accents or emoji in a title are no error', async () => {
        expect(await errorsOf(room('Crypte \u00e9 \u{1F409}', '//\ta note'))).toEqual([]);
    });

    test('the board is still read whole: the monster still takes its turn', async () => {
        const document = await parseAndValidate(room('Room\u001b'));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.incomplete).toBeUndefined();
        expect(analysis.decisions.map(d => d.monster)).toEqual(['Guard']);
    });

    test('shown anywhere, they are written out as their code points', () => {
        expect(visibleText('Room\u001b[31m \u202eevil\u202c')).toBe('Room\u27e8U+001B\u27e9[31m \u27e8U+202E\u27e9evil\u27e8U+202C\u27e9');
        expect(visibleText('plain \t text')).toBe('plain \t text');
    });
});
