import type { BankDetailsPopupData } from '@portail/domain';
import type { PortResult } from './port-error.ts';

export interface BankDetailsUpdateOutcome {
  /** True when the change will be processed by hand (the contract's payment is then no longer missing). */
  readonly isModeGestionManuel: boolean;
}

/** Bank details used to pay benefits (spec §7 Bank-details update). */
export interface BankDetailsPort {
  update(popup: BankDetailsPopupData): PortResult<BankDetailsUpdateOutcome>;
}
