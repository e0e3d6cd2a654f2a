import { renderTextPdf } from '../documents/public.ts';

/** A one-page PDF around an unused stream object of `padding` bytes: write `head`, the padding, then `tail`. */
export interface PaddedPdfParts {
  readonly head: Buffer;
  readonly padding: number;
  readonly tail: Buffer;
}

/** The parts of a real one-page PDF `totalBytes` long (at least the PDF's own size). */
export function paddedPdfParts(totalBytes: number): PaddedPdfParts {
  const pdf = renderTextPdf('RIB', ['FR76 3000 6000 0112 3456 7890 189']);
  const afterHeader = pdf.indexOf(0x0a, pdf.indexOf(0x0a) + 1) + 1;
  const open = (size: number): Buffer => Buffer.from(`99 0 obj\n<< /Length ${size} >>\nstream\n`, 'latin1');
  const close = Buffer.from('\nendstream\nendobj\n', 'latin1');
  let size = Math.max(0, totalBytes - pdf.length - close.length - open(0).length);
  while (size > 0 && pdf.length + open(size).length + size + close.length > totalBytes) size -= 1;
  return {
    head: Buffer.concat([pdf.subarray(0, afterHeader), open(size)]),
    padding: size,
    tail: Buffer.concat([close, pdf.subarray(afterHeader)]),
  };
}

/**
 * A real one-page PDF (the upload accepts only readable PDFs) made `totalBytes` long by an unused stream object
 * of `fill` bytes (the function's bytes when `fill` is one, e.g. `randomBytes`), placed after the header.
 */
export function paddedPdf(totalBytes: number, fill: number | ((size: number) => Buffer) = 0x20): Buffer {
  const { head, padding, tail } = paddedPdfParts(totalBytes);
  return Buffer.concat([head, typeof fill === 'number' ? Buffer.alloc(padding, fill) : fill(padding), tail]);
}
