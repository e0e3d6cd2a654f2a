import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { loadSecrets } from './db/secrets.ts';
import { runSeeds } from './features.ts';
import { seedLargeMember } from './db/seeds/care-acts.seed.ts';
import { seedLargeMemberPrestations } from './db/seeds/prestations.seed.ts';
import { seedLargeMemberContributions } from './db/seeds/contributions.seed.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
  DEMO_PASSWORD,
} from './db/seeds/core.seed.ts';
import { OidcConfigurationError, type OidcRelyingParty } from './identity/oidc/oidc-relying-party.ts';
import { oidcFromEnv, withExternalProvider } from './identity/oidc/oidc-setup.ts';
import { type SessionLifetimes, sessionLifetimesFromEnv } from './identity/session-lifetimes.ts';
import { createArgon2idHasher } from './platform/password-hasher.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { systemClock } from './platform/clock.ts';
import { parseEnvironment } from './platform/environment.ts';
import { gracefulShutdown } from './platform/graceful-shutdown.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { createPgBossJobQueue } from './platform/pg-boss-job-queue.ts';
import { createLogger } from './platform/pino-logger.ts';
import { cryptoRandom } from './platform/random.ts';
import type { ServerDeps } from './server-deps.ts';
import { loadTenantConfig } from './tenant/load-tenant-config.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The environment is checked first: one line per wrong variable, exit 1 (platform/environment.ts).
const parsed = parseEnvironment(process.env);
if (!parsed.ok) {
  console.error(`Configuration invalide / invalid configuration:\n${parsed.errors.join('\n')}`);
  process.exit(1);
}
const env = parsed.environment;
const logger = createLogger(env.logLevel);
const { port, host, production } = env;
const dataDir = resolve(REPO_ROOT, env.dataDir);
const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const publicBaseUrl = (env.publicUrl ?? `http://${displayHost}:${port}`).replace(/\/+$/, '');

let sessionLifetimes: SessionLifetimes;
try {
  sessionLifetimes = sessionLifetimesFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The external provider is checked before the database opens: a set OIDC_ISSUER without id/secret, or an
// unreachable issuer, stops the start at once with one line (issue 12).
let oidc: OidcRelyingParty | null;
try {
  oidc = await oidcFromEnv(process.env, publicBaseUrl);
} catch (error) {
  if (!(error instanceof OidcConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const db = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir,
  poolMax: env.dbPoolMax,
  onIdleError: (error) =>
    logger.warn({ err: error }, 'PostgreSQL: idle connection lost, it will be reopened'),
});
await migrate(db);
// Instances starting together on one PostgreSQL seed one after the other (every seed is idempotent). The large
// member (≥ 20,000 care acts) is demo data only; SEED_LARGE_MEMBER=0 leaves it out.
await db.transaction(async (tx) => {
  await tx.query('SELECT pg_advisory_xact_lock(7412001)');
  await runSeeds(tx);
  if (process.env['SEED_LARGE_MEMBER'] !== '0') {
    await seedLargeMember(tx);
    await seedLargeMemberPrestations(tx);
    await seedLargeMemberContributions(tx);
  }
});
const tenant = withExternalProvider(
  await loadTenantConfig(env.tenantConfig ? resolve(env.tenantConfig) : undefined),
  oidc,
);
// Workers on: every instance polls the queues of the shared database (and runs the cron schedules, once).
// A killed instance's jobs run again elsewhere once expired and seen by a supervisor (JOB_QUEUE_SUPERVISE_SECONDS).
const jobs = createPgBossJobQueue({
  db,
  logger,
  workers: true,
  superviseIntervalSeconds: Number(process.env['JOB_QUEUE_SUPERVISE_SECONDS'] ?? 10),
});
const mailer = createOutboxMailer({
  db,
  clock: systemClock,
  random: cryptoRandom,
  logger,
  jobs,
  outboxDir: join(dataDir, 'outbox'),
  from: tenant.server.mailFrom,
  smtpUrl: env.smtpUrl,
});
const lifecycle = createLifecycle();

const deps: ServerDeps = {
  db,
  tenant,
  clock: systemClock,
  random: cryptoRandom,
  hasher: createArgon2idHasher(),
  mailer,
  jobs,
  logger,
  dataDir,
  // PORTAL_SECRET (required in production) keys every instance alike; in development a key kept in the DB.
  secrets: await loadSecrets(db, cryptoRandom, env.portalSecret),
  oidc,
  config: {
    production,
    secureCookies: publicBaseUrl.startsWith('https://'),
    publicBaseUrl,
    uiDistDir: resolve(REPO_ROOT, env.uiDist),
    ...sessionLifetimes,
    loginThrottle: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
    validateResponses: process.env['VALIDATE_RESPONSES'] === '1',
  },
  lifecycle,
};

const app = await buildApp(deps, { loggerInstance: logger, trustProxy: env.trustProxy });
// The features defined their queues while their routes registered: the workers start, and what a previous run
// left due goes out now.
await jobs.start();
await mailer.flush();

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutdown: draining');
  void gracefulShutdown({
    app,
    lifecycle,
    logger,
    delayMs: env.shutdownDelayMs,
    resources: [jobs, mailer, db],
  }).then((drainMs) => {
    console.log(`${signal} reçu : serveur arrêté (${String(drainMs)} ms).`);
    process.exit(0);
  });
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

await app.listen({ port, host });
const address = app.server.address();
const listening =
  typeof address === 'object' && address ? `http://${displayHost}:${String(address.port)}` : '';
const lines = [
  `Portail adhérent (${tenant.client.libelle}) : ${publicBaseUrl}/`,
  `À l'écoute sur ${listening}/ (sondes /healthz, /readyz)`,
  production
    ? "Boîte d'envoi : désactivée (NODE_ENV=production)"
    : `Boîte d'envoi : ${publicBaseUrl}/dev/outbox`,
  `Base de données : ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'pgdata')}`,
  `Compte adhérent de démonstration : ${DEMO_MEMBER_LOGIN} / ${DEMO_PASSWORD}`,
  `Compte administrateur de démonstration : ${DEMO_ADMIN_LOGIN} / ${DEMO_PASSWORD}`,
  `Comptes gestionnaire et consultant de démonstration : ${DEMO_GESTIONNAIRE_LOGIN}, ${DEMO_CONSULTANT_LOGIN} / ${DEMO_PASSWORD}`,
];
console.log(lines.join('\n'));
