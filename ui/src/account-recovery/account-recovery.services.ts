import type { CmsPort, IdentityPort, SecurityCodePort, SessionStoragePort } from '@portail/application';
import type { AccountSettings } from './account-settings.ts';
import type { FlowEffects } from './flow-effects.ts';

/** What the account-recovery assemblies build their use cases and view-models from (composition root). */
export interface AccountRecoveryServices {
  readonly identity: IdentityPort;
  readonly securityCode: SecurityCodePort;
  readonly cms: CmsPort;
  /** Where a verified security code is kept (sent in the X-Security-Code header). */
  readonly sessionStorage: SessionStoragePort;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
  /** The current time in milliseconds (Date.now in the browser). */
  readonly now: () => number;
}

/** Today's date for the birth-date rules and the date pickers. */
export function todayFrom(services: Pick<AccountRecoveryServices, 'now'>): () => Date {
  return () => new Date(services.now());
}
