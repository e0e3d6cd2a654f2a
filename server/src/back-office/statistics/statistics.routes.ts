import { statisticsCatalogue, statisticsPeriodOf } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { statisticsDashboard } from './statistics-dashboard.ts';

interface DashboardQuery {
  readonly du?: string;
  readonly au?: string;
  readonly granularite?: string;
}

/**
 * « Statistiques » (issue 27 §3), habilitation `statistiques` / `read`: `GET /api/admin/statistiques` answers every
 * figure of the dashboard over `du`..`au` (days included, Europe/Paris) per `granularite` (default `jour`); a
 * period it cannot show is a 400 `FLOW.STATISTICS_PERIOD_INVALID`.
 */
export async function adminStatisticsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const read = { onRequest: requireHabilitation('statistiques', 'read') };

  app.get<{ Querystring: DashboardQuery }>('/api/admin/statistiques', read, async (request) => {
    const { du, au, granularite = 'jour' } = request.query;
    const period = statisticsPeriodOf(du, au, granularite);
    if (!period) {
      const { code, template: message } = statisticsCatalogue.periodInvalid;
      throw new HttpError(400, { code, message });
    }
    return statisticsDashboard(deps.db, period, deps.clock.now());
  });
}
