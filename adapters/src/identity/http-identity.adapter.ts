import type {
  AdminAccountRequest,
  ChangePasswordRequest,
  EmailConfirmationRequest,
  ForgotUsernameForm,
  ForgotUsernamePrecheck,
  IdentityPort,
  ModeGestion,
  PortResult,
  ResetPasswordRequest,
  TokenCheck,
  TokenCheckRequest,
} from '@portail/application';
import type { Activation, CurrentUser, ForgotPassword, RegistrationUser } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { toWireDate } from '../http/wire-date.ts';
import {
  domainCurrentUser,
  domainTokenCheck,
  wireActivation,
  wireAdminAccount,
  wireForgotUsernameForm,
  wireRegistration,
} from './identity-wire.mapping.ts';

/** IdentityPort on the identity API (openapi tag identity, Pact provider identity-api). */
export class HttpIdentityAdapter implements IdentityPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  register(user: RegistrationUser): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/identity/register', { body: wireRegistration(user) }));
  }

  checkToken(request: TokenCheckRequest): PortResult<TokenCheck> {
    const { api, runner } = this.http;
    const body = { purpose: request.purpose, code: request.code, userId: request.userId };
    return runner.body(() => api.POST('/api/identity/check-token', { body }), domainTokenCheck);
  }

  activateUser(activation: Activation): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/identity/activate-user', { body: wireActivation(activation) }));
  }

  confirmEmail(request: EmailConfirmationRequest): PortResult<void> {
    const { api, runner } = this.http;
    const body = { code: request.code, userId: request.userId };
    return runner.done(() => api.POST('/api/identity/confirm-email', { body }));
  }

  relanceActivation(userId: string): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/identity/relance-activation', { params: { query: { userId } } }));
  }

  forgotPassword(request: ForgotPassword): PortResult<void> {
    const { api, runner } = this.http;
    const birth = request.dateNaissance.trim();
    const body =
      birth === ''
        ? { userName: request.userName }
        : { userName: request.userName, dateNaissance: toWireDate(birth) };
    return runner.done(() => api.POST('/api/identity/forgot-password', { body }));
  }

  resetPassword(request: ResetPasswordRequest): PortResult<void> {
    const { api, runner } = this.http;
    const body = {
      password: request.password,
      confirmPassword: request.confirmPassword,
      code: request.code,
      userId: request.userId,
    };
    return runner.done(() => api.POST('/api/identity/reset-password', { body }));
  }

  preForgotUsername(form: ForgotUsernameForm): PortResult<ForgotUsernamePrecheck> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/identity/pre-forgot-username', { body: wireForgotUsernameForm(form) }),
      (data) => ({
        isUserAmfAuthorized: data.isUserAmfAuthorized,
        sendType: data.sendType,
        currentUserName: data.currentUserName,
        telephone: data.telephone,
      }),
    );
  }

  forgotUsername(form: ForgotUsernameForm, securityCode?: string): PortResult<void> {
    const { api, runner } = this.http;
    const code = securityCode?.trim() ?? '';
    const body = { ...wireForgotUsernameForm(form), ...(code === '' ? {} : { securityCode: code }) };
    return runner.done(() => api.POST('/api/identity/forgot-username', { body }));
  }

  changePassword(request: ChangePasswordRequest): PortResult<void> {
    const { api, runner } = this.http;
    const body = {
      oldPassword: request.oldPassword,
      password: request.password,
      confirmPassword: request.confirmPassword,
    };
    return runner.done(() => api.POST('/api/identity/change-password', { body }));
  }

  checkPassword(password: string): PortResult<boolean> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/identity/check-password', { body: { password } }),
      (data) => data.valid,
    );
  }

  createClientAccount(request: AdminAccountRequest): PortResult<{ readonly userId: string }> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/identity/client/create', { body: wireAdminAccount(request) }),
      (data) => ({ userId: data.userId }),
    );
  }

  changeIdentifier(newIdentifier: string): PortResult<void> {
    const { api, runner } = this.http;
    const body = { data: { nouvelIdentifiant: newIdentifier } };
    return runner.done(() => api.POST('/api/identity/forms/changementidentifiant/form', { body }));
  }

  logout(): PortResult<{ readonly logoutUrl: string }> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/identity/logout'),
      (data) => ({ logoutUrl: data.logoutUrl }),
      { redirectOnUnauthorized: false },
    );
  }

  getModeGestion(actKey: string): PortResult<ModeGestion> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/identity/client/mode-gestion/{id}', { params: { path: { id: actKey } } }),
      (data) => data.modeGestion,
    );
  }

  getSsoToken(): PortResult<string> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/identity/sso-token'),
      (data) => data.token,
    );
  }

  createScToken(): PortResult<string> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/identity/sctoken/create'),
      (data) => data.scTokenId,
    );
  }

  getCurrentUser(): PortResult<CurrentUser> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/identity/current-user'), domainCurrentUser, {
      redirectOnUnauthorized: false,
    });
  }

  loginUrl(callbackUrl?: string): string {
    const query = callbackUrl === undefined ? '' : `?callbackUrl=${encodeURIComponent(callbackUrl)}`;
    return `${this.http.baseUrl}/api/identity/login${query}`;
  }
}
