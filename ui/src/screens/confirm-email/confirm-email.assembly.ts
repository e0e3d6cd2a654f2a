import { ConfirmEmail, ResendActivation } from '@portail/application';
import type { AccountRecoveryServices } from '../../account-recovery/account-recovery.services.ts';
import { ConfirmEmailViewModel } from './confirm-email.view-model.ts';

/** Loaded with the confirm-email screen. */
export function assembleConfirmEmailViewModel(services: AccountRecoveryServices): ConfirmEmailViewModel {
  return new ConfirmEmailViewModel({
    confirmEmail: new ConfirmEmail(services.identity),
    resendActivation: new ResendActivation(services.identity),
    effects: services.effects,
  });
}
