import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { renderTextPdf } from './simple-pdf.ts';
import { encodePng, letterThumbnail } from './png-image.ts';

describe('renderTextPdf', () => {
  it('produces a file recognised as a PDF', async () => {
    const pdf = renderTextPdf('Avis de remboursement', ['Montant : 42,00 €', 'Réglé le 03/02/2025']);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    expect(pdf.toString('latin1')).toMatch(/%%EOF\n$/);
  });

  it('points the xref table at each object', () => {
    const text = renderTextPdf('Courrier (copie)', ['Ligne \\ une']).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('escapes parentheses and backslashes in text', () => {
    expect(renderTextPdf('a (b) c\\d', []).toString('latin1')).toContain('(a \\(b\\) c\\\\d) Tj');
  });

  it('writes the euro sign, dashes and œ with their WinAnsi codes', () => {
    const bytes = renderTextPdf('42 € — cœur', []);
    expect(bytes.includes(Buffer.from([0x28, 0x34, 0x32, 0x20, 0x80, 0x20, 0x97, 0x20, 0x63, 0x9c]))).toBe(
      true,
    );
  });

  it('keeps French accents in WinAnsi', () => {
    expect(renderTextPdf('Relevé', []).includes(Buffer.from('(Relev\u00e9) Tj', 'latin1'))).toBe(true);
  });
});

describe('encodePng', () => {
  it('produces a file recognised as a PNG with the requested size', async () => {
    const png = encodePng(3, 2, () => [255, 0, 0]);
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
  });

  it('draws a letter thumbnail', async () => {
    expect((await fileTypeFromBuffer(letterThumbnail([0, 85, 164])))?.mime).toBe('image/png');
  });
});
