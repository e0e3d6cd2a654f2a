import type {
  PortResult,
  SecurityCodeContact,
  SecurityCodePort,
  SecurityCodeSendOutcome,
  SecurityCodeSendRequest,
  SecurityCodeVerifyRequest,
} from '@portail/application';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { withoutBlanks } from '../http/wire-fields.ts';

/** SecurityCodePort on HTTP (openapi tag security-code, Pact provider security-code-api). */
export class HttpSecurityCodeAdapter implements SecurityCodePort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  send(request: SecurityCodeSendRequest): PortResult<SecurityCodeSendOutcome> {
    const { api, runner } = this.http;
    const body = {
      sendType: request.sendType,
      operation: request.operation,
      ...withoutBlanks({ username: request.username, newAmfTel: request.newAmfTel }),
    };
    return runner.body(
      () => api.POST('/api/identity/security-code/send', { body }),
      (data) => ({
        ...(data.logoutUrl === undefined ? {} : { logoutUrl: data.logoutUrl }),
        ...(data.content === undefined ? {} : { content: data.content }),
        telephoneForbidden: data.telephoneForbidden === true,
      }),
    );
  }

  verify(request: SecurityCodeVerifyRequest): PortResult<void> {
    const { api, runner } = this.http;
    const body = {
      securityCode: request.securityCode,
      operation: request.operation,
      ...withoutBlanks({ newAmfTel: request.newAmfTel, username: request.username }),
    };
    return runner.done(() => api.POST('/api/identity/security-code/verify', { body }));
  }

  getContact(): PortResult<SecurityCodeContact> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/identity/security-code/contact', { params: { query: { isLoginType: false } } }),
      (data) => ({ telephone: data.telephone, email: data.email }),
    );
  }
}
