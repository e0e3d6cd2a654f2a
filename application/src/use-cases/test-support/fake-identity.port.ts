import type { Activation, CurrentUser, ForgotPassword, RegistrationUser } from '@portail/domain';
import type {
  AdminAccountRequest,
  ChangePasswordRequest,
  EmailConfirmationRequest,
  ForgotUsernameForm,
  ForgotUsernamePrecheck,
  IdentityPort,
  ModeGestion,
  ResetPasswordRequest,
  TokenCheck,
  TokenCheckRequest,
} from '../../ports/identity.port.ts';
import type { PortError } from '../../ports/port-error.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { aCurrentUser } from './mothers.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

/** Hand-written fake of the identity port: every call succeeds unless the test scripts otherwise. */
export class FakeIdentityPort implements IdentityPort {
  readonly registerCall = new ScriptedCall<[RegistrationUser], Answer<void>>('register', ok(undefined));
  readonly checkTokenCall = new ScriptedCall<[TokenCheckRequest], Answer<TokenCheck>>(
    'checkToken',
    ok({ isCreatedByAdmin: false, consentements: [] }),
  );
  readonly activateUserCall = new ScriptedCall<[Activation], Answer<void>>('activateUser', ok(undefined));
  readonly confirmEmailCall = new ScriptedCall<[EmailConfirmationRequest], Answer<void>>(
    'confirmEmail',
    ok(undefined),
  );
  readonly relanceActivationCall = new ScriptedCall<[string], Answer<void>>(
    'relanceActivation',
    ok(undefined),
  );
  readonly forgotPasswordCall = new ScriptedCall<[ForgotPassword], Answer<void>>(
    'forgotPassword',
    ok(undefined),
  );
  readonly resetPasswordCall = new ScriptedCall<[ResetPasswordRequest], Answer<void>>(
    'resetPassword',
    ok(undefined),
  );
  readonly preForgotUsernameCall = new ScriptedCall<[ForgotUsernameForm], Answer<ForgotUsernamePrecheck>>(
    'preForgotUsername',
    ok({ isUserAmfAuthorized: false, sendType: 'MAIL', currentUserName: 'j***@example.fr', telephone: '' }),
  );
  readonly forgotUsernameCall = new ScriptedCall<[ForgotUsernameForm, string | undefined], Answer<void>>(
    'forgotUsername',
    ok(undefined),
  );
  readonly changePasswordCall = new ScriptedCall<[ChangePasswordRequest], Answer<void>>(
    'changePassword',
    ok(undefined),
  );
  readonly checkPasswordCall = new ScriptedCall<[string], Answer<boolean>>('checkPassword', ok(true));
  readonly createClientAccountCall = new ScriptedCall<
    [AdminAccountRequest],
    Answer<{ readonly userId: string }>
  >('createClientAccount', ok({ userId: 'user-1' }));
  readonly changeIdentifierCall = new ScriptedCall<[string], Answer<void>>('changeIdentifier', ok(undefined));
  readonly logoutCall = new ScriptedCall<[], Answer<{ readonly logoutUrl: string }>>(
    'logout',
    ok({ logoutUrl: 'https://idp.example.fr/logout' }),
  );
  readonly getModeGestionCall = new ScriptedCall<[string], Answer<ModeGestion>>(
    'getModeGestion',
    ok('automatique'),
  );
  readonly getSsoTokenCall = new ScriptedCall<[], Answer<string>>('getSsoToken', ok('sso-token'));
  readonly createScTokenCall = new ScriptedCall<[], Answer<string>>('createScToken', ok('sc-token-1'));
  readonly getCurrentUserCall = new ScriptedCall<[], Answer<CurrentUser>>(
    'getCurrentUser',
    ok(aCurrentUser()),
  );

  register(user: RegistrationUser): Promise<Answer<void>> {
    return Promise.resolve(this.registerCall.invoke(user));
  }
  checkToken(request: TokenCheckRequest): Promise<Answer<TokenCheck>> {
    return Promise.resolve(this.checkTokenCall.invoke(request));
  }
  activateUser(activation: Activation): Promise<Answer<void>> {
    return Promise.resolve(this.activateUserCall.invoke(activation));
  }
  confirmEmail(request: EmailConfirmationRequest): Promise<Answer<void>> {
    return Promise.resolve(this.confirmEmailCall.invoke(request));
  }
  relanceActivation(userId: string): Promise<Answer<void>> {
    return Promise.resolve(this.relanceActivationCall.invoke(userId));
  }
  forgotPassword(request: ForgotPassword): Promise<Answer<void>> {
    return Promise.resolve(this.forgotPasswordCall.invoke(request));
  }
  resetPassword(request: ResetPasswordRequest): Promise<Answer<void>> {
    return Promise.resolve(this.resetPasswordCall.invoke(request));
  }
  preForgotUsername(form: ForgotUsernameForm): Promise<Answer<ForgotUsernamePrecheck>> {
    return Promise.resolve(this.preForgotUsernameCall.invoke(form));
  }
  forgotUsername(form: ForgotUsernameForm, securityCode?: string): Promise<Answer<void>> {
    return Promise.resolve(this.forgotUsernameCall.invoke(form, securityCode));
  }
  changePassword(request: ChangePasswordRequest): Promise<Answer<void>> {
    return Promise.resolve(this.changePasswordCall.invoke(request));
  }
  checkPassword(password: string): Promise<Answer<boolean>> {
    return Promise.resolve(this.checkPasswordCall.invoke(password));
  }
  createClientAccount(request: AdminAccountRequest): Promise<Answer<{ readonly userId: string }>> {
    return Promise.resolve(this.createClientAccountCall.invoke(request));
  }
  changeIdentifier(newIdentifier: string): Promise<Answer<void>> {
    return Promise.resolve(this.changeIdentifierCall.invoke(newIdentifier));
  }
  logout(): Promise<Answer<{ readonly logoutUrl: string }>> {
    return Promise.resolve(this.logoutCall.invoke());
  }
  getModeGestion(actKey: string): Promise<Answer<ModeGestion>> {
    return Promise.resolve(this.getModeGestionCall.invoke(actKey));
  }
  getSsoToken(): Promise<Answer<string>> {
    return Promise.resolve(this.getSsoTokenCall.invoke());
  }
  createScToken(): Promise<Answer<string>> {
    return Promise.resolve(this.createScTokenCall.invoke());
  }
  getCurrentUser(): Promise<Answer<CurrentUser>> {
    return Promise.resolve(this.getCurrentUserCall.invoke());
  }
  loginUrl(callbackUrl?: string): string {
    return callbackUrl === undefined
      ? '/api/identity/login'
      : `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  }
}
