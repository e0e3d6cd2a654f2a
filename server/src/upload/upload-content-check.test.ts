import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodePng, renderTextPdf } from '../documents/public.ts';
import { contentIsReadable } from './upload-content-check.ts';

const PDF = renderTextPdf('RIB', ['FR76 3000 6000 0112 3456 7890 189']);
const PNG = encodePng(3, 2, () => [10, 20, 30]);
/** A 2 × 2 baseline JPEG (jpeg-js, quality 50). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z',
  'base64',
);

/** A little-endian TIFF: header, then one directory with width, height and the strip's offset. */
function tiff(entries: readonly (readonly [tag: number, value: number])[]): Buffer {
  const buffer = Buffer.alloc(8 + 2 + entries.length * 12 + 4 + 16);
  buffer.write('II', 0, 'latin1');
  buffer.writeUInt16LE(42, 2);
  buffer.writeUInt32LE(8, 4);
  buffer.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, value], index) => {
    const at = 10 + index * 12;
    buffer.writeUInt16LE(tag, at);
    buffer.writeUInt16LE(4, at + 2);
    buffer.writeUInt32LE(1, at + 4);
    buffer.writeUInt32LE(value, at + 8);
  });
  return buffer;
}

describe('an uploaded file is readable as its type says (issue 22 #10)', () => {
  it('accepts a PDF with a page and refuses the 9 bytes of a PDF header', async () => {
    expect(await contentIsReadable('application/pdf', PDF)).toBe(true);
    expect(await contentIsReadable('application/pdf', Buffer.from('%PDF-1.4\n'))).toBe(false);
  });

  it('refuses a PDF without any page, and one followed by megabytes of noise without parsing them', async () => {
    const noPage = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    expect(await contentIsReadable('application/pdf', noPage)).toBe(false);
    const started = performance.now();
    const noisy = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]);
    expect(await contentIsReadable('application/pdf', noisy)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('decodes a PNG and refuses a truncated one or a broken checksum', async () => {
    expect(await contentIsReadable('image/png', PNG)).toBe(true);
    expect(await contentIsReadable('image/png', PNG.subarray(0, PNG.length - 12))).toBe(false);
    const broken = Buffer.from(PNG);
    broken[20] = (broken[20] ?? 0) ^ 0xff;
    expect(await contentIsReadable('image/png', broken)).toBe(false);
  });

  it('accepts a whole JPEG and refuses its first bytes alone', async () => {
    expect(await contentIsReadable('image/jpeg', JPEG)).toBe(true);
    expect(await contentIsReadable('image/jpeg', JPEG.subarray(0, 200))).toBe(false);
    expect(await contentIsReadable('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });

  it('accepts a TIFF whose directory gives a size and data inside the file, refuses the header alone', async () => {
    expect(
      await contentIsReadable(
        'image/tiff',
        tiff([
          [256, 2],
          [257, 2],
          [273, 30],
        ]),
      ),
    ).toBe(true);
    expect(
      await contentIsReadable(
        'image/tiff',
        tiff([
          [256, 2],
          [257, 2],
        ]),
      ),
    ).toBe(false);
    expect(await contentIsReadable('image/tiff', Buffer.from('II*\0\x08\0\0\0', 'latin1'))).toBe(false);
  });
});
