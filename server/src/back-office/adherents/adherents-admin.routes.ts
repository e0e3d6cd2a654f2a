import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { adherentActionsRoutes } from './adherent-actions.routes.ts';
import { adherentPageRoutes } from './adherent-page.routes.ts';
import { adherentsSearchRoutes } from './adherents-search.routes.ts';

/**
 * « Adhérents » in the back office (issue 27 §1), every route under `/api/admin/adherents…`: the search, a member's
 * page and the agent's actions on the account.
 */
export async function adminAdherentsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await adherentsSearchRoutes(app, deps);
  await adherentPageRoutes(app, deps);
  await adherentActionsRoutes(app, deps);
}
