import { crc32, inflateSync } from 'node:zlib';

/**
 * Issue 22 #10: a file is accepted only when its content can be read as what its type says, not only when its
 * first bytes look right (9 bytes of `%PDF-1.4` were accepted as a RIB). A PDF must parse (pdf-lib) with at
 * least one page; a PNG's data must inflate to its declared size with sound chunk checksums; a JPEG must hold
 * a frame with dimensions, a scan and its end marker; a TIFF a first directory giving the image's size and
 * where its data lies, inside the file.
 */
export async function contentIsReadable(mime: string, content: Buffer): Promise<boolean> {
  switch (mime) {
    case 'application/pdf':
      return pdfHasPages(content);
    case 'image/png':
      return pngDecodes(content);
    case 'image/jpeg':
      return jpegIsWhole(content);
    case 'image/tiff':
      return tiffIsWhole(content);
    default:
      return true;
  }
}

/** The end-of-file marker must be in the last KiB (ISO 32000-1 §7.5.5; readers look there). */
const PDF_TAIL_BYTES = 1024;

async function pdfHasPages(content: Buffer): Promise<boolean> {
  // Bytes appended after the end marker are refused before parsing: pdf-lib reads a file object after object,
  // and would spend seconds on megabytes of noise.
  if (!content.subarray(-PDF_TAIL_BYTES).includes('%%EOF')) return false;
  const { PDFDocument } = await import('pdf-lib');
  try {
    const document = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() >= 1;
  } catch (error) {
    if (error instanceof Error) return false; // pdf-lib's parse errors: not a readable PDF
    throw error;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: [x start, y start, x step, y step]. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngDecodes(content: Buffer): boolean {
  if (!content.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > content.length) return false;
    const type = content.toString('latin1', offset + 4, offset + 8);
    const body = content.subarray(offset + 8, offset + 8 + length);
    if (crc32(content.subarray(offset + 4, offset + 8 + length)) !== content.readUInt32BE(end - 4))
      return false;
    if (type === 'IHDR') {
      const channels = PNG_CHANNELS[body.readUInt8(9)];
      if (length !== 13 || channels === undefined) return false;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: channels * body.readUInt8(8),
        interlaced: body.readUInt8(12) === 1,
      };
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      return header !== null && pixelDataFits(header, Buffer.concat(data));
    }
    offset = end;
  }
  return false;
}

function pixelDataFits(
  header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean },
  compressed: Buffer,
): boolean {
  const { width, height, bitsPerPixel, interlaced } = header;
  if (width === 0 || height === 0) return false;
  const rowBytes = (w: number): number => 1 + Math.ceil((w * bitsPerPixel) / 8);
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let expected = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) expected += h * rowBytes(w);
  }
  try {
    return inflateSync(compressed, { maxOutputLength: expected + 1 }).length === expected;
  } catch (error) {
    if (error instanceof Error) return false; // corrupt or longer than declared
    throw error;
  }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic), not DHT (C4), JPG (C8), DAC (CC). */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegIsWhole(content: Buffer): boolean {
  if (content.length < 4 || content.readUInt16BE(0) !== 0xffd8) return false;
  let offset = 2;
  let frame = false;
  while (offset + 4 <= content.length) {
    if (content[offset] !== 0xff) return false;
    const marker = content.readUInt8(offset + 1);
    const length = content.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > content.length) return false;
    if (JPEG_FRAMES.has(marker)) {
      if (length < 8) return false;
      frame = content.readUInt16BE(offset + 5) > 0 && content.readUInt16BE(offset + 7) > 0;
    }
    if (marker === 0xda) {
      // The entropy-coded data of the scan(s) follows; the image ends with EOI.
      return frame && content.subarray(offset + 2 + length).includes(Buffer.from([0xff, 0xd9]));
    }
    offset += 2 + length;
  }
  return false;
}

const TIFF_WIDTH = 256;
const TIFF_HEIGHT = 257;
const TIFF_STRIPS = 273;
const TIFF_TILES = 324;

function tiffIsWhole(content: Buffer): boolean {
  if (content.length < 8) return false;
  const order = content.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const u16 = (at: number): number => (little ? content.readUInt16LE(at) : content.readUInt16BE(at));
  const u32 = (at: number): number => (little ? content.readUInt32LE(at) : content.readUInt32BE(at));
  if (u16(2) !== 42) return false;
  const directory = u32(4);
  if (directory < 8 || directory + 2 > content.length) return false;
  const count = u16(directory);
  if (count === 0 || directory + 2 + count * 12 > content.length) return false;
  const tags = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const entry = directory + 2 + index * 12;
    const type = u16(entry + 2);
    // SHORT (3) or LONG (4): the first value, in the entry itself (or the offset of the values).
    tags.set(u16(entry), type === 3 ? u16(entry + 8) : u32(entry + 8));
  }
  const dataAt = tags.get(TIFF_STRIPS) ?? tags.get(TIFF_TILES);
  return (
    (tags.get(TIFF_WIDTH) ?? 0) > 0 &&
    (tags.get(TIFF_HEIGHT) ?? 0) > 0 &&
    dataAt !== undefined &&
    dataAt < content.length
  );
}
