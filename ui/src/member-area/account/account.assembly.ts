import {
  ChangeConsent,
  ChangeDematerialization,
  ChangeIdentifier,
  ChangePassword,
  DeleteAccount,
  ExportAccountData,
  LoadAccountConsents,
  LoadAccountProfile,
  LoadCmsBlock,
  LoadRefundAlerts,
  ChangeRefundAlerts,
  SendSecurityCode,
  VerifySecurityCode,
} from '@portail/application';
import { SecurityCodeDialogViewModel } from '../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import type {
  SecurityCodeDialogEvents,
  SecurityCodeRequest,
} from '../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import { CmsBlockState } from '../cms-block.state.ts';
import { MEMBER_CMS_BLOCKS } from '../member-area.config.ts';
import type { MemberAreaServices } from '../member-area.services.ts';
import { AccountConsentsViewModel } from './consents/account-consents.view-model.ts';
import { AccountConsultationsViewModel } from './consultations/account-consultations.view-model.ts';
import { DematerializationViewModel } from './demat/dematerialization.view-model.ts';
import { DeleteAccountViewModel } from './delete/delete-account.view-model.ts';
import { ChangeIdentifierViewModel } from './identifier/change-identifier.view-model.ts';
import { ExportDataViewModel } from './export/export-data.view-model.ts';
import { DoubleAuthViewModel } from './double-auth/double-auth.view-model.ts';
import { ChangePasswordViewModel } from './password/change-password.view-model.ts';
import { AccountProfileViewModel } from './profile/account-profile.view-model.ts';
import { RefundAlertsViewModel } from './refund-alerts/refund-alerts.view-model.ts';

/** The view-model factories of « Mon compte » (one new view-model per visit of a section). */
export interface AccountArea {
  readonly profile: () => AccountProfileViewModel;
  readonly changePassword: () => ChangePasswordViewModel;
  readonly consents: () => AccountConsentsViewModel;
  readonly doubleAuth: () => DoubleAuthViewModel;
  readonly deleteAccount: (provider?: {
    readonly externalProvider: boolean;
    readonly identityConfirmed: boolean;
  }) => DeleteAccountViewModel;
  readonly changeIdentifier: () => ChangeIdentifierViewModel;
  readonly dematerialization: () => DematerializationViewModel;
  readonly exportData: () => ExportDataViewModel;
  readonly refundAlerts: () => RefundAlertsViewModel;
  /** « Consultations de votre espace » (issue 27 §1). */
  readonly consultations: () => AccountConsultationsViewModel;
}

/** Builds the use cases of « Mon compte » over the member area's ports (its own lazily loaded chunk). */
export function assembleAccount(services: MemberAreaServices): AccountArea {
  const { notify, clientConfig } = services;
  const passwordRequiredLength = async () => {
    const result = await clientConfig.getPortalConfig();
    return result.ok ? result.value.passwordRequiredLength : undefined;
  };
  const codeDialog = (request: SecurityCodeRequest, events: SecurityCodeDialogEvents) =>
    new SecurityCodeDialogViewModel(
      {
        sendSecurityCode: new SendSecurityCode(services.securityCode),
        verifySecurityCode: new VerifySecurityCode(services.securityCode, services.sessionStorage),
        effects: services.flowEffects,
      },
      request,
      events,
    );
  const smsEnabled = () => services.settings.configuration?.amfSmsActivated ?? false;
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
    doubleAuth: () =>
      new DoubleAuthViewModel({
        loadProfile: new LoadAccountProfile(services.account),
        codeDialog,
        smsEnabled,
        notify,
      }),
    deleteAccount: (provider) =>
      new DeleteAccountViewModel({
        deleteAccount: new DeleteAccount(services.account, services.sessionStorage, services.requestCache),
        codeDialog,
        smsEnabled,
        navigation: services.flowEffects.navigation,
        notify,
        ...provider,
      }),
    changeIdentifier: () =>
      new ChangeIdentifierViewModel({
        loadProfile: new LoadAccountProfile(services.account),
        changeIdentifier: new ChangeIdentifier(services.identity, services.sessionStorage),
        codeDialog,
        smsEnabled,
        notify,
      }),
    dematerialization: () =>
      new DematerializationViewModel({
        loadProfile: new LoadAccountProfile(services.account),
        changeDematerialization: new ChangeDematerialization(services.account),
        cms: new CmsBlockState(new LoadCmsBlock(services.cms), notify, MEMBER_CMS_BLOCKS.demat),
        notify,
      }),
    exportData: () =>
      new ExportDataViewModel({
        exportAccountData: new ExportAccountData(services.resources),
        notify,
        announce: services.announce,
      }),
    refundAlerts: () =>
      new RefundAlertsViewModel({
        loadRefundAlerts: new LoadRefundAlerts(services.refundAlerts),
        changeRefundAlerts: new ChangeRefundAlerts(services.refundAlerts),
        notify,
      }),
    consultations: () => new AccountConsultationsViewModel({ consultation: services.consultation, notify }),
  };
}
