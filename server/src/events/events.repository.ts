import type { Queryable } from '../db/database.ts';
import type { PortalEvent, SignInMethod } from './event-kinds.ts';

/** Appends one event (table `events`, append-only). */
export async function recordEvent(db: Queryable, event: PortalEvent): Promise<void> {
  await db.query('INSERT INTO events (kind, member_id, at, attributes) VALUES ($1, $2, $3, $4)', [
    event.kind,
    event.memberId ?? null,
    event.at,
    JSON.stringify(event.attributes),
  ]);
}

/** One sign-in attempt of a member, as « Adhérents » shows it. */
export interface SignInEvent {
  readonly at: Date;
  readonly method: SignInMethod;
  readonly success: boolean;
}

/** A member's latest sign-in attempts, newest first (index events_member_idx). */
export async function lastSignIns(db: Queryable, memberId: string, limit = 10): Promise<SignInEvent[]> {
  const { rows } = await db.query<{ at: Date; method: SignInMethod; success: boolean }>(
    `SELECT at, attributes->>'method' AS method, (attributes->>'success')::boolean AS success
       FROM events WHERE member_id = $1 AND kind = 'sign-in' ORDER BY at DESC, id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({ at: row.at, method: row.method, success: row.success }));
}

/** Forgets a member in their events (erasure): the counts stay, the link to the person goes. */
export async function forgetMemberInEvents(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE events SET member_id = NULL WHERE member_id = $1', [memberId]);
}
