import { CARE_ACT_STATUS_LABELS, formatDisplayDate, formatEuros } from '@portail/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { CareAct } from '@portail/domain';

/** Who and what the statement is about. */
export interface StatementHeading {
  readonly insurer: string;
  readonly member: string;
  readonly contract: string;
  readonly offer: string;
  /** ISO dates of the period covered. */
  readonly from: string;
  readonly to: string;
  /** ISO date of issue. */
  readonly issued: string;
  /** More acts than the statement holds matched: only the newest are listed. */
  readonly truncated?: boolean;
}

const WIDTH = 842; // A4 landscape
const HEIGHT = 595;
const MARGIN = 36;
const LINE = 14;
const COLUMNS: readonly { title: string; x: number; width: number; right?: boolean }[] = [
  { title: 'Soins', x: MARGIN, width: 58 },
  { title: 'Bénéficiaire', x: 98, width: 96 },
  { title: 'Acte', x: 198, width: 190 },
  { title: 'Dépensé', x: 392, width: 62, right: true },
  { title: 'Sécu', x: 458, width: 62, right: true },
  { title: 'Mutuelle', x: 524, width: 62, right: true },
  { title: 'Reste à charge', x: 590, width: 70, right: true },
  { title: 'Paiement', x: 668, width: 58 },
  { title: 'Statut', x: 730, width: 76 },
];

/** The standard PDF fonts speak WinAnsi: French spaces become plain ones, anything else unknown a '?'. */
function winAnsi(text: string): string {
  return text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\x20-\xff€’‘“”«»–—…œŒ]/g, '?');
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let value = winAnsi(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > width) value = `${value.slice(0, -2)}…`;
  return value;
}

function row(page: PDFPage, y: number, cells: readonly string[], font: PDFFont, size = 8): void {
  COLUMNS.forEach((column, index) => {
    const text = fit(cells[index] ?? '', font, size, column.width);
    const x = column.right === true ? column.x + column.width - font.widthOfTextAtSize(text, size) : column.x;
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.15) });
  });
}

function total(
  acts: readonly CareAct[],
  key: 'montantDepense' | 'montantSecu' | 'montantMutuelle' | 'resteACharge',
): string {
  return formatEuros(acts.reduce((sum, act) => sum + act[key], 0));
}

/**
 * « Relevé de remboursements »: the member, the contract, the period, one line per act (newest first) and the
 * totals, on as many A4 landscape pages as needed. Generated with pdf-lib (text stays extractable).
 */
export async function refundsStatementPdf(
  heading: StatementHeading,
  acts: readonly CareAct[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Relevé de remboursements');
  pdf.setAuthor(heading.insurer);
  pdf.setLanguage('fr-FR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  // Each line goes below the previous one by its own size (a large title no longer touches the line above).
  const text = (value: string, size: number, font: PDFFont = regular) => {
    y -= size;
    page.drawText(winAnsi(value), { x: MARGIN, y, size, font });
    y -= 6;
  };
  text(heading.insurer, 10, bold);
  text('Relevé de remboursements', 18, bold);
  text(`Adhérent : ${heading.member}`, 11);
  text(`Contrat n° ${heading.contract} — ${heading.offer}`, 11);
  text(`Période : du ${formatDisplayDate(heading.from)} au ${formatDisplayDate(heading.to)}`, 11);
  text(`Édité le ${formatDisplayDate(heading.issued)} — ${String(acts.length)} acte(s)`, 9);
  if (heading.truncated === true) {
    text(
      `Relevé limité aux ${String(acts.length)} actes les plus récents de la période : choisissez une période plus courte pour les autres.`,
      9,
      bold,
    );
  }
  text(
    `Totaux : dépensé ${total(acts, 'montantDepense')}, Sécurité sociale ${total(acts, 'montantSecu')}, ` +
      `mutuelle ${total(acts, 'montantMutuelle')}, reste à charge ${total(acts, 'resteACharge')}`,
    10,
    bold,
  );
  y -= 14;
  const header = () => {
    row(
      page,
      y,
      COLUMNS.map((column) => column.title),
      bold,
    );
    y -= LINE;
  };
  header();
  if (acts.length === 0) text('Aucun remboursement sur cette période.', 10);
  for (const act of acts) {
    if (y < MARGIN + (act.motifRejet === null ? 0 : LINE)) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
      header();
    }
    const status = CARE_ACT_STATUS_LABELS[act.statut];
    row(
      page,
      y,
      [
        formatDisplayDate(act.dateSoins),
        `${act.beneficiaire.prenom} ${act.beneficiaire.nom}`,
        act.libelle,
        formatEuros(act.montantDepense),
        formatEuros(act.montantSecu),
        formatEuros(act.montantMutuelle),
        formatEuros(act.resteACharge),
        formatDisplayDate(act.datePaiement),
        status,
      ],
      regular,
    );
    y -= LINE;
    // The reason of a rejection on a line of its own (it never fits the status column).
    if (act.motifRejet !== null) {
      const x = COLUMNS[2]?.x ?? MARGIN;
      const reason = fit(`Motif du rejet : ${act.motifRejet}`, regular, 7, WIDTH - MARGIN - x);
      page.drawText(reason, { x, y: y + 3, size: 7, font: regular, color: rgb(0.55, 0.1, 0.1) });
      y -= LINE - 3;
    }
  }
  return pdf.save();
}
