import type { SimulationResult } from './simulate-reimbursement.ts';

/** An option (« renfort ») the current contract may add, with its monthly price in cents. */
export interface SimulatorRenfort {
  readonly code: string;
  readonly libelle: string;
  readonly description: string;
  readonly prixMensuel: number;
  /** The guarantee keys it improves (`SimulatorActRule.garantie`). */
  readonly garanties: readonly string[];
}

/** A renfort offered to the current contract; `demandeEnCours` once the contract has a request to add it. */
export interface SimulatorRenfortOffer extends SimulatorRenfort {
  readonly demandeEnCours: boolean;
}

/** A reste à charge from this amount (cents), or from this share of the price, is « large »: renforts are offered. */
export const LARGE_RESTE_A_CHARGE = Object.freeze({ montant: 10_000, part: 0.3 });

export function isLargeResteACharge(result: Pick<SimulationResult, 'prix' | 'resteACharge'>): boolean {
  return (
    result.resteACharge >= LARGE_RESTE_A_CHARGE.montant ||
    (result.prix > 0 && result.resteACharge / result.prix >= LARGE_RESTE_A_CHARGE.part)
  );
}

/** The renforts that improve the guarantee an act is paid under. */
export function renfortsFor(
  renforts: readonly SimulatorRenfort[],
  garantie: string,
): readonly SimulatorRenfort[] {
  return renforts.filter((renfort) => renfort.garanties.includes(garantie));
}
