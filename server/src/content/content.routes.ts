import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps.ts';

/**
 * Placeholder created by server-core: server-content owns this file and replaces the body with the
 * registration of the content plugins (CMS, FAQ, contracts, consent, bank details, care networks,
 * uploads, security code, forgot-username).
 */
export async function contentRoutes(_app: FastifyInstance, _deps: ServerDeps): Promise<void> {}
