/** Session lifetimes from the environment: `SESSION_IDLE_MINUTES` (default 30), `SESSION_MAX_HOURS` (12). */
export interface SessionLifetimes {
  readonly sessionTtlMs: number;
  readonly sessionIdleMs: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} doit être un nombre positif (reçu : ${JSON.stringify(raw)}).`);
  }
  return value;
}

/** Throws one clear French line when a value is not a positive number. */
export function sessionLifetimesFromEnv(env: NodeJS.ProcessEnv): SessionLifetimes {
  return {
    sessionIdleMs: positive(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
    sessionTtlMs: positive(env, 'SESSION_MAX_HOURS', 12) * 3600_000,
  };
}
