import type { PopupAudiencePort, PortResult } from '@portail/application';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

/** PopupAudiencePort on the back-office API (`/api/admin/contents/{id}/audience`, provider back-office-api). */
export class HttpPopupAudienceAdapter implements PopupAudiencePort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  get(contentId: string): PortResult<string | null> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents/{id}/audience', { params: { path: { id: contentId } } }),
      (wire) => wire.audienceId,
    );
  }

  set(contentId: string, audienceId: string | null): PortResult<string | null> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.PUT('/api/admin/contents/{id}/audience', {
          params: { path: { id: contentId } },
          body: { audienceId },
        }),
      (wire) => wire.audienceId,
    );
  }
}
