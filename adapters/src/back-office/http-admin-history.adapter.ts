import type {
  AdminHistoryEntry,
  AdminHistoryFilter,
  AdminHistoryPage,
  AdminHistoryPort,
  PortResult,
} from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Wire = components['schemas']['AdminHistoryEntry'];

/** The page size of « Historique ». */
export const ADMIN_HISTORY_PAGE_SIZE = 50;
export const ADMIN_HISTORY_EXPORT_PATH = '/api/admin/history/export';

function domainEntry(wire: Wire): AdminHistoryEntry {
  return {
    id: wire.id,
    at: new Date(wire.date),
    staffLogin: wire.agent.identifiant,
    area: wire.zone,
    item: wire.element,
    action: wire.action,
    summary: wire.resume,
  };
}

/** The query of the filters (only those given), as the history and its export read them. */
export function adminHistoryQuery(filter: AdminHistoryFilter): Record<string, string> {
  const query: Record<string, string> = {};
  const login = filter.login?.trim();
  const item = filter.item?.trim();
  if (login) query['login'] = login;
  if (filter.area !== undefined) query['area'] = filter.area;
  if (item) query['item'] = item;
  if (filter.from !== undefined) query['from'] = filter.from.toISOString();
  if (filter.to !== undefined) query['to'] = filter.to.toISOString();
  return query;
}

/** AdminHistoryPort on the back-office API (openapi tag back-office, Pact provider back-office-api). */
export class HttpAdminHistoryAdapter implements AdminHistoryPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  page(filter: AdminHistoryFilter, before: string | null): PortResult<AdminHistoryPage> {
    const { api, runner } = this.http;
    const query = {
      ...adminHistoryQuery(filter),
      limit: String(ADMIN_HISTORY_PAGE_SIZE),
      ...(before === null ? {} : { before }),
    };
    return runner.body(
      () => api.GET('/api/admin/history', { params: { query } }),
      (page) => ({ entries: page.entrees.map(domainEntry), next: page.suivant }),
    );
  }

  exportUrl(filter: AdminHistoryFilter): string {
    const query = new URLSearchParams(adminHistoryQuery(filter)).toString();
    return `${this.http.baseUrl}${ADMIN_HISTORY_EXPORT_PATH}${query === '' ? '' : `?${query}`}`;
  }
}
