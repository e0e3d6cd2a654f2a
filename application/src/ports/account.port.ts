import type { AccountConsent, AccountProfile } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** « Mon compte » (issue 13): the signed-in account's own data (provider account-api). */
export interface AccountPort {
  /** « Mes informations »; keyed by the session only. */
  getProfile(): PortResult<AccountProfile>;
  /** Every consent of the member with its current answer and history. */
  getConsents(): PortResult<readonly AccountConsent[]>;
}
