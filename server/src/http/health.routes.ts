import type { FastifyInstance } from 'fastify';
import { migrationsDone } from '../db/migrate.ts';
import { pingDatabase } from '../db/readiness.queries.ts';
import type { ServerDeps } from '../server-deps.ts';

/**
 * Probes for the balancer and the orchestrator (outside /api/: not part of the portal's contract).
 * `GET /healthz`: the process answers. `GET /readyz`: the database answers and every migration is applied,
 * and the process is not draining (SIGTERM); 503 otherwise.
 */
export async function healthRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  let migrated = false;
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (deps.lifecycle?.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await pingDatabase(deps.db);
      migrated ||= await migrationsDone(deps.db);
    } catch (error) {
      request.log.warn({ err: String(error) }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'database unreachable' });
    }
    if (!migrated) return reply.status(503).send({ status: 'migrations pending' });
    return { status: 'ready' };
  });
}
