import type { SimulatorActRule, SimulatorSector } from './simulator-act.entity.ts';
import { FRANCHISE_MEDICALE, PARTICIPATION_FORFAITAIRE } from './simulator-act.entity.ts';
import type { SimulatorGuarantee } from './simulator-guarantee.entity.ts';

export interface SimulationInput {
  readonly acte: SimulatorActRule;
  /** What the practitioner asks, in cents. */
  readonly prix: number;
  /** Under 18 on the day of care: no participation forfaitaire nor franchise. */
  readonly patientMineur: boolean;
  /** Ignored when the act's sector does not matter. */
  readonly secteur: SimulatorSector;
  /** Asked for the « 100 % Santé » equipment (applies only when the act has a basket and the price is within it). */
  readonly panier100Sante: boolean;
  /** The contract's guarantees (the one the act is paid under is looked up by key). */
  readonly garanties: readonly SimulatorGuarantee[];
  /** What the mutuelle already paid the patient under that guarantee during its ceiling's period, in cents. */
  readonly dejaConsomme: (garantie: string) => number;
}

export interface SimulationCeiling {
  readonly montant: number;
  readonly periodeAnnees: number;
  readonly dejaConsomme: number;
  /** What was left before this act. */
  readonly disponible: number;
  /** True when the ceiling cut the mutuelle's payment. */
  readonly atteint: boolean;
}

/** The answer, line by line; `secu + mutuelle + resteACharge === prix`. Amounts in cents. */
export interface SimulationResult {
  readonly prix: number;
  readonly baseRemboursement: number;
  readonly panier100Sante: boolean;
  /** Set when the basket was asked but the price is above its limit. */
  readonly horsPanier: { readonly prixLimite: number } | null;
  readonly secu: {
    readonly taux: number;
    /** BR × rate, before the deduction. */
    readonly brut: number;
    readonly deduction: number;
    readonly montant: number;
  };
  readonly mutuelle: {
    readonly garantie: SimulatorGuarantee | null;
    /** The percentage of BR applied after the sector rule (null without one). */
    readonly pourcentageBR: number | null;
    readonly montant: number;
    readonly plafond: SimulationCeiling | null;
  };
  readonly resteACharge: number;
}

/**
 * « Contrat responsable » rule: a non-OPTAM doctor's excess fees are covered at most to 100 % BR and 20 % BR
 * below what an OPTAM doctor's are.
 */
function percentageForSector(percentage: number, acte: SimulatorActRule, secteur: SimulatorSector): number {
  if (!acte.secteurApplicable || secteur !== 'non-optam' || percentage <= 100) return percentage;
  return 100 + Math.max(0, Math.min(100, percentage - 100 - 20));
}

function deductionOf(input: SimulationInput, secuBrut: number): number {
  if (input.patientMineur || secuBrut === 0) return 0;
  const amount =
    input.acte.deduction === 'participation-forfaitaire'
      ? PARTICIPATION_FORFAITAIRE
      : input.acte.deduction === 'franchise'
        ? FRANCHISE_MEDICALE
        : 0;
  return Math.min(amount, secuBrut);
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(
      `simulateReimbursement: ${name} ${String(value)} is not a whole, positive number of cents`,
    );
  }
}

/**
 * What the Sécurité sociale, the mutuelle and the member pay for an act at a price — the rules « Mes
 * remboursements » follows:
 * - the BR is the act's (the basket's for « 100 % Santé »), never above the price; the Sécurité sociale pays
 *   its rate of it, less the participation forfaitaire or franchise (adults only), which nobody refunds;
 * - the mutuelle pays, under the act's guarantee: the percentage of BR (Sécu included; lowered for a non-OPTAM
 *   doctor), plus the forfait, or the « frais réels » — never more than what the Sécurité sociale left, and never
 *   more than the ceiling less what it already paid the patient during the ceiling's period;
 * - « 100 % Santé » within the price limit: the basket's guarantee pays everything the Sécurité sociale left;
 * - the reste à charge is the rest.
 */
export function simulateReimbursement(input: SimulationInput): SimulationResult {
  const { acte, prix } = input;
  assertCents('prix', prix);
  const basket = input.panier100Sante ? acte.panier100Sante : null;
  const inBasket = basket !== null && prix <= basket.prixLimite;
  const baseRemboursement = Math.min(inBasket ? basket.baseRemboursement : acte.baseRemboursement, prix);
  const brut = Math.round((baseRemboursement * acte.tauxSecu) / 100);
  const deduction = deductionOf(input, brut);
  const secu = brut - deduction;
  const leftBySecu = prix - brut;

  const key = inBasket ? basket.garantie : acte.garantie;
  const garantie = input.garanties.find((candidate) => candidate.garantie === key) ?? null;
  const pourcentageBR =
    garantie === null || garantie.pourcentageBR === null
      ? null
      : percentageForSector(garantie.pourcentageBR, acte, input.secteur);
  let engagement = 0;
  if (garantie !== null) {
    engagement = garantie.fraisReels
      ? leftBySecu
      : Math.max(0, Math.round((baseRemboursement * (pourcentageBR ?? 0)) / 100) - brut) +
        (garantie.forfait ?? 0);
  }
  let mutuelle = Math.min(engagement, leftBySecu);
  let plafond: SimulationCeiling | null = null;
  if (garantie !== null && garantie.plafond !== null) {
    const dejaConsomme = input.dejaConsomme(garantie.garantie);
    assertCents('dejaConsomme', dejaConsomme);
    const disponible = Math.max(0, garantie.plafond.montant - dejaConsomme);
    const atteint = mutuelle > disponible;
    mutuelle = Math.min(mutuelle, disponible);
    plafond = { ...garantie.plafond, dejaConsomme, disponible, atteint };
  }
  return {
    prix,
    baseRemboursement,
    panier100Sante: inBasket,
    horsPanier: basket !== null && !inBasket ? { prixLimite: basket.prixLimite } : null,
    secu: { taux: acte.tauxSecu, brut, deduction, montant: secu },
    mutuelle: { garantie, pourcentageBR, montant: mutuelle, plafond },
    resteACharge: prix - secu - mutuelle,
  };
}
