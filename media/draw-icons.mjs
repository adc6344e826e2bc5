// Draws media/icon.png, the extension's 128×128 icon: seven flat-topped hexes, a monster in the
// middle and a hero beside it. Run by hand (node media/draw-icons.mjs) when the design changes;
// the PNG is committed. No image library: a few polygons, 4×4 supersampling and a PNG encoder.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;
const SAMPLES = 4;

const BACKGROUND = [43, 38, 48, 255];
const OUTLINE = [24, 20, 26, 255];
const FLOOR = [236, 224, 198, 255];
const MONSTER = [196, 69, 63, 255];
const HERO = [63, 127, 196, 255];
const PATH = [255, 255, 255, 255];

function hexContains(cx, cy, r, x, y) {
    // Flat-topped: |dy| within the half-height, and inside the slanted sides.
    const dx = Math.abs(x - cx);
    const dy = Math.abs(y - cy);
    const h = (Math.sqrt(3) / 2) * r;
    return dy <= h && dx <= r - dy / Math.sqrt(3);
}

function roundedSquareContains(x, y, radius) {
    const cx = Math.min(Math.max(x, radius), SIZE - radius);
    const cy = Math.min(Math.max(y, radius), SIZE - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function segmentDistance(x, y, [x1, y1], [x2, y2]) {
    const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2)));
    return Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1)));
}

const R = 22;
const H = Math.sqrt(3) * R;
const C = SIZE / 2;
const hexes = [
    { x: C, y: C, fill: MONSTER },
    { x: C, y: C - H, fill: FLOOR },
    { x: C, y: C + H, fill: FLOOR },
    { x: C - 1.5 * R, y: C - H / 2, fill: FLOOR },
    { x: C + 1.5 * R, y: C - H / 2, fill: HERO },
    { x: C - 1.5 * R, y: C + H / 2, fill: FLOOR },
    { x: C + 1.5 * R, y: C + H / 2, fill: FLOOR }
];
/** The monster's move: from the lower left hex into the middle. */
const arrow = [[C - 1.5 * R + 4, C + H / 2 - 2], [C - 8, C + 4]];
const head = [[C - 6, C + 3], [C - 15, C + 2], [C - 8, C + 11]];

function inTriangle(x, y, [a, b, c]) {
    const sign = (p, q, r) => (p[0] - r[0]) * (q[1] - r[1]) - (q[0] - r[0]) * (p[1] - r[1]);
    const d1 = sign([x, y], a, b);
    const d2 = sign([x, y], b, c);
    const d3 = sign([x, y], c, a);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

function colorAt(x, y) {
    if (!roundedSquareContains(x, y, 22)) {
        return [0, 0, 0, 0];
    }
    let color = BACKGROUND;
    for (const hex of hexes) {
        if (hexContains(hex.x, hex.y, R - 1, x, y)) {
            color = hexContains(hex.x, hex.y, R - 4, x, y) ? hex.fill : OUTLINE;
        }
    }
    if (segmentDistance(x, y, arrow[0], arrow[1]) < 2.2 || inTriangle(x, y, head)) {
        color = PATH;
    }
    return color;
}

const pixels = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
    pixels[y * (SIZE * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
        const sum = [0, 0, 0, 0];
        for (let sy = 0; sy < SAMPLES; sy++) {
            for (let sx = 0; sx < SAMPLES; sx++) {
                const c = colorAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
                // Premultiplied, so transparent samples do not darken the edge.
                sum[0] += c[0] * c[3];
                sum[1] += c[1] * c[3];
                sum[2] += c[2] * c[3];
                sum[3] += c[3];
            }
        }
        const offset = y * (SIZE * 4 + 1) + 1 + x * 4;
        const alpha = sum[3] / (SAMPLES * SAMPLES);
        for (let i = 0; i < 3; i++) {
            pixels[offset + i] = sum[3] === 0 ? 0 : Math.round(sum[i] / sum[3]);
        }
        pixels[offset + 3] = Math.round(alpha);
    }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) {
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return c >>> 0;
});

function crc32(buffer) {
    let c = 0xffffffff;
    for (const byte of buffer) {
        c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
    }
    return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bits per channel
header[9] = 6; // RGBA
const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0))
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`media/icon.png: ${png.length} bytes`);
