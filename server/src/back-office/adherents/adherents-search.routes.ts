import { adherentsAdminCatalogue, parseAdherentSearch } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { adherentFieldError } from './adherents-admin-errors.ts';
import { searchAdherents } from './adherent-search.repository.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;
const INVALID = 'Les informations fournies sont erronées';

/**
 * `GET /api/admin/adherents?q=` (`adherents` / `read`): members by name prefix (accents and case ignored), member
 * number, NIR, e-mail or phone — read by the domain's `parseAdherentSearch`. The query is never logged (requests log
 * the path, never the query string: http/request-log.ts).
 */
export async function adherentsSearchRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get<{ Querystring: { q?: string; limit?: string } }>(
    '/api/admin/adherents',
    { onRequest: requireHabilitation('adherents', 'read') },
    async (request) => {
      const limitText = request.query.limit;
      const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
        throw new HttpError(400, {
          code: 'VALIDATION',
          message: INVALID,
          errors: [{ field: 'query.limit', code: 'SCHEMA.MAXIMUM', message: INVALID }],
        });
      const search = parseAdherentSearch(request.query.q ?? '');
      if (search === null) throw adherentFieldError('query.q', adherentsAdminCatalogue.searchInvalid);
      const { hits, more } = await searchAdherents(deps.db, search, limit, deps.clock.now());
      return { resultats: hits, plus: more };
    },
  );
}
