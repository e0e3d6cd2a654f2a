import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A document to print: a title block, then sections of label/value lines. */
export interface PdfSheet {
  readonly issuer: string;
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly PdfSection[];
  readonly footer: string;
}

export interface PdfSection {
  readonly heading: string;
  /** [label, value]; a label alone (value '') is a paragraph line. */
  readonly lines: readonly (readonly [string, string])[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const ACCENT = rgb(0.45, 0.11, 0.28);
const INK = rgb(0.13, 0.13, 0.13);

/** Standard fonts are WinAnsi: spaces of French number formats become plain spaces, others are dropped. */
export function winAnsi(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\x20-\x7e\u00a0-\u00ff€«»’–—…]/g, '');
}

/** Splits a text into lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

class Writer {
  private readonly pdf: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private page: PDFPage;
  private y: number;

  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold === true ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    for (const line of wrap(font, text, size, A4[0] - MARGIN - x)) {
      if (this.y < MARGIN + size) {
        this.page = this.pdf.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size * 1.45;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 1,
      color: ACCENT,
    });
    this.y -= 8;
  }
}

/** Renders a sheet as a real PDF (pdf-lib, Helvetica), with its title in the document metadata. */
export async function renderPdfSheet(sheet: PdfSheet, createdAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(sheet.title));
  pdf.setAuthor(winAnsi(sheet.issuer));
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text(sheet.issuer, { size: 11, bold: true, color: ACCENT });
  writer.gap(6);
  writer.text(sheet.title, { size: 18, bold: true });
  writer.text(sheet.subtitle, { size: 11 });
  writer.gap(4);
  writer.rule();
  for (const section of sheet.sections) {
    writer.gap(6);
    writer.text(section.heading, { size: 12, bold: true, color: ACCENT });
    for (const [label, value] of section.lines) {
      if (value === '') writer.text(label);
      else writer.text(`${label} : ${value}`);
    }
  }
  writer.gap(10);
  writer.rule();
  writer.text(sheet.footer, { size: 8 });
  return Buffer.from(await pdf.save());
}
