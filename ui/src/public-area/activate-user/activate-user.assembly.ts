import { ActivateAccount, CheckToken, LoadCmsBlock } from '@portail/application';
import type { AccountRecoveryPorts } from '../account-recovery/account-recovery.services.ts';
import { accountRecoveryServices } from '../account-recovery/account-recovery.services.ts';
import { ActivateUserViewModel } from './activate-user.view-model.ts';

/** Loaded with the activate-user screen: its use cases over the ports, then the view-model. */
export function assembleActivateUserViewModel(ports: AccountRecoveryPorts): ActivateUserViewModel {
  const services = accountRecoveryServices(ports);
  return new ActivateUserViewModel({
    checkToken: new CheckToken(services.identity),
    activateAccount: new ActivateAccount(services.identity),
    loadCmsBlock: new LoadCmsBlock(services.cms),
    settings: services.settings,
    effects: services.effects,
  });
}
