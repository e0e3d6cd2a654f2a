import { CARE_ACT_STATUS_LABELS, formatDisplayDate, formatEurosPlain } from '@portail/domain';
import type { CareAct } from '@portail/domain';

const HEADER = [
  'Date des soins',
  'Bénéficiaire',
  'Acte',
  'Professionnel de santé',
  'Montant dépensé (€)',
  'Remboursement Sécurité sociale (€)',
  'Remboursement mutuelle (€)',
  'Reste à charge (€)',
  'Date de paiement',
  'Statut',
  'Motif du rejet',
];

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised (no formula runs in a spreadsheet). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The filtered acts as a CSV for a French spreadsheet: UTF-8 with BOM, `;` separated, CRLF lines, dates
 * dd/MM/yyyy, amounts with a decimal comma.
 */
export function refundsCsv(acts: readonly CareAct[]): string {
  const lines = [HEADER.map(cell).join(';')];
  for (const act of acts) {
    lines.push(
      [
        formatDisplayDate(act.dateSoins),
        `${act.beneficiaire.prenom} ${act.beneficiaire.nom}`,
        act.libelle,
        act.professionnel,
        formatEurosPlain(act.montantDepense),
        formatEurosPlain(act.montantSecu),
        formatEurosPlain(act.montantMutuelle),
        formatEurosPlain(act.resteACharge),
        formatDisplayDate(act.datePaiement),
        CARE_ACT_STATUS_LABELS[act.statut],
        act.motifRejet ?? '',
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
