import { RequestPasswordReset } from '@portail/application';
import type { AccountRecoveryPorts } from '../account-recovery/account-recovery.services.ts';
import { accountRecoveryServices, todayFrom } from '../account-recovery/account-recovery.services.ts';
import { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

/** Loaded with the forgot-password screen. */
export function assembleForgotPasswordViewModel(ports: AccountRecoveryPorts): ForgotPasswordViewModel {
  const services = accountRecoveryServices(ports);
  return new ForgotPasswordViewModel({
    requestPasswordReset: new RequestPasswordReset(services.identity, { now: services.now }),
    settings: services.settings,
    effects: services.effects,
    today: todayFrom(services),
  });
}
