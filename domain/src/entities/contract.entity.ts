import type { BankDetails } from './bank-details.entity.ts';

/** Contract states (spec §3); labels are in `CONTRACT_STATE_LABELS` (access). */
export const CONTRACT_STATES = ['eninstance', 'valide', 'resilie', 'suspendu'] as const;

export type ContractState = (typeof CONTRACT_STATES)[number];

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
  readonly isActif: boolean;
  /** Capital I is the wire name. */
  readonly IsPrecontentieux: boolean;
  readonly modalitePaiementPrestation: BenefitPaymentMode;
}
