import { describe, expect, it } from 'vitest';
import { BitReader, BitWriter, fromBase64Url, toBase64Url } from '../../../language/interchange/bit-stream.js';

describe('bit stream of Monster Mover links', () => {
    it('packs values least significant bit first and reads them back', () => {
        const writer = new BitWriter();
        writer.write(4, 1);
        writer.write(3, 5);
        writer.write(3, 0);
        writer.write(10, 725);
        writer.write(1, 1);
        const bytes = writer.bytes();
        expect([...bytes.slice(0, 1)]).toEqual([0x51]);
        const reader = new BitReader(bytes);
        expect([reader.read(4), reader.read(3), reader.read(3), reader.read(10), reader.read(1)]).toEqual([1, 5, 0, 725, 1]);
    });

    it('refuses a value too wide for its bits, and reading past the end', () => {
        expect(() => new BitWriter().write(2, 4)).toThrow('4 does not fit in 2 bits');
        expect(() => new BitReader(Uint8Array.from([1])).read(9)).toThrow('the link ends too soon');
    });

    it('writes URL-safe base64 without padding and reads it back', () => {
        const bytes = Uint8Array.from([0xfb, 0xff, 0x10, 0x51]);
        expect(toBase64Url(bytes)).toBe('-_8QUQ');
        expect([...fromBase64Url('-_8QUQ')!]).toEqual([...bytes]);
        expect(fromBase64Url('ab*c')).toBeUndefined();
    });
});
