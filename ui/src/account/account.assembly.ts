import { ChangeConsent, ChangePassword, LoadAccountConsents, LoadAccountProfile } from '@portail/application';
import type { MemberAreaServices } from '../member-area/member-area.services.ts';
import { AccountConsentsViewModel } from './consents/account-consents.view-model.ts';
import { ChangePasswordViewModel } from './password/change-password.view-model.ts';
import { AccountProfileViewModel } from './profile/account-profile.view-model.ts';

/** The view-model factories of « Mon compte » (one new view-model per visit of a section). */
export interface AccountArea {
  readonly profile: () => AccountProfileViewModel;
  readonly changePassword: () => ChangePasswordViewModel;
  readonly consents: () => AccountConsentsViewModel;
}

/** Builds the use cases of « Mon compte » over the member area's ports (its own lazily loaded chunk). */
export function assembleAccount(services: MemberAreaServices): AccountArea {
  const { notify, clientConfig } = services;
  const passwordRequiredLength = async () => {
    const result = await clientConfig.getPortalConfig();
    return result.ok ? result.value.passwordRequiredLength : undefined;
  };
  return {
    profile: () =>
      new AccountProfileViewModel({ loadProfile: new LoadAccountProfile(services.account), notify }),
    changePassword: () =>
      new ChangePasswordViewModel({
        changePassword: new ChangePassword(services.identity),
        passwordRequiredLength,
        notify,
      }),
    consents: () =>
      new AccountConsentsViewModel({
        loadConsents: new LoadAccountConsents(services.account),
        changeConsent: new ChangeConsent(services.consent),
        notify,
      }),
  };
}
