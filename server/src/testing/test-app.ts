import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { loadSecrets } from '../db/secrets.ts';
import { runSeeds } from '../features.ts';
import type { OidcRelyingParty } from '../identity/oidc/oidc-relying-party.ts';
import { withExternalProvider } from '../identity/oidc/oidc-setup.ts';
import { createArgon2idHasher } from '../platform/password-hasher.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { type OutboxEntry, listOutbox } from '../mail/outbox.repository.ts';
import { FakeClock } from '../platform/clock.ts';
import type { Lifecycle } from '../platform/lifecycle.ts';
import { silentLogger } from '../platform/logger.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { cryptoRandom } from '../platform/random.ts';
import type { ServerConfig, ServerDeps } from '../server-deps.ts';
import { loadTenantConfig } from '../tenant/load-tenant-config.ts';
import type { TenantConfig } from '../tenant/tenant-config.ts';
import { TestAgent } from './test-agent.ts';
import { createSeededTestDatabase } from './test-database.ts';

export const TEST_CONFIG: ServerConfig = {
  production: false,
  secureCookies: false,
  publicBaseUrl: 'http://127.0.0.1:8080',
  uiDistDir: null,
  sessionTtlMs: 12 * 3600_000,
  sessionIdleMs: 30 * 60_000,
  loginThrottle: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  validateResponses: true,
};

export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: ServerDeps;
  readonly db: Database;
  readonly clock: FakeClock;
  /** A new cookie-keeping client (optionally from another IP). */
  agent(ip?: string): TestAgent;
  /** Empties every table and re-runs the seeds; call in `beforeEach`. */
  reset(): Promise<void>;
  /** Outbox messages, newest first (mails are dispatched to files first). */
  outbox(recipient?: string): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly tenant?: TenantConfig;
  readonly config?: Partial<ServerConfig>;
  /** Reuse an open database (e.g. a PostgreSQL one); default: a fresh in-memory PGlite. */
  readonly db?: Database;
  readonly dataDir?: string;
  /** An external OpenID provider (the tenant's `oidcExternalProvider` is then on). */
  readonly oidc?: OidcRelyingParty;
  /** A real (pino) logger for the app and the server's own lines (log-capturing tests); default: silent. */
  readonly logger?: FastifyBaseLogger;
  /** Draining state read by /readyz (default: none, never draining). */
  readonly lifecycle?: Lifecycle;
}

async function hasJobQueue(db: Database): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM pg_tables WHERE schemaname = 'pgboss' AND tablename = 'job'`,
  );
  return rows.length > 0;
}

/**
 * Empties every application table (not the migration log) and restarts their sequences: `TRUNCATE … RESTART
 * IDENTITY CASCADE`. On PGlite the same in one transaction of DELETEs with triggers and foreign-key checks off
 * (`SET LOCAL session_replication_role = replica`), then the tables' own sequences restarted: TRUNCATE gives
 * every table and index new files, ≈ 4× slower (≈ 190 against 50 ms on the shared box), and `reset()` runs
 * before every test of some forty files. On PostgreSQL (the role may not be a superuser), TRUNCATE.
 */
export async function truncateAll(db: Database): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((r) => `"${r.tablename}"`);
  // The job queue's jobs (schema `pgboss`, migration 134); its queues stay defined.
  if (await hasJobQueue(db)) tables.push('pgboss.job');
  if (db.kind !== 'pglite') {
    await db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    return;
  }
  const sequences = await db.query<{ name: string }>(
    `SELECT s.oid::regclass::text AS name
       FROM pg_class s
       JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
        AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE s.relkind = 'S' AND n.nspname = 'public' AND t.relname <> 'schema_migrations'`,
  );
  await db.transaction(async (tx) => {
    await tx.exec(
      [
        'SET LOCAL session_replication_role = replica',
        ...tables.map((table) => `DELETE FROM ${table}`),
        ...sequences.rows.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART`),
      ].join(';\n'),
    );
  });
}

/**
 * The real app on a real (in-memory) PGlite with a fake clock, silent logs, mails written under a
 * temporary data directory, and OpenAPI response validation on.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A fresh database comes seeded (one seeding per test process); a given one is seeded here.
  const db = options.db ?? (await createSeededTestDatabase(runSeeds));
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portail-test-')));
  const clock = new FakeClock();
  if (options.db) await runSeeds(db);
  // Workers off: a job runs only when a test drains its queue (`deps.jobs.drain()`, `outbox()`): no timer.
  const jobs = createPgBossJobQueue({ db, logger: options.logger ?? silentLogger, workers: false });
  const mailer = createOutboxMailer({
    db,
    clock,
    random: cryptoRandom,
    logger: options.logger ?? silentLogger,
    jobs,
    outboxDir: join(dataDir, 'outbox'),
    from: 'Mutuelle Test <no-reply@example.fr>',
  });
  const deps: ServerDeps = {
    db,
    tenant: withExternalProvider(options.tenant ?? (await loadTenantConfig()), options.oidc),
    clock,
    random: cryptoRandom,
    hasher: createArgon2idHasher(),
    mailer,
    jobs,
    logger: options.logger ?? silentLogger,
    dataDir,
    secrets: await loadSecrets(db, cryptoRandom),
    config: { ...TEST_CONFIG, ...options.config },
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  };
  const app = await buildApp(deps, options.logger ? { loggerInstance: options.logger } : {});
  await jobs.start();
  return {
    app,
    deps,
    db,
    clock,
    agent: (ip) => new TestAgent(app, ip),
    async reset() {
      await mailer.flush();
      await truncateAll(db);
      await runSeeds(db);
      await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2)', [
        'csrf',
        deps.secrets.csrfKey.toString('base64url'),
      ]);
    },
    async outbox(recipient) {
      await mailer.flush();
      return listOutbox(deps.db, recipient);
    },
    async close() {
      await app.close();
      await jobs.close();
      await mailer.close();
      if (!options.db) await db.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
