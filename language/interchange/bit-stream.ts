/**
 * The bit packing of Monster Mover share links: values are written least significant bit
 * first into bytes, and the bytes travel as URL-safe base64 without padding.
 */

/** Collects bits into bytes; `bytes()` flushes the last, partly filled byte. */
export class BitWriter {
    private readonly written: number[] = [];
    private scratch = 0;
    private nextBit = 0;

    write(bits: number, value: number): void {
        if (!Number.isInteger(value) || value < 0 || value >= 2 ** bits) {
            throw new RangeError(`${value} does not fit in ${bits} bits`);
        }
        let rest = value;
        let remaining = bits;
        while (remaining > 0) {
            const room = 8 - this.nextBit;
            const take = Math.min(room, remaining);
            this.scratch |= (rest & ((1 << take) - 1)) << this.nextBit;
            this.nextBit += take;
            remaining -= take;
            rest = Math.floor(rest / 2 ** take);
            if (this.nextBit === 8) {
                this.written.push(this.scratch);
                this.scratch = 0;
                this.nextBit = 0;
            }
        }
    }

    bytes(): Uint8Array {
        return Uint8Array.from(this.nextBit > 0 ? [...this.written, this.scratch] : this.written);
    }
}

/** Reads bits back in the order BitWriter wrote them; reading past the end throws. */
export class BitReader {
    private position = 0;

    constructor(private readonly data: Uint8Array) {}

    read(bits: number): number {
        let value = 0;
        for (let i = 0; i < bits; i++) {
            const byte = this.data[this.position >> 3];
            if (byte === undefined) {
                throw new RangeError('the link ends too soon');
            }
            value += ((byte >> (this.position & 7)) & 1) * 2 ** i;
            this.position++;
        }
        return value;
    }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
    let text = '';
    for (let i = 0; i < bytes.length; i += 3) {
        const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
        const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
        for (let c = 0; c < chars; c++) {
            text += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
        }
    }
    return text;
}

/** Undefined when the text holds a character outside the URL-safe alphabet (standard `+/` and padding are accepted too). */
export function fromBase64Url(text: string): Uint8Array | undefined {
    const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const bytes: number[] = [];
    let buffer = 0;
    let bits = 0;
    for (const ch of clean) {
        const value = ALPHABET.indexOf(ch);
        if (value < 0) {
            return undefined;
        }
        buffer = (buffer << 6) | value;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push((buffer >> bits) & 0xff);
        }
    }
    return Uint8Array.from(bytes);
}
