import type { CmsPort, PortResult } from '@portail/application';
import type { CmsItem } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { requestCacheKey } from '../http/request-cache.ts';

/** CmsPort on the CMS API (openapi tag cms, Pact provider cms-api). Blocks are cached. */
export class HttpCmsAdapter implements CmsPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getBlockItems(name: string, itemName?: string): PortResult<readonly CmsItem[]> {
    const { api, runner } = this.http;
    const query = itemName === undefined ? { name } : { name, itemName };
    const load = (): PortResult<readonly CmsItem[]> =>
      runner.body(
        () => api.GET('/api/cms/blocklists', { params: { query } }),
        (items) =>
          items.map(({ id, title, content, name: block, itemName: item }) => ({
            id,
            title,
            content,
            name: block,
            itemName: item,
          })),
      );
    const cache = this.options.cache;
    return cache === undefined
      ? load()
      : cache.getOrLoad(requestCacheKey('/api/cms/blocklists', query), load);
  }

  imageUrl(imageId: string): string {
    return `${this.http.baseUrl}/api/cms/documents/images/${encodeURIComponent(imageId)}`;
  }
}
