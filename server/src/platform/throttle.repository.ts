import type { Queryable } from '../db/database.ts';
import type { ThrottleSettings } from '../server-deps.ts';

/** Keys: `login-user:<login>`, `login-ip:<ip>`, `register-ip:<ip>`, … (table `throttle`). */
export async function isThrottled(db: Queryable, key: string, now: Date): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM throttle WHERE key = $1 AND locked_until > $2', [key, now]);
  return rows.length > 0;
}

/**
 * Counts one event (a failure) for `key` in the current window; the key is locked for `lockMs` once it
 * reaches `maxFailures`, and counting starts again after the lock. Returns true when now locked.
 */
export async function recordThrottledEvent(
  db: Queryable,
  key: string,
  now: Date,
  settings: ThrottleSettings,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - settings.windowMs);
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO throttle (key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN throttle.window_started_at <= $3 THEN 1 ELSE throttle.failures + 1 END,
       window_started_at = CASE WHEN throttle.window_started_at <= $3 THEN $2 ELSE throttle.window_started_at END
     RETURNING failures`,
    [key, now, windowStart],
  );
  if ((rows[0]?.failures ?? 0) < settings.maxFailures) return false;
  await db.query(
    'UPDATE throttle SET locked_until = $2, failures = 0, window_started_at = $3 WHERE key = $1',
    [key, new Date(now.getTime() + settings.lockMs), now],
  );
  return true;
}

/** Forgets the failures of `key` (after a successful login). */
export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = $1', [key]);
}
