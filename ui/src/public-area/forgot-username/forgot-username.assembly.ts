import {
  ChangeLogin,
  LoadCmsBlock,
  PreCheckForgotLogin,
  SendSecurityCode,
  VerifySecurityCode,
} from '@portail/application';
import type { AccountRecoveryPorts } from '../account-recovery/account-recovery.services.ts';
import { accountRecoveryServices, todayFrom } from '../account-recovery/account-recovery.services.ts';
import { ForgotUsernameViewModel } from './forgot-username.view-model.ts';

/** Loaded with the forgot-username screen. */
export function assembleForgotUsernameViewModel(ports: AccountRecoveryPorts): ForgotUsernameViewModel {
  const services = accountRecoveryServices(ports);
  const clock = { now: services.now };
  return new ForgotUsernameViewModel({
    preCheck: new PreCheckForgotLogin(services.identity, clock),
    sendSecurityCode: new SendSecurityCode(services.securityCode),
    verifySecurityCode: new VerifySecurityCode(services.securityCode, services.sessionStorage),
    changeLogin: new ChangeLogin(services.identity, services.sessionStorage, clock),
    loadCmsBlock: new LoadCmsBlock(services.cms),
    settings: services.settings,
    effects: services.effects,
    today: todayFrom(services),
  });
}
