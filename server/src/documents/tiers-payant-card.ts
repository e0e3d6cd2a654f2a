import type { Beneficiary, ContractGuarantees, TiersPayantCard } from '@portail/domain';
import { tiersPayantDomains, tiersPayantValidity } from '@portail/domain';
import { AMC_NUMBER } from './member-document.sheets.ts';

/** The number professionals call to check a member's rights (printed on the card's back). */
export const PROFESSIONALS_PHONE = '01 84 80 00 00';

/** What the card is made of, read for the session member's current contract. */
export interface TiersPayantCardSource {
  readonly issuer: string;
  /** Today, yyyy-MM-dd. */
  readonly today: string;
  readonly numeroContrat: string;
  readonly beneficiaries: readonly Beneficiary[];
  readonly guarantees: ContractGuarantees;
}

/** The card of the contract: AMC number, calendar-year validity, persons by rank, domains from the guarantees. */
export function tiersPayantCard(source: TiersPayantCardSource): TiersPayantCard {
  const { valableDu, valableAu } = tiersPayantValidity(source.today);
  return {
    issuer: source.issuer,
    numeroAmc: AMC_NUMBER,
    numeroContrat: source.numeroContrat,
    nomOffre: source.guarantees.nomOffre,
    valableDu,
    valableAu,
    beneficiaires: [...source.beneficiaries]
      .sort((a, b) => a.rang - b.rang)
      .map(({ rang, nom, prenom, dateNaissance }) => ({ rang, nom, prenom, dateNaissance })),
    domaines: tiersPayantDomains(source.guarantees),
    telephoneProfessionnels: PROFESSIONALS_PHONE,
  };
}
