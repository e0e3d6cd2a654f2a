import type { FastifyInstance } from 'fastify';
import { requireSession } from '../http/session.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { toOpenApiPath } from './openapi-document.ts';

/**
 * The session the OpenAPI document requires, checked as the request arrives: an operation whose every security
 * alternative needs `sessionCookie` answers 401 without a valid session before its body is read, parsed or
 * validated (401/403 before 400: a caller without a session learns nothing of what the operation accepts). The
 * anti-forgery check (403) runs before this one; the handler's own `requireSession` then reuses the same lookup.
 */
export function registerSessionRequirement(app: FastifyInstance, document: OpenApiDocument): void {
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const operation = document.operations.get(
        `${method === 'HEAD' ? 'GET' : method} ${toOpenApiPath(route.url)}`,
      );
      if (operation?.sessionRequired === true) routes.add(`${method} ${route.url}`);
    }
  });
  // Callback style: no promise for the requests (most) of operations open without a session.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!routes.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return done();
    requireSession(request).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
