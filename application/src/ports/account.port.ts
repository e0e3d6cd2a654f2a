import type { AccountConsent, AccountProfile } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** « Mon compte » (issue 13): the signed-in account's own data (provider account-api). */
export interface AccountPort {
  /** « Mes informations »; keyed by the session only. */
  getProfile(): PortResult<AccountProfile>;
  /** Every consent of the member with its current answer and history. */
  getConsents(): PortResult<readonly AccountConsent[]>;
  /**
   * « Supprimer mon espace »: the current password; the verified security code travels in the request headers
   * (X-Security-Code) when double authentication is on. Without a password (external identity provider) the
   * session must have been confirmed by a fresh sign-in at the provider. Ends the session.
   */
  deleteAccount(password?: string): PortResult<void>;
  /** « Zéro papier »: documents by e-mail (true) or by post. */
  setDematerialization(dematerialization: boolean): PortResult<void>;
}
