import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { loadSecrets } from './db/secrets.ts';
import { runSeeds } from './db/seeds.ts';
import { seedLargeMember } from './content/refunds/care-acts.seed.ts';
import { DEMO_ADMIN_LOGIN, DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from './identity/core.seed.ts';
import { OidcConfigurationError, type OidcRelyingParty } from './identity/oidc/oidc-relying-party.ts';
import { oidcFromEnv, withExternalProvider } from './identity/oidc/oidc-setup.ts';
import { type SessionLifetimes, sessionLifetimesFromEnv } from './identity/session-lifetimes.ts';
import { createArgon2idHasher } from './identity/password-hasher.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { systemClock } from './platform/clock.ts';
import { consoleLogger } from './platform/logger.ts';
import { cryptoRandom } from './platform/random.ts';
import type { ServerDeps } from './server-deps.ts';
import { loadTenantConfig } from './tenant/load-tenant-config.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const env = process.env;

const port = Number(env['PORT'] ?? 8080);
const host = env['HOST'] ?? '127.0.0.1';
const dataDir = resolve(REPO_ROOT, env['DATA_DIR'] ?? '.data');
const production = env['NODE_ENV'] === 'production';
const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const publicBaseUrl = (env['PUBLIC_URL'] ?? `http://${displayHost}:${port}`).replace(/\/+$/, '');

let sessionLifetimes: SessionLifetimes;
try {
  sessionLifetimes = sessionLifetimesFromEnv(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = await openDatabase({ databaseUrl: env['DATABASE_URL'], dataDir });
await migrate(db);
await runSeeds(db);
// The large member (≥ 20,000 care acts) is demo data only; SEED_LARGE_MEMBER=0 leaves it out.
if (env['SEED_LARGE_MEMBER'] !== '0') await seedLargeMember(db);
let oidc: OidcRelyingParty | null;
try {
  oidc = await oidcFromEnv(env, publicBaseUrl);
} catch (error) {
  if (!(error instanceof OidcConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const tenant = withExternalProvider(
  await loadTenantConfig(env['TENANT_CONFIG'] ? resolve(env['TENANT_CONFIG']) : undefined),
  oidc,
);
const mailer = createOutboxMailer({
  db,
  clock: systemClock,
  random: cryptoRandom,
  logger: consoleLogger,
  outboxDir: join(dataDir, 'outbox'),
  from: tenant.server.mailFrom,
  smtpUrl: env['SMTP_URL'],
});
await mailer.flush();

const deps: ServerDeps = {
  db,
  tenant,
  clock: systemClock,
  random: cryptoRandom,
  hasher: createArgon2idHasher(),
  mailer,
  logger: consoleLogger,
  dataDir,
  secrets: await loadSecrets(db, cryptoRandom),
  oidc,
  config: {
    production,
    secureCookies: publicBaseUrl.startsWith('https://'),
    publicBaseUrl,
    uiDistDir: resolve(REPO_ROOT, env['UI_DIST'] ?? 'ui/dist'),
    ...sessionLifetimes,
    loginThrottle: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
    validateResponses: env['VALIDATE_RESPONSES'] === '1',
  },
};

const app = await buildApp(deps, {
  logger: {
    level: env['LOG_LEVEL'] ?? (production ? 'info' : 'warn'),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers["x-security-code"]'],
  },
  trustProxy: env['TRUST_PROXY'] === '1',
});

async function shutdown(signal: string): Promise<void> {
  console.log(`\n${signal} reçu : arrêt du serveur…`);
  await app.close();
  await mailer.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const lines = [
  `Portail adhérent (${tenant.client.libelle}) : ${publicBaseUrl}/`,
  production
    ? "Boîte d'envoi : désactivée (NODE_ENV=production)"
    : `Boîte d'envoi : ${publicBaseUrl}/dev/outbox`,
  `Base de données : ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'pgdata')}`,
  `Compte adhérent de démonstration : ${DEMO_MEMBER_LOGIN} / ${DEMO_PASSWORD}`,
  `Compte administrateur de démonstration : ${DEMO_ADMIN_LOGIN} / ${DEMO_PASSWORD}`,
];
console.log(lines.join('\n'));
