import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { activationRoutes } from './identity/activation.routes.ts';
import { adminAreaRoutes } from './identity/admin-area.routes.ts';
import { adminAccountRoutes } from './identity/admin-account.routes.ts';
import { loginRoutes } from './identity/login.routes.ts';
import { oidcRoutes } from './identity/oidc/oidc.routes.ts';
import { registerOidcGate } from './identity/oidc/oidc-setup.ts';
import { passwordRoutes } from './identity/password.routes.ts';
import { registrationRoutes } from './identity/registration.routes.ts';
import { sessionRoutes } from './identity/session.routes.ts';
import { outboxRoutes } from './mail/outbox.routes.ts';
import { type OpenApiDocument, loadOpenApiDocument } from './openapi/openapi-document.ts';
import { registerOpenApiValidation } from './openapi/openapi-validation.ts';
import type { ServerDeps } from './server-deps.ts';
import { tenantRoutes } from './tenant/tenant.routes.ts';
import { uiRoutes } from './ui/ui.routes.ts';

/** A route plugin: `server/src/**\/<name>.routes.ts` exports `<name>Routes` of this type. */
export type RoutePlugin = (app: FastifyInstance, deps: ServerDeps) => Promise<void>;

/** Route plugins in registration order (content last before the UI catch-all). */
const ROUTE_PLUGINS: readonly RoutePlugin[] = [
  tenantRoutes,
  registrationRoutes,
  activationRoutes,
  passwordRoutes,
  loginRoutes,
  oidcRoutes,
  sessionRoutes,
  adminAccountRoutes,
  adminAreaRoutes,
  accountRoutes,
  contentRoutes,
  outboxRoutes,
  uiRoutes,
];

export interface BuildAppOptions {
  /** Fastify logger settings; false (default) in tests. */
  readonly logger?: FastifyServerOptions['logger'];
  readonly trustProxy?: boolean;
}

const FORM_BODY_LIMIT = 16 * 1024;

let openApiDocument: OpenApiDocument | undefined;

/**
 * The HTTP application: cookies, security headers, anti-forgery, error bodies, sessions (through
 * `requireSession`), every route plugin. Ready to `inject` or `listen` when the promise resolves.
 */
export async function buildApp(deps: ServerDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
  registerSecurityHeaders(app, { hsts: deps.config.secureCookies });
  registerErrorHandler(app);
  registerCsrfProtection(app);
  registerOidcGate(app, deps);
  openApiDocument ??= loadOpenApiDocument();
  registerOpenApiValidation(app, {
    document: openApiDocument,
    validateResponses: deps.config.validateResponses,
  });
  // Mails enqueued by a handler are committed once it has answered: dispatch them now.
  app.addHook('onResponse', async () => deps.mailer.kick());
  for (const plugin of ROUTE_PLUGINS) {
    await app.register(async (instance) => plugin(instance, deps));
  }
  await app.ready();
  return app;
}
