import {
  formatDisplayDate,
  formatEurosPlain,
  PREVOYANCE_NATURE_LABELS,
  TIERS_PAYANT_PROFESSION_LABELS,
} from '@portail/domain';
import type { PrestationPrevoyance, PrestationTiersPayant } from '@portail/domain';

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised (no formula runs in a spreadsheet). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with BOM, `;` separated, CRLF lines (a French spreadsheet opens it as it is). */
function csv(header: readonly string[], lines: readonly (readonly string[])[]): string {
  return `\ufeff${[header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

const plainOrEmpty = (cents: number | null) => (cents === null ? '' : formatEurosPlain(cents));

/** The prévoyance payments: nature, period, days, daily amount, gross, social charges, net, payment date. */
export function prevoyanceCsv(payments: readonly PrestationPrevoyance[]): string {
  return csv(
    [
      'Date de paiement',
      'Nature',
      'Libellé',
      'Bénéficiaire',
      'Début de période',
      'Fin de période',
      'Jours',
      'Indemnité journalière (€)',
      'Montant brut (€)',
      'Charges sociales (€)',
      'Montant net (€)',
    ],
    payments.map((payment) => [
      formatDisplayDate(payment.datePaiement),
      PREVOYANCE_NATURE_LABELS[payment.nature],
      payment.libelle,
      `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`,
      formatDisplayDate(payment.periodeDebut),
      formatDisplayDate(payment.periodeFin),
      payment.jours === null ? '' : String(payment.jours),
      plainOrEmpty(payment.montantJournalier),
      formatEurosPlain(payment.montantBrut),
      formatEurosPlain(payment.chargesSociales),
      formatEurosPlain(payment.montantNet),
    ]),
  );
}

/** The tiers-payant payments: dates, professional, beneficiary, what the insurer paid directly. */
export function tiersPayantCsv(payments: readonly PrestationTiersPayant[]): string {
  return csv(
    [
      'Date de paiement',
      'Date des soins',
      'Type de professionnel',
      'Professionnel de santé',
      'Libellé',
      'Bénéficiaire',
      'Montant payé au professionnel (€)',
    ],
    payments.map((payment) => [
      formatDisplayDate(payment.datePaiement),
      formatDisplayDate(payment.dateSoins),
      TIERS_PAYANT_PROFESSION_LABELS[payment.typeProfessionnel],
      payment.professionnel,
      payment.libelle,
      `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`,
      formatEurosPlain(payment.montant),
    ]),
  );
}
