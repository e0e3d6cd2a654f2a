import { RequestPasswordReset } from '@portail/application';
import type { AccountRecoveryServices } from '../../account-recovery/account-recovery.services.ts';
import { todayFrom } from '../../account-recovery/account-recovery.services.ts';
import { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

/** Loaded with the forgot-password screen. */
export function assembleForgotPasswordViewModel(services: AccountRecoveryServices): ForgotPasswordViewModel {
  return new ForgotPasswordViewModel({
    requestPasswordReset: new RequestPasswordReset(services.identity, { now: services.now }),
    settings: services.settings,
    effects: services.effects,
    today: todayFrom(services),
  });
}
