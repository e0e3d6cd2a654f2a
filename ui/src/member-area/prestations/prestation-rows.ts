import {
  formatDisplayDate,
  formatEuros,
  PREVOYANCE_NATURE_LABELS,
  TIERS_PAYANT_PROFESSION_LABELS,
} from '@portail/domain';
import type { PrestationPrevoyance, PrestationTiersPayant, SickLeavePayments } from '@portail/domain';

/** A prévoyance payment as the table shows it (French dates and amounts). */
export interface PrevoyanceRow {
  readonly id: string;
  readonly nature: string;
  readonly libelle: string;
  readonly beneficiaire: string;
  readonly periode: string;
  readonly jours: string;
  readonly montantJournalier: string;
  readonly brut: string;
  readonly charges: string;
  readonly net: string;
  readonly datePaiement: string;
}

export function prevoyanceRow(payment: PrestationPrevoyance): PrevoyanceRow {
  return {
    id: payment.id,
    nature: PREVOYANCE_NATURE_LABELS[payment.nature],
    libelle: payment.libelle,
    beneficiaire: `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`,
    periode:
      payment.periodeDebut === null
        ? '—'
        : `du ${formatDisplayDate(payment.periodeDebut)} au ${formatDisplayDate(payment.periodeFin)}`,
    jours: payment.jours === null ? '—' : String(payment.jours),
    montantJournalier: payment.montantJournalier === null ? '—' : formatEuros(payment.montantJournalier),
    brut: formatEuros(payment.montantBrut),
    charges: formatEuros(payment.chargesSociales),
    net: formatEuros(payment.montantNet),
    datePaiement: formatDisplayDate(payment.datePaiement),
  };
}

/** A sick leave with its IJ payments, as its section shows it. */
export interface SickLeaveSection {
  readonly id: string;
  readonly titre: string;
  readonly resume: string;
  readonly rows: readonly PrevoyanceRow[];
}

export function sickLeaveSection(leave: SickLeavePayments): SickLeaveSection {
  const end = leave.arret.fin === null ? 'en cours' : `au ${formatDisplayDate(leave.arret.fin)}`;
  const count = leave.versements.length;
  return {
    id: leave.arret.id,
    titre: `Arrêt de travail du ${formatDisplayDate(leave.arret.debut)} ${end}`,
    resume:
      `${String(count)} versement${count > 1 ? 's' : ''}, ${String(leave.jours)} jours indemnisés : ` +
      `${formatEuros(leave.montantBrut)} brut, ${formatEuros(leave.montantNet)} net.`,
    rows: leave.versements.map(prevoyanceRow),
  };
}

/** A tiers-payant payment as the table shows it. */
export interface TiersPayantRow {
  readonly id: string;
  readonly datePaiement: string;
  readonly dateSoins: string;
  readonly professionnel: string;
  readonly typeProfessionnel: string;
  readonly libelle: string;
  readonly beneficiaire: string;
  readonly montant: string;
}

export function tiersPayantRow(payment: PrestationTiersPayant): TiersPayantRow {
  return {
    id: payment.id,
    datePaiement: formatDisplayDate(payment.datePaiement),
    dateSoins: formatDisplayDate(payment.dateSoins),
    professionnel: payment.professionnel,
    typeProfessionnel: TIERS_PAYANT_PROFESSION_LABELS[payment.typeProfessionnel],
    libelle: payment.libelle,
    beneficiaire: `${payment.beneficiaire.prenom} ${payment.beneficiaire.nom}`,
    montant: formatEuros(payment.montant),
  };
}
