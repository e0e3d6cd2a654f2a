import { parseFaults } from './fault-switch.ts';

/**
 * The environment of `npm start`, validated at start against a schema: one line per wrong variable (French,
 * then English), and the process exits 1. Only the variables below are read through it.
 */
export interface Environment {
  readonly port: number;
  readonly host: string;
  /** DATA_DIR, UI_DIST, TENANT_CONFIG: paths, relative to the repository (main.ts resolves them). */
  readonly dataDir: string;
  readonly uiDist: string;
  readonly tenantConfig: string | undefined;
  readonly production: boolean;
  readonly databaseUrl: string | undefined;
  readonly portalSecret: string | undefined;
  readonly publicUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly logLevel: string;
  /** Fastify `trustProxy`: false, true, a hop count or a list of addresses/CIDR. */
  readonly trustProxy: boolean | number | string;
  readonly dbPoolMax: number;
  /** Delay between SIGTERM (readyz 503) and closing the listener, so the balancer stops sending first. */
  readonly shutdownDelayMs: number;
}

type Check = (value: string) => string | null;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const integer =
  (min: number, max: number): Check =>
  (value) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
      ? null
      : `entier attendu entre ${min} et ${max} / an integer from ${min} to ${max} is expected`;

const url =
  (...protocols: string[]): Check =>
  (value) => {
    try {
      return protocols.includes(new URL(value).protocol)
        ? null
        : `adresse ${protocols.join(' ou ')} attendue / a ${protocols.join(' or ')} URL is expected`;
    } catch {
      return `adresse invalide / not a valid URL`;
    }
  };

const oneOf =
  (...values: string[]): Check =>
  (value) =>
    values.includes(value) ? null : `valeurs permises : ${values.join(', ')} / allowed: ${values.join(', ')}`;

const positiveNumber: Check = (value) =>
  /^\d+(\.\d+)?$/.test(value) && Number(value) > 0
    ? null
    : 'nombre positif attendu / a positive number is expected';

/** `upload-once`, `contrats:2`…, comma-separated: the fault switch's own parser says what is wrong. */
const faultList: Check = (value) => {
  try {
    parseFaults(value);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^PORTAIL_FAULTS: /, '');
  }
};

/** The schema: each variable with its check (applied when the variable is set and not empty). */
const SCHEMA: Readonly<Record<string, Check>> = {
  PORT: integer(0, 65535),
  NODE_ENV: oneOf('development', 'production', 'test'),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  PUBLIC_URL: url('http:', 'https:'),
  SMTP_URL: url('smtp:', 'smtps:'),
  LOG_LEVEL: oneOf(...LOG_LEVELS),
  TRUST_PROXY: (value) =>
    /^(true|false|1|0|\d+|[\d.:a-f/, ]+)$/i.test(value)
      ? null
      : 'true, false, un nombre de relais ou des adresses / true, false, a hop count or addresses',
  PORTAL_SECRET: (value) => (value.length >= 32 ? null : 'au moins 32 caractères / at least 32 characters'),
  DB_POOL_MAX: integer(1, 200),
  SHUTDOWN_DELAY_MS: integer(0, 60_000),
  SKIP_UI_BUILD: oneOf('0', '1'),
  VALIDATE_RESPONSES: oneOf('0', '1'),
  SEED_LARGE_MEMBER: oneOf('0', '1'),
  SESSION_IDLE_MINUTES: integer(1, 1440),
  SESSION_MAX_HOURS: integer(1, 720),
  OIDC_ISSUER: url('https:', 'http:'),
  PORTAIL_UPLOAD_MAX_FILE_MB: positiveNumber,
  PORTAIL_UPLOAD_MAX_FILES: integer(1, 1000),
  PORTAIL_UPLOAD_MAX_TOTAL_MB: positiveNumber,
  PORTAIL_FAULTS: faultList,
};

/**
 * Variables of the portal's own prefixes that the server does not read but the repository's tools do (tests,
 * benchmarks): accepted. Any other `PORTAIL_*` / `PORTAL_*` name is a typo and stops the start.
 */
const TOOL_VARIABLES: readonly string[] = ['PORTAIL_REPORTS_DIR', 'PORTAIL_TEST_DB'];
const OWN_PREFIXES = /^(PORTAIL|PORTAL)_/;

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type EnvironmentOutcome =
  | { readonly ok: true; readonly environment: Environment }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Checks `env` against the schema; every wrong variable gives one line `NAME=value : reason`. */
export function parseEnvironment(env: NodeJS.ProcessEnv): EnvironmentOutcome {
  const errors: string[] = [];
  for (const [name, check] of Object.entries(SCHEMA)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const problem = check(value);
    // A secret's value is never echoed.
    const shown = name === 'PORTAL_SECRET' || name.endsWith('_URL') ? '' : `=${JSON.stringify(value)}`;
    if (problem) errors.push(`${name}${shown} : ${problem}`);
  }
  for (const name of Object.keys(env)) {
    if (OWN_PREFIXES.test(name) && !(name in SCHEMA) && !TOOL_VARIABLES.includes(name)) {
      errors.push(`${name} : variable inconnue (faute de frappe ?) / unknown variable (typo?)`);
    }
  }
  const production = env['NODE_ENV'] === 'production';
  if (production && !env['PORTAL_SECRET']) {
    errors.push(
      'PORTAL_SECRET : obligatoire quand NODE_ENV=production (clé partagée par toutes les instances) / required when NODE_ENV=production',
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    environment: {
      port: Number(env['PORT'] || 8080),
      host: env['HOST'] || '127.0.0.1',
      dataDir: env['DATA_DIR'] || '.data',
      uiDist: env['UI_DIST'] || 'ui/dist',
      tenantConfig: env['TENANT_CONFIG'] || undefined,
      production,
      databaseUrl: env['DATABASE_URL'] || undefined,
      portalSecret: env['PORTAL_SECRET'] || undefined,
      publicUrl: env['PUBLIC_URL'] || undefined,
      smtpUrl: env['SMTP_URL'] || undefined,
      logLevel: env['LOG_LEVEL'] || (production ? 'info' : 'warn'),
      trustProxy: trustProxyOf(env['TRUST_PROXY']),
      dbPoolMax: Number(env['DB_POOL_MAX'] || 10),
      shutdownDelayMs: Number(env['SHUTDOWN_DELAY_MS'] || 0),
    },
  };
}
