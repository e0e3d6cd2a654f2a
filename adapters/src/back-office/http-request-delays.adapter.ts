import type { PortResult, RequestDelay, RequestDelays, RequestDelaysPort } from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Wire = components['schemas']['DemandeAdminDelais'];

const delaysOf = (wire: Wire): RequestDelays => ({
  version: wire.version,
  delays: wire.delais.map((d) => ({ type: d.type, label: d.libelle, hours: d.heures })),
});

/** RequestDelaysPort on the back-office API (`/api/admin/referentiels/delais-demandes`, provider back-office-api). */
export class HttpRequestDelaysAdapter implements RequestDelaysPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  get(): PortResult<RequestDelays> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/referentiels/delais-demandes'), delaysOf);
  }

  save(delays: readonly RequestDelay[], version: number): PortResult<RequestDelays> {
    const { api, runner } = this.http;
    const body = { version, delais: delays.map((d) => ({ type: d.type, heures: d.hours })) };
    return runner.body(() => api.PUT('/api/admin/referentiels/delais-demandes', { body }), delaysOf);
  }
}
