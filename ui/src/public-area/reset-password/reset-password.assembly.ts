import { CheckToken, ResetPassword } from '@portail/application';
import type { AccountRecoveryPorts } from '../account-recovery/account-recovery.services.ts';
import { accountRecoveryServices } from '../account-recovery/account-recovery.services.ts';
import { ResetPasswordViewModel } from './reset-password.view-model.ts';

/** Loaded with the reset-password screen. */
export function assembleResetPasswordViewModel(ports: AccountRecoveryPorts): ResetPasswordViewModel {
  const services = accountRecoveryServices(ports);
  return new ResetPasswordViewModel({
    checkToken: new CheckToken(services.identity),
    resetPassword: new ResetPassword(services.identity),
    settings: services.settings,
    effects: services.effects,
  });
}
