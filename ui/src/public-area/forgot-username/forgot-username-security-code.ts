import type { AccountSettings } from '../account-recovery/account-settings.ts';
import type {
  ForgotLoginForm,
  ForgotLoginPrecheck,
  SendSecurityCodeUseCase,
  VerifySecurityCodeUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { SecurityCodeDialogViewModel } from '../../widgets/security-code-dialog/security-code-dialog.view-model.ts';

/** What the forgot-username code dialog needs. */
export interface ForgotUsernameCodeDeps {
  readonly sendSecurityCode: SendSecurityCodeUseCase;
  readonly verifySecurityCode: VerifySecurityCodeUseCase;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
}

/**
 * The 6-digit code dialog of forgot-username (unauthenticated multi-factor check) for a pre-checked
 * request, opened; `verified` runs once the code is accepted.
 */
export function openForgotUsernameCode(
  deps: ForgotUsernameCodeDeps,
  form: ForgotLoginForm | undefined,
  precheck: ForgotLoginPrecheck,
  verified: () => void,
): SecurityCodeDialogViewModel {
  const dialog = new SecurityCodeDialogViewModel(
    {
      sendSecurityCode: deps.sendSecurityCode,
      verifySecurityCode: deps.verifySecurityCode,
      effects: deps.effects,
    },
    {
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: codeUsername(form, precheck),
      preferredSendType: precheck.sendType,
      smsEnabled: deps.settings.configuration?.amfSmsActivated ?? false,
      maskedPhone: precheck.telephone,
    },
    { verified },
  );
  void dialog.open();
  return dialog;
}

/**
 * Who the unauthenticated code is for: the login is what was lost (the pre-check returns it masked), so
 * the member number — else the NIR — typed in the checked form identifies the account (reference server
 * contract, notes/server-content.md); the masked login only when neither was typed.
 */
function codeUsername(form: ForgotLoginForm | undefined, precheck: ForgotLoginPrecheck): string {
  const identifier = [form?.numeroContrat, form?.nir].find(
    (value) => value !== undefined && value.trim() !== '',
  );
  return identifier ?? precheck.currentUserName;
}
