import { audiencesCatalogue, contentKindOf } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { findAudience } from '../audiences/audiences.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { findContentAudience, setContentAudience } from './content-audience.repository.ts';
import { findContent } from './contents.repository.ts';

type Params = { Params: { id: string } };

const fieldError = (entry: { code: string; template: string }): HttpError =>
  new HttpError(400, {
    code: entry.code,
    message: entry.template,
    errors: [{ field: 'audienceId', code: entry.code, message: entry.template }],
  });

/**
 * « Contenus », the audience of a popup (issue 27 §2): read (`contenus`/read) and set or cleared
 * (`contenus`/update) — a popup only; members then get the popup only when in its audience
 * (`GET /api/cms/blocklists`). Each change in the history with the audience's name before and after.
 */
export async function contentAudienceRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const path = '/api/admin/contents/:id/audience';
  app.get<Params>(path, { onRequest: requireHabilitation('contenus', 'read') }, async (request) => {
    const audienceId = await findContentAudience(deps.db, request.params.id);
    if (audienceId === undefined) throw new HttpError(404);
    return { audienceId };
  });

  app.put<Params & { Body: { audienceId: string | null } }>(
    path,
    { onRequest: requireHabilitation('contenus', 'update') },
    async (request) => {
      const { session } = await requireStaff(request);
      const wanted = request.body.audienceId;
      return deps.db.transaction(async (tx) => {
        const item = await findContent(tx, request.params.id, true);
        if (item === null) throw new HttpError(404);
        if (contentKindOf(item.name) !== 'popup') throw fieldError(audiencesCatalogue.popupOnly);
        const after = wanted === null ? null : await findAudience(tx, wanted);
        if (wanted !== null && after === null) throw fieldError(audiencesCatalogue.notFound);
        const beforeId = await findContentAudience(tx, item.id);
        const before = beforeId === null || beforeId === undefined ? null : await findAudience(tx, beforeId);
        await setContentAudience(tx, item.id, wanted);
        await appendHistory(tx, {
          at: deps.clock.now(),
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'contenus',
          item: (item.itemName === '' ? item.name : `${item.name}/${item.itemName}`).slice(0, 200),
          action: 'update',
          summary: {
            before: before?.nom ?? 'Tous les adhérents',
            after: after?.nom ?? 'Tous les adhérents',
            champ: 'audience',
          },
        });
        return { audienceId: wanted };
      });
    },
  );
}
