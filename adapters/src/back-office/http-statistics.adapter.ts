import type { StatisticsDashboard, PortResult, StatisticsPort } from '@portail/application';
import type { StatisticsPeriod } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Wire = components['schemas']['StatistiqueTableauDeBord'];

/** The wire's figures are the port's (same names, same units). */
const dashboardOf = (wire: Wire): StatisticsDashboard => wire;

/** StatisticsPort on the back-office API (`/api/admin/statistiques`, provider back-office-api). */
export class HttpStatisticsAdapter implements StatisticsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  dashboard(period: StatisticsPeriod): PortResult<StatisticsDashboard> {
    const { api, runner } = this.http;
    const query = { du: period.du, au: period.au, granularite: period.granularite };
    return runner.body(() => api.GET('/api/admin/statistiques', { params: { query } }), dashboardOf);
  }
}
