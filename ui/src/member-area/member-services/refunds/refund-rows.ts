import type { CareAct, RefundsMonth } from '@portail/domain';
import {
  CARE_ACT_STATUS_LABELS,
  FRENCH_MONTH_NAMES,
  FRENCH_MONTH_SHORT_NAMES,
  formatDisplayDate,
  formatEuros,
} from '@portail/domain';

/** One line of the « Mes remboursements » table, ready to show (French dates and amounts). */
export interface RefundRow {
  readonly id: string;
  readonly dateSoins: string;
  readonly beneficiaire: string;
  readonly libelle: string;
  readonly professionnel: string;
  readonly depense: string;
  readonly secu: string;
  readonly mutuelle: string;
  readonly resteACharge: string;
  /** dd/MM/yyyy, or '—' when not paid. */
  readonly datePaiement: string;
  readonly statut: CareAct['statut'];
  readonly statutLabel: string;
  readonly motifRejet: string | null;
}

export function refundRow(act: CareAct): RefundRow {
  return {
    id: act.id,
    dateSoins: formatDisplayDate(act.dateSoins),
    beneficiaire: `${act.beneficiaire.prenom} ${act.beneficiaire.nom}`,
    libelle: act.libelle,
    professionnel: act.professionnel,
    depense: formatEuros(act.montantDepense),
    secu: formatEuros(act.montantSecu),
    mutuelle: formatEuros(act.montantMutuelle),
    resteACharge: formatEuros(act.resteACharge),
    datePaiement: act.datePaiement === null ? '—' : formatDisplayDate(act.datePaiement),
    statut: act.statut,
    statutLabel: CARE_ACT_STATUS_LABELS[act.statut],
    motifRejet: act.motifRejet,
  };
}

function monthIndex(mois: string): { year: string; month: number } {
  return { year: mois.slice(0, 4), month: Number(mois.slice(5, 7)) - 1 };
}

/** 'janv. 2026' (axis of the chart). */
export function shortMonthLabel(mois: string): string {
  const { year, month } = monthIndex(mois);
  return `${FRENCH_MONTH_SHORT_NAMES[month] ?? ''} ${year}`;
}

/** 'janvier 2026' (row header of the table alternative). */
export function longMonthLabel(mois: string): string {
  const { year, month } = monthIndex(mois);
  return `${FRENCH_MONTH_NAMES[month] ?? ''} ${year}`;
}

/** A month of the chart's table alternative. */
export interface RefundsMonthRow {
  readonly mois: string;
  readonly label: string;
  readonly secu: string;
  readonly mutuelle: string;
  readonly resteACharge: string;
  readonly total: string;
}

export function monthRow(month: RefundsMonth): RefundsMonthRow {
  return {
    mois: month.mois,
    label: longMonthLabel(month.mois),
    secu: formatEuros(month.montantSecu),
    mutuelle: formatEuros(month.montantMutuelle),
    resteACharge: formatEuros(month.resteACharge),
    total: formatEuros(month.montantSecu + month.montantMutuelle + month.resteACharge),
  };
}

/** The stacked chart's data, in euros: the x labels and one series per share. */
export interface RefundsChartData {
  readonly labels: readonly string[];
  readonly secu: readonly number[];
  readonly mutuelle: readonly number[];
  readonly resteACharge: readonly number[];
}

export function chartData(months: readonly RefundsMonth[]): RefundsChartData {
  return {
    labels: months.map((month) => shortMonthLabel(month.mois)),
    secu: months.map((month) => month.montantSecu / 100),
    mutuelle: months.map((month) => month.montantMutuelle / 100),
    resteACharge: months.map((month) => month.resteACharge / 100),
  };
}
