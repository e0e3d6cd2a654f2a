import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { FEATURE_ROUTES } from './features.ts';
import { registerConsultationReadOnly } from './http/consultation-read-only.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { registerInputBoundary } from './http/input-boundary.ts';
import { registerRequestLog, requestIdOf } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOidcGate } from './identity/oidc/oidc-setup.ts';
import { outboxRoutes } from './mail/outbox.routes.ts';
import { type OpenApiDocument, loadOpenApiDocument } from './openapi/openapi-document.ts';
import { registerSessionRequirement } from './openapi/openapi-security.ts';
import { registerOpenApiValidation } from './openapi/openapi-validation.ts';
import { lazyRequestLoggerFactory } from './platform/lazy-request-logger.ts';
import type { RoutePlugin, ServerDeps } from './server-deps.ts';
import { tenantRoutes } from './tenant/tenant.routes.ts';
import { uiRoutes } from './ui/ui.routes.ts';

/** Route plugins in registration order (the features, features.ts, before the UI catch-all). */
const ROUTE_PLUGINS: readonly RoutePlugin[] = [
  tenantRoutes,
  ...FEATURE_ROUTES,
  outboxRoutes,
  healthRoutes,
  uiRoutes,
];

export interface BuildAppOptions {
  /** Fastify logger settings; false (default) in tests. */
  readonly logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (main.ts: the one the rest of the process logs with); wins over `logger`. */
  readonly loggerInstance?: FastifyBaseLogger;
  /** Fastify `trustProxy`: true, a hop count or addresses of the balancers (TRUST_PROXY). */
  readonly trustProxy?: boolean | number | string;
}

const FORM_BODY_LIMIT = 16 * 1024;

/** Trust the `hops` nearest proxies (TRUST_PROXY=2: nginx and the cloud balancer in front of it). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

let openApiDocument: OpenApiDocument | undefined;

/**
 * The HTTP application: cookies, security headers, anti-forgery, error bodies, sessions (through
 * `requireSession`), every route plugin. Ready to `inject` or `listen` when the promise resolves.
 */
export async function buildApp(deps: ServerDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // One line per request (request-log.ts) instead of Fastify's two; the id honours X-Request-Id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    childLoggerFactory: lazyRequestLoggerFactory,
    trustProxy:
      typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
  });
  app.decorate('deps', deps);
  await app.register(cookie);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  registerRequestLog(app);
  await registerSecurityHeaders(app, { hsts: deps.config.secureCookies });
  registerErrorHandler(app);
  registerCsrfProtection(app);
  registerConsultationReadOnly(app);
  registerOidcGate(app, deps);
  openApiDocument ??= loadOpenApiDocument();
  // Order of refusals: 403 anti-forgery, 401 session (both before the body is read), then 400 input boundary and
  // OpenAPI validation (once parsed), then the handler.
  registerSessionRequirement(app, openApiDocument);
  registerInputBoundary(app);
  registerOpenApiValidation(app, {
    document: openApiDocument,
    validateResponses: deps.config.validateResponses,
  });
  // Mails enqueued by a handler are committed once it has answered: dispatch them now.
  app.addHook('onResponse', (_request, _reply, done) => {
    deps.mailer.kick();
    done();
  });
  for (const plugin of ROUTE_PLUGINS) {
    await app.register(async (instance) => plugin(instance, deps));
  }
  await app.ready();
  return app;
}
