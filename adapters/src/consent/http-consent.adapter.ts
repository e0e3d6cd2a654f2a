import type { ConsentPort, PortResult } from '@portail/application';
import type { Consent, ConsentAnswerPayload } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { domainConsents } from '../identity/identity-wire.mapping.ts';

/** ConsentPort on HTTP (openapi tag consent, Pact provider consent-api). */
export class HttpConsentAdapter implements ConsentPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  answer(payload: ConsentAnswerPayload): PortResult<void> {
    const { api, runner } = this.http;
    const body = { data: { nomConsentement: payload.nomConsentement, isAccepted: payload.isAccepted } };
    return runner.done(() => api.POST('/api/forms/consentement/form', { body }));
  }

  getPending(): PortResult<readonly Consent[]> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/adherent/consentements'), domainConsents);
  }
}
