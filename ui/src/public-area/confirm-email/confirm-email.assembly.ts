import { ConfirmEmail, ResendActivation } from '@portail/application';
import type { AccountRecoveryPorts } from '../account-recovery/account-recovery.services.ts';
import { accountRecoveryServices } from '../account-recovery/account-recovery.services.ts';
import { MEMBER_AREA_CALLBACK_URL } from '../../app/platform/route-paths.ts';
import { ConfirmEmailViewModel } from './confirm-email.view-model.ts';

/** Loaded with the confirm-email screen. */
export function assembleConfirmEmailViewModel(ports: AccountRecoveryPorts): ConfirmEmailViewModel {
  const services = accountRecoveryServices(ports);
  return new ConfirmEmailViewModel({
    confirmEmail: new ConfirmEmail(services.identity, MEMBER_AREA_CALLBACK_URL),
    resendActivation: new ResendActivation(services.identity),
    effects: services.effects,
  });
}
