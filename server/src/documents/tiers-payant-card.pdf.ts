import type { TiersPayantCard } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './pdf-sheet.ts';

const MM = 72 / 25.4;
/** ISO/IEC 7810 ID-1, the size of a bank card: 85.6 × 54 mm. */
export const CARD_SIZE = Object.freeze({ width: 85.6 * MM, height: 54 * MM });
const A4: [number, number] = [595.28, 841.89];
/** The portal's colours (ui/src/shell/app-shell.css: --portal-primary, --portal-primary-dark). */
const PRIMARY = rgb(0x1f / 255, 0x4e / 255, 0x8c / 255);
const PRIMARY_DARK = rgb(0x16 / 255, 0x3a / 255, 0x69 / 255);
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.25, 0.28, 0.33);
const WHITE = rgb(1, 1, 1);
const PAD = 8;

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

interface Box {
  readonly page: PDFPage;
  readonly x: number;
  readonly y: number;
}

function write(box: Box, font: PDFFont, text: string, x: number, y: number, size: number, color = INK): void {
  box.page.drawText(winAnsi(text), { x: box.x + x, y: box.y + y, size, font, color });
}

/** Short lines at each corner, outside the card, to cut along. */
function cutMarks(page: PDFPage, x: number, y: number): void {
  const { width, height } = CARD_SIZE;
  const gap = 3;
  const length = 10;
  for (const cx of [x, x + width])
    for (const cy of [y, y + height]) {
      const dx = cx === x ? -1 : 1;
      const dy = cy === y ? -1 : 1;
      const mark = { thickness: 0.5, color: INK };
      page.drawLine({
        start: { x: cx + dx * gap, y: cy },
        end: { x: cx + dx * (gap + length), y: cy },
        ...mark,
      });
      page.drawLine({
        start: { x: cx, y: cy + dy * gap },
        end: { x: cx, y: cy + dy * (gap + length) },
        ...mark,
      });
    }
}

function frame(box: Box): void {
  const { width, height } = CARD_SIZE;
  box.page.drawRectangle({ x: box.x, y: box.y, width, height, borderColor: PRIMARY, borderWidth: 0.75 });
  box.page.drawRectangle({ x: box.x, y: box.y + height - 24, width, height: 24, color: PRIMARY });
}

/** Front: issuer, AMC number, contract, validity, every covered person with their rank. */
function recto(box: Box, fonts: Fonts, card: TiersPayantCard): void {
  const { width, height } = CARD_SIZE;
  frame(box);
  write(box, fonts.bold, card.issuer, PAD, height - 11, 8, WHITE);
  write(box, fonts.regular, 'Carte de tiers payant', PAD, height - 20, 6.5, WHITE);
  const amc = `AMC ${card.numeroAmc}`;
  write(box, fonts.bold, amc, width - PAD - fonts.bold.widthOfTextAtSize(amc, 8), height - 15, 8, WHITE);
  let y = height - 35;
  write(box, fonts.bold, `Numéro AMC : ${card.numeroAmc}`, PAD, y, 7.5);
  y -= 10;
  write(box, fonts.regular, `Contrat ${card.numeroContrat} — ${card.nomOffre}`, PAD, y, 6.5);
  y -= 9;
  const validity = `Valable du ${formatDisplayDate(card.valableDu)} au ${formatDisplayDate(card.valableAu)}`;
  write(box, fonts.bold, validity, PAD, y, 6.5, PRIMARY_DARK);
  y -= 12;
  write(box, fonts.bold, 'Rang   Bénéficiaire', PAD, y, 6, MUTED);
  write(box, fonts.bold, 'Né(e) le', width - PAD - 40, y, 6, MUTED);
  for (const person of card.beneficiaires) {
    y -= 8.5;
    if (y < 6) break;
    write(box, fonts.bold, String(person.rang).padStart(2, '0'), PAD + 2, y, 6.5);
    write(box, fonts.regular, `${person.prenom} ${person.nom.toUpperCase()}`, PAD + 22, y, 6.5);
    write(box, fonts.regular, formatDisplayDate(person.dateNaissance), width - PAD - 40, y, 6.5);
  }
}

/** Back: per domain the convention and the coverage, the number professionals call. */
function verso(box: Box, fonts: Fonts, card: TiersPayantCard): void {
  const { height } = CARD_SIZE;
  frame(box);
  write(box, fonts.bold, 'Tiers payant — professionnels de santé', PAD, height - 11, 7.5, WHITE);
  write(
    box,
    fonts.regular,
    `AMC ${card.numeroAmc} · contrat ${card.numeroContrat}`,
    PAD,
    height - 20,
    6,
    WHITE,
  );
  const [domainX, conventionX, coverageX] = [PAD, PAD + 78, PAD + 114];
  let y = height - 33;
  write(box, fonts.bold, 'Domaine', domainX, y, 6, MUTED);
  write(box, fonts.bold, 'Convention', conventionX, y, 6, MUTED);
  write(box, fonts.bold, 'Prise en charge', coverageX, y, 6, MUTED);
  for (const domain of card.domaines) {
    y -= 9;
    write(box, fonts.bold, `${domain.code} ${domain.libelle}`, domainX, y, 6);
    write(box, fonts.regular, domain.convention ?? '—', conventionX, y, 6);
    write(box, fonts.regular, domain.couverture, coverageX, y, 6);
  }
  write(
    box,
    fonts.bold,
    `Professionnels de santé : ${card.telephoneProfessionnels}`,
    PAD,
    15,
    6.5,
    PRIMARY_DARK,
  );
  write(box, fonts.regular, 'Présentez cette carte avec votre carte Vitale.', PAD, 6, 5.5, MUTED);
}

/**
 * The card as a PDF: an A4 page with the recto above the verso, each at the ID-1 size with cut marks, in the
 * portal's colours, and a line telling how to cut and fold it.
 */
export async function renderTiersPayantCard(card: TiersPayantCard, createdAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Carte de tiers payant ${card.numeroContrat}`));
  pdf.setAuthor(winAnsi(card.issuer));
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage(A4);
  const x = (A4[0] - CARD_SIZE.width) / 2;
  const top = A4[1] - 140;
  page.drawText(winAnsi('Carte de tiers payant'), {
    x: 56,
    y: A4[1] - 70,
    size: 16,
    font: fonts.bold,
    color: PRIMARY_DARK,
  });
  page.drawText(winAnsi('Découpez le recto et le verso le long des repères, puis collez-les dos à dos.'), {
    x: 56,
    y: A4[1] - 90,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  const rectoY = top - CARD_SIZE.height;
  const versoY = rectoY - 40 - CARD_SIZE.height;
  recto({ page, x, y: rectoY }, fonts, card);
  cutMarks(page, x, rectoY);
  verso({ page, x, y: versoY }, fonts, card);
  cutMarks(page, x, versoY);
  return Buffer.from(await pdf.save());
}
