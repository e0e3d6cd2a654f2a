import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** Who and what a statement is about (every « Relevé de prestations »). */
export interface StatementHeading {
  readonly insurer: string;
  readonly member: string;
  readonly contract: string;
  readonly offer: string;
  /** ISO date of issue. */
  readonly issued: string;
}

const WIDTH = 595; // A4 portrait
const HEIGHT = 842;
const MARGIN = 40;
const LINE = 14;

/** The standard PDF fonts speak WinAnsi: French spaces become plain ones, anything else unknown a '?'. */
function winAnsi(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/[^\x20-\xff€’‘“”«»–—…œŒ]/g, '?');
}

/** A column of a table: where it starts, how wide it is, right-aligned for amounts. */
export interface TableColumn {
  readonly title: string;
  readonly x: number;
  readonly width: number;
  readonly right?: boolean;
}

/**
 * Writes a statement top-down on A4 pages with pdf-lib (text stays extractable): title lines, label/value
 * pairs and tables that continue on a new page with their header.
 */
export class StatementPdfWriter {
  private page!: PDFPage;
  private y = 0;

  private readonly pdf: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;

  private constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }

  static async create(title: string, heading: StatementHeading): Promise<StatementPdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setAuthor(heading.insurer);
    pdf.setLanguage('fr-FR');
    const writer = new StatementPdfWriter(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
    );
    writer.text(heading.insurer, 10, true);
    writer.text(title, 18, true);
    writer.text(`Adhérent : ${heading.member}`, 11);
    writer.text(`Contrat n° ${heading.contract} — ${heading.offer}`, 11);
    writer.text(`Édité le ${heading.issued.split('-').reverse().join('/')}`, 9);
    writer.gap();
    return writer;
  }

  text(value: string, size = 10, strong = false): void {
    this.room(size + 6);
    this.y -= size;
    this.page.drawText(winAnsi(value), {
      x: MARGIN,
      y: this.y,
      size,
      font: strong ? this.bold : this.regular,
      color: rgb(0.1, 0.1, 0.15),
    });
    this.y -= 6;
  }

  /** « Label : value » lines, the label in bold. */
  pairs(lines: readonly (readonly [string, string])[]): void {
    for (const [label, value] of lines) {
      this.room(LINE);
      this.y -= 10;
      const shown = winAnsi(`${label} :`);
      this.page.drawText(shown, { x: MARGIN, y: this.y, size: 10, font: this.bold });
      this.page.drawText(winAnsi(value), { x: MARGIN + 190, y: this.y, size: 10, font: this.regular });
      this.y -= LINE - 10;
    }
  }

  gap(): void {
    this.y -= LINE;
  }

  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const header = () =>
      this.row(
        columns,
        columns.map((column) => column.title),
        this.bold,
      );
    header();
    for (const cells of rows) {
      if (this.y < MARGIN + LINE) {
        this.newPage();
        header();
      }
      this.row(columns, cells, this.regular);
    }
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }

  private row(columns: readonly TableColumn[], cells: readonly string[], font: PDFFont): void {
    this.room(LINE);
    this.y -= LINE;
    columns.forEach((column, index) => {
      let value = winAnsi(cells[index] ?? '');
      while (value.length > 1 && font.widthOfTextAtSize(value, 8) > column.width) {
        value = `${value.slice(0, -2)}…`;
      }
      const x = column.right === true ? column.x + column.width - font.widthOfTextAtSize(value, 8) : column.x;
      this.page.drawText(value, { x, y: this.y, size: 8, font, color: rgb(0.1, 0.1, 0.15) });
    });
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.y = HEIGHT - MARGIN;
  }
}
