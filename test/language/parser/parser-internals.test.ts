import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IRecognitionException, IToken, TokenType } from 'chevrotain';
import { describe, expect, test } from 'vitest';
import { GhsParser } from '../../../language/ghs-parser.js';
import { WRITTEN_FOR, internalsFit, reachParserInternals } from '../../../language/parser/parser-internals.js';
import { services } from '../helpers.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The package.json of the nearest folder above `file` that has one. */
function packageAbove(file: string): { name: string; version: string } {
    for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
        try {
            return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string; version: string };
        } catch {
            // No package.json here: look further up.
        }
    }
    throw new Error(`no package.json above ${file}`);
}

/** The installed Langium, and the Chevrotain that Langium itself loads. */
function installed(): { langium: string; chevrotain: string } {
    const langiumPackage = join(repoRoot, 'node_modules/langium/package.json');
    const langium = JSON.parse(readFileSync(langiumPackage, 'utf8')) as { version: string };
    const chevrotain = packageAbove(createRequire(langiumPackage).resolve('chevrotain'));
    expect(chevrotain.name).toBe('chevrotain');
    return { langium: langium.version, chevrotain: chevrotain.version };
}

describe('the parser internals are reached only on the versions they were written for', () => {
    test('the installed Langium and Chevrotain are those language/parser/parser-internals.ts was written for', () => {
        // When this fails after an upgrade, read language/parser/parser-internals.ts against the new sources of
        // Langium's LangiumParser and Chevrotain's error_handler, recoverable and lexer_adapter
        // traits, then write the new versions into WRITTEN_FOR.
        expect(installed()).toEqual(WRITTEN_FOR);
    });

    test('the scenario parser carries its recovery hooks', () => {
        const parser = services.parser.LangiumParser;
        expect(parser).toBeInstanceOf(GhsParser);
        expect((parser as GhsParser).hooked).toBe(true);
    });

    test('another Chevrotain, or a member missing, leaves the parser untouched', () => {
        const fake = fakeParsers();
        expect(internalsFit(fake.recognizer, fake.langium)).toBe(true);
        expect(internalsFit(fake.recognizer, fake.langium, '13.3.0')).toBe(false);
        expect(internalsFit({ ...fake.recognizer, canRecoverWithSingleTokenDeletion: undefined }, fake.langium)).toBe(false);
        expect(internalsFit(fake.recognizer, {})).toBe(false);
        const save = fake.recognizer.SAVE_ERROR;
        expect(reachParserInternals({ ...fake.recognizer, LA: undefined }, fake.langium, noHooks)).toBeUndefined();
        expect(fake.recognizer.SAVE_ERROR).toBe(save);
    });

    test('the hooks see each error around its saving, refuse deletions, and read the tokens and the node stack', () => {
        const fake = fakeParsers();
        const seen: string[] = [];
        const internals = reachParserInternals(fake.recognizer, fake.langium, {
            saving: error => seen.push(`saving ${error.message}`),
            saved: (error, count) => seen.push(`saved ${error.message} (${count})`),
            mayDeleteToken: (next, previous) => next.image !== previous.image
        })!;
        fake.recognizer.SAVE_ERROR(recognitionError('first'));
        expect(seen).toEqual(['saving first', 'saved first (1)']);
        fake.next = [token('a'), token('b')];
        expect(fake.recognizer.canRecoverWithSingleTokenDeletion({ name: 'X' })).toBe(true);
        fake.next = [token('a'), token('a')];
        expect(fake.recognizer.canRecoverWithSingleTokenDeletion({ name: 'X' })).toBe(false);
        expect(internals.tokens()).toBe(fake.recognizer.input);
        internals.forgetPartialNodes();
        expect(fake.langium.stack).toEqual([]);
    });
});

const noHooks = { saving: () => undefined, saved: () => undefined, mayDeleteToken: () => true };

function token(image: string): IToken {
    return { image, startOffset: 0, tokenTypeIdx: 0, tokenType: { name: image } as TokenType };
}

function recognitionError(message: string): IRecognitionException {
    return { name: 'MismatchedTokenException', message, token: token('x'), resyncedTokens: [], context: { ruleStack: [], ruleOccurrenceStack: [] } };
}

/** A stand-in for Chevrotain's parser and Langium's, with the members the hooks use. */
function fakeParsers() {
    const fake = {
        next: [token('a'), token('b')],
        recognizer: {
            errors: [] as IRecognitionException[],
            input: [token('t')],
            SAVE_ERROR(error: IRecognitionException): IRecognitionException {
                fake.recognizer.errors.push(error);
                return error;
            },
            LA(howMuch: number): IToken {
                return fake.next[howMuch === 0 ? 0 : 1];
            },
            canRecoverWithSingleTokenDeletion(_expected: TokenType): boolean {
                return true;
            }
        },
        langium: { stack: [{}, {}] as unknown[] }
    };
    return fake;
}
