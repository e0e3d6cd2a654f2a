import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import type { OidcRelyingParty } from './identity/oidc/oidc-relying-party.ts';
import type { PasswordHasher } from './platform/password-hasher.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Clock } from './platform/clock.ts';
import type { JobQueue } from './platform/job-queue.ts';
import type { Lifecycle } from './platform/lifecycle.ts';
import type { AppLogger } from './platform/logger.ts';
import type { RandomSource } from './platform/random.ts';
import type { TenantConfig } from './tenant/tenant-config.ts';

export interface ThrottleSettings {
  /** Failures allowed in the window before the key is locked. */
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

/** Process-level settings (from the environment in main.ts, from defaults in tests). */
export interface ServerConfig {
  /** NODE_ENV=production: hides /dev/outbox. */
  readonly production: boolean;
  /** Served over HTTPS: Secure cookies, `__Host-` session cookie, HSTS. */
  readonly secureCookies: boolean;
  /** Origin used in mailed links, e.g. http://127.0.0.1:8080 (no trailing slash). */
  readonly publicBaseUrl: string;
  /** Built UI served on `/` when set and present. */
  readonly uiDistDir: string | null;
  /** Absolute lifetime of a session (SESSION_MAX_HOURS, default 12 h). */
  readonly sessionTtlMs: number;
  /** Idle timeout of a session (SESSION_IDLE_MINUTES); 30 min when absent. */
  readonly sessionIdleMs?: number;
  readonly loginThrottle: ThrottleSettings;
  /** Validate every /api response against the OpenAPI file (tests); requests are always validated. */
  readonly validateResponses: boolean;
}

/** Keys that must stay stable across restarts (persisted in `app_secrets`). */
export interface ServerSecrets {
  /** HMAC key signing the anti-forgery tokens. */
  readonly csrfKey: Buffer;
}

/** Everything a route plugin may use. Built once per process (main.ts) or per test file. */
export interface ServerDeps {
  readonly db: Database;
  readonly tenant: TenantConfig;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  /** The job queue shared by every instance (pg-boss on the application's database). */
  readonly jobs: JobQueue;
  readonly logger: AppLogger;
  /** Root of runtime files (`.data` by default): `pgdata/`, `outbox/`, `uploads/`. */
  readonly dataDir: string;
  readonly secrets: ServerSecrets;
  readonly config: ServerConfig;
  /** The external OpenID Connect provider (OIDC_ISSUER); absent or null when sign-in is local. */
  readonly oidc?: OidcRelyingParty | null;
  /** Draining state for /readyz (main.ts); absent in tests that never drain. */
  readonly lifecycle?: Lifecycle;
}

/** A route plugin: `server/src/**\/<name>.routes.ts` exports `<name>Routes` of this type. */
export type RoutePlugin = (app: FastifyInstance, deps: ServerDeps) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies given to `buildApp`, reachable from any request as `request.server.deps`. */
    deps: ServerDeps;
  }
}
