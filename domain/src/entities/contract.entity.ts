import type { BankDetails } from './bank-details.entity.ts';

/** Contract states (spec §3); labels are in `CONTRACT_STATE_LABELS` (access). */
export const CONTRACT_STATES = ['eninstance', 'valide', 'resilie', 'suspendu'] as const;

export type ContractState = (typeof CONTRACT_STATES)[number];

/**
 * The family of a contract: `sante` (complémentaire santé: care acts, Sécurité sociale, tiers payant) or
 * `prevoyance` (arrêt de travail, invalidité, décès, obsèques: no care types, no health glossary).
 */
export const CONTRACT_FAMILIES = ['sante', 'prevoyance'] as const;

export type ContractFamily = (typeof CONTRACT_FAMILIES)[number];

/** The contract's family; a contract that does not say (older servers) is a health one. */
export function contractFamilyOf(contract: { readonly famille?: ContractFamily } | null): ContractFamily {
  return contract?.famille ?? 'sante';
}

/** How benefits are paid for a contract. */
export interface BenefitPaymentMode {
  readonly rib: BankDetails | null;
  readonly codeModePaiement: string;
  readonly isMissing: boolean;
  /** A bank-details request waits for an agent (manual mode); absent means false. */
  readonly isRequestPending?: boolean;
}

/** An individual contract (spec §3). */
export interface Contract {
  readonly numeroContratIndividuel: string;
  readonly nomOffre: string;
  readonly etat: ContractState;
  /** Santé or prévoyance; absent means santé (`contractFamilyOf`). */
  readonly famille?: ContractFamily;
  readonly isActif: boolean;
  /** Capital I is the wire name. */
  readonly IsPrecontentieux: boolean;
  readonly modalitePaiementPrestation: BenefitPaymentMode;
}
