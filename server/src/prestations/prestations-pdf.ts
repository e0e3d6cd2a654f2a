import {
  formatDisplayDate,
  formatEuros,
  PREVOYANCE_NATURE_LABELS,
  TIERS_PAYANT_PROFESSION_LABELS,
  tiersPayantTotal,
} from '@portail/domain';
import type { PrestationPrevoyance, PrestationTiersPayant } from '@portail/domain';
import { type StatementHeading, StatementPdfWriter, type TableColumn } from './statement-pdf-writer.ts';

const date = (value: string | null) => (value === null ? '—' : formatDisplayDate(value));

/** `RelevePrestationPrevoyance`: one prévoyance payment, its period, days, daily amount, gross, charges, net. */
export async function prevoyanceStatementPdf(
  heading: StatementHeading,
  payment: PrestationPrevoyance,
): Promise<Uint8Array> {
  const pdf = await StatementPdfWriter.create('Relevé de prestations prévoyance', heading);
  pdf.text(`${PREVOYANCE_NATURE_LABELS[payment.nature]} — ${payment.libelle}`, 12, true);
  const lines: [string, string][] = [
    ['Référence du versement', payment.id],
    ['Bénéficiaire', `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`],
  ];
  if (payment.arret !== null) {
    const end = payment.arret.fin === null ? 'en cours' : `au ${date(payment.arret.fin)}`;
    lines.push(['Arrêt de travail', `du ${date(payment.arret.debut)} ${end}`]);
  }
  if (payment.periodeDebut !== null) {
    lines.push(['Période indemnisée', `du ${date(payment.periodeDebut)} au ${date(payment.periodeFin)}`]);
  }
  if (payment.jours !== null) lines.push(['Nombre de jours', String(payment.jours)]);
  if (payment.montantJournalier !== null) {
    lines.push(['Indemnité journalière', formatEuros(payment.montantJournalier)]);
  }
  lines.push(
    ['Montant brut', formatEuros(payment.montantBrut)],
    ['Charges sociales (CSG, CRDS)', formatEuros(payment.chargesSociales)],
    ['Montant net versé', formatEuros(payment.montantNet)],
    ['Date de paiement', date(payment.datePaiement)],
  );
  pdf.pairs(lines);
  return pdf.save();
}

/** `RelevePrestationSanteTiers`: one payment made directly to a health professional. */
export async function tiersPayantStatementPdf(
  heading: StatementHeading,
  payment: PrestationTiersPayant,
): Promise<Uint8Array> {
  const pdf = await StatementPdfWriter.create('Relevé de prestations santé — tiers payant', heading);
  pdf.pairs([
    ['Référence du paiement', payment.id],
    ['Bénéficiaire des soins', `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`],
    ['Date des soins', date(payment.dateSoins)],
    ['Professionnel de santé', payment.professionnel],
    ['Type de professionnel', TIERS_PAYANT_PROFESSION_LABELS[payment.typeProfessionnel]],
    ['Prestation', payment.libelle],
    ['Montant payé au professionnel', formatEuros(payment.montant)],
    ['Date de paiement', date(payment.datePaiement)],
  ]);
  pdf.gap();
  pdf.text('Ce montant a été réglé directement au professionnel : vous n’avez rien avancé.', 9);
  return pdf.save();
}

const PERIOD_COLUMNS: readonly TableColumn[] = [
  { title: 'Paiement', x: 40, width: 52 },
  { title: 'Soins', x: 96, width: 52 },
  { title: 'Bénéficiaire', x: 152, width: 90 },
  { title: 'Professionnel', x: 246, width: 130 },
  { title: 'Prestation', x: 380, width: 110 },
  { title: 'Montant', x: 494, width: 60, right: true },
];

/** `RelevePrestationSante`: the tiers-payant payments of a period, one line each, and their total. */
export async function santePeriodStatementPdf(
  heading: StatementHeading,
  period: { readonly from: string; readonly to: string; readonly truncated: boolean },
  payments: readonly PrestationTiersPayant[],
): Promise<Uint8Array> {
  const pdf = await StatementPdfWriter.create('Relevé de prestations santé', heading);
  pdf.text(`Période : du ${date(period.from)} au ${date(period.to)}`, 11);
  pdf.text(
    `${String(payments.length)} paiement(s) aux professionnels de santé — total ${formatEuros(tiersPayantTotal(payments))}`,
    11,
    true,
  );
  if (period.truncated) {
    pdf.text('Relevé limité aux paiements les plus récents : choisissez une période plus courte.', 9, true);
  }
  pdf.gap();
  if (payments.length === 0) pdf.text('Aucune prestation sur cette période.', 10);
  else
    pdf.table(
      PERIOD_COLUMNS,
      payments.map((payment) => [
        date(payment.datePaiement),
        date(payment.dateSoins),
        `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`,
        payment.professionnel,
        payment.libelle,
        formatEuros(payment.montant),
      ]),
    );
  return pdf.save();
}
