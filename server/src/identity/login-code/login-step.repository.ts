import type { Queryable } from '../../db/database.ts';

/** Lifetime of a pending sign-in step (a correct password waiting for its code): ≤ 10 minutes. */
export const LOGIN_STEP_TTL_MS = 10 * 60_000;
/** Wrong codes that kill a pending step. */
export const LOGIN_STEP_MAX_ATTEMPTS = 5;

/** A live pending step (not expired, not spent, fewer than 5 wrong codes). */
export interface LoginStep {
  readonly accountId: string;
  readonly callbackUrl: string;
  readonly sendType: 'MAIL' | 'SMS';
  readonly attempts: number;
}

interface StepRow extends Record<string, unknown> {
  account_id: string;
  callback_url: string;
  send_type: 'MAIL' | 'SMS';
  attempts: number;
}

const LIVE = 'id_hash = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3';

function toStep(row: StepRow | undefined): LoginStep | null {
  return row
    ? {
        accountId: row.account_id,
        callbackUrl: row.callback_url,
        sendType: row.send_type,
        attempts: row.attempts,
      }
    : null;
}

/** Stores a new step; the account's earlier steps stop working (one pending sign-in per account). */
export async function createLoginStep(
  db: Queryable,
  idHash: string,
  step: Omit<LoginStep, 'attempts'>,
  now: Date,
): Promise<void> {
  await db.query('UPDATE login_steps SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL', [
    step.accountId,
    now,
  ]);
  await db.query(
    `INSERT INTO login_steps (id_hash, account_id, callback_url, send_type, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      idHash,
      step.accountId,
      step.callbackUrl,
      step.sendType,
      now,
      new Date(now.getTime() + LOGIN_STEP_TTL_MS),
    ],
  );
}

export async function findLiveLoginStep(db: Queryable, idHash: string, now: Date): Promise<LoginStep | null> {
  const { rows } = await db.query<StepRow>(
    `SELECT account_id, callback_url, send_type, attempts FROM login_steps WHERE ${LIVE}`,
    [idHash, now, LOGIN_STEP_MAX_ATTEMPTS],
  );
  return toStep(rows[0]);
}

/** Records the channel of a resent code. */
export async function updateLoginStepChannel(
  db: Queryable,
  idHash: string,
  sendType: 'MAIL' | 'SMS',
): Promise<void> {
  await db.query('UPDATE login_steps SET send_type = $2 WHERE id_hash = $1', [idHash, sendType]);
}

/** Counts a wrong code on a live step (atomically); the fifth kills it. */
export async function countWrongCode(db: Queryable, idHash: string, now: Date): Promise<void> {
  await db.query(`UPDATE login_steps SET attempts = attempts + 1 WHERE ${LIVE}`, [
    idHash,
    now,
    LOGIN_STEP_MAX_ATTEMPTS,
  ]);
}

/** Spends a live step exactly once (concurrent right codes: one wins). */
export async function spendLoginStep(db: Queryable, idHash: string, now: Date): Promise<LoginStep | null> {
  const { rows } = await db.query<StepRow>(
    `UPDATE login_steps SET used_at = $2 WHERE ${LIVE}
     RETURNING account_id, callback_url, send_type, attempts`,
    [idHash, now, LOGIN_STEP_MAX_ATTEMPTS],
  );
  return toStep(rows[0]);
}
