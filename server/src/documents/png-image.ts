import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes an 8-bit RGB PNG; `pixel(x, y)` gives each pixel's colour. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.writeUInt8(r, row + 1 + x * 3);
      raw.writeUInt8(g, row + 2 + x * 3);
      raw.writeUInt8(b, row + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A page-like thumbnail (white sheet, grey text lines, coloured header) for the letter viewer. */
export function letterThumbnail(accent: Rgb): Buffer {
  return encodePng(120, 170, (x, y) => {
    if (x < 4 || x > 115 || y < 4 || y > 165) return [220, 224, 229];
    if (y >= 12 && y < 28) return accent;
    const line = y >= 40 && (y - 40) % 12 < 3 && x > 14 && x < 106 - ((y * 7) % 30);
    return line ? [160, 166, 173] : [255, 255, 255];
  });
}
