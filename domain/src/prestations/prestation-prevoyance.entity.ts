import type { CareBeneficiary } from '../entities/care-act.entity.ts';

/** What a prévoyance payment is: daily allowances of a sick leave, a rent, or a lump sum. */
export const PREVOYANCE_NATURE_LABELS = Object.freeze({
  ij: 'Indemnités journalières',
  rente: 'Rente',
  capital: 'Capital',
});

export type PrevoyanceNature = keyof typeof PREVOYANCE_NATURE_LABELS;

export function isPrevoyanceNature(value: string): value is PrevoyanceNature {
  return Object.hasOwn(PREVOYANCE_NATURE_LABELS, value);
}

/** The sick leave (« arrêt de travail ») an IJ payment belongs to; `fin` is null while it goes on. */
export interface SickLeave {
  readonly id: string;
  /** ISO dates. */
  readonly debut: string;
  readonly fin: string | null;
}

/**
 * One prévoyance payment (« versement ») of a contract. Amounts are whole euro cents; `montantNet` =
 * `montantBrut` − `chargesSociales`; for IJ, `jours` × `montantJournalier` = `montantBrut` and `jours` counts the
 * days of the period paid (`periodeDebut` to `periodeFin`, both included). A capital has no period.
 */
export interface PrestationPrevoyance {
  readonly id: string;
  readonly nature: PrevoyanceNature;
  readonly libelle: string;
  readonly beneficiaire: CareBeneficiary;
  readonly arret: SickLeave | null;
  readonly periodeDebut: string | null;
  readonly periodeFin: string | null;
  readonly jours: number | null;
  readonly montantJournalier: number | null;
  readonly montantBrut: number;
  readonly chargesSociales: number;
  readonly montantNet: number;
  readonly datePaiement: string;
}

/** CSG (6,2 %) + CRDS (0,5 %) withheld on daily allowances of a sick leave. */
export const IJ_SOCIAL_CHARGES_RATE = 0.067;

/** Gross amount of `days` daily allowances of `daily` cents. */
export function ijGross(days: number, daily: number): number {
  if (!Number.isSafeInteger(days) || days < 0 || !Number.isSafeInteger(daily) || daily < 0) {
    throw new Error(`ijGross: ${String(days)} × ${String(daily)} is not a count of days × cents`);
  }
  return days * daily;
}

/** The social charges withheld on a gross IJ amount, rounded to the cent. */
export function ijSocialCharges(gross: number): number {
  return Math.round(gross * IJ_SOCIAL_CHARGES_RATE);
}

/** What the member receives: gross minus the social charges. */
export function netAmount(gross: number, charges: number): number {
  if (charges < 0 || charges > gross) throw new Error('netAmount: charges outside 0..gross');
  return gross - charges;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (ISO dates), both included. */
export function daysInPeriod(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (!Number.isInteger(days) || days < 1) throw new Error(`daysInPeriod: ${from} is not before ${to}`);
  return days;
}

/** The rules a payment breaks (empty when consistent): used by the seed checks and the server's tests. */
export function prevoyanceInconsistencies(payment: PrestationPrevoyance): string[] {
  const broken: string[] = [];
  if (payment.montantNet !== payment.montantBrut - payment.chargesSociales) broken.push('net');
  if (payment.nature === 'ij') {
    const { jours, montantJournalier, periodeDebut, periodeFin } = payment;
    if (jours === null || montantJournalier === null || periodeDebut === null || periodeFin === null) {
      broken.push('ij-fields');
    } else {
      if (jours * montantJournalier !== payment.montantBrut) broken.push('brut');
      if (daysInPeriod(periodeDebut, periodeFin) !== jours) broken.push('jours');
    }
    if (payment.arret === null) broken.push('arret');
  }
  if (payment.nature === 'capital' && payment.periodeDebut !== null) broken.push('periode');
  return broken;
}

/** A sick leave and its IJ payments (oldest first) with what they add up to. */
export interface SickLeavePayments {
  readonly arret: SickLeave;
  readonly versements: readonly PrestationPrevoyance[];
  readonly jours: number;
  readonly montantBrut: number;
  readonly montantNet: number;
}

/** IJ payments grouped by sick leave (newest leave first); other payments are left out. */
export function sickLeaves(payments: readonly PrestationPrevoyance[]): SickLeavePayments[] {
  const byLeave = new Map<string, { arret: SickLeave; versements: PrestationPrevoyance[] }>();
  for (const payment of payments) {
    if (payment.nature !== 'ij' || payment.arret === null) continue;
    const entry = byLeave.get(payment.arret.id) ?? { arret: payment.arret, versements: [] };
    entry.versements.push(payment);
    byLeave.set(payment.arret.id, entry);
  }
  return [...byLeave.values()]
    .sort((a, b) => b.arret.debut.localeCompare(a.arret.debut))
    .map(({ arret, versements }) => {
      const sorted = [...versements].sort((a, b) => a.datePaiement.localeCompare(b.datePaiement));
      return {
        arret,
        versements: sorted,
        jours: sorted.reduce((sum, payment) => sum + (payment.jours ?? 0), 0),
        montantBrut: sorted.reduce((sum, payment) => sum + payment.montantBrut, 0),
        montantNet: sorted.reduce((sum, payment) => sum + payment.montantNet, 0),
      };
    });
}
