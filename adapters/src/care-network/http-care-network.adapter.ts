import type { CareNetworkPort, PortResult } from '@portail/application';
import type { CareNetwork } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

/** CareNetworkPort on HTTP (GET /api/adherent/reseaux-soins, cached). */
export class HttpCareNetworkAdapter implements CareNetworkPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getCareNetworks(): PortResult<readonly CareNetwork[]> {
    const { api, runner } = this.http;
    const load = (): PortResult<readonly CareNetwork[]> =>
      runner.body(
        () => api.GET('/api/adherent/reseaux-soins'),
        (items) =>
          items.map((item) => ({
            reseau: item.reseau,
            url: item.url,
            numOmc: item.numOmc,
            libelle: item.libelle,
            description: item.description,
            icon: item.icon,
            imageId: item.imageId,
            imageForm: item.imageForm,
          })),
      );
    return this.options.cache?.getOrLoad('/api/adherent/reseaux-soins', load) ?? load();
  }
}
