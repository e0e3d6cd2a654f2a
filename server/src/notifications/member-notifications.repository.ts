import type { MemberNotification, MemberNotificationKind } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** A notification to store (the server's own view: its source key makes the delivery idempotent). */
export interface NewMemberNotification {
  readonly id: string;
  readonly memberId: string;
  readonly kind: MemberNotificationKind;
  readonly title: string;
  readonly text: string | null;
  readonly link: string | null;
  readonly sourceKind: string;
  readonly sourceId: string;
  readonly createdAt: Date;
}

/** Where and whether a member's notification may be mailed. */
export interface NotificationRecipient {
  readonly prenom: string;
  readonly nom: string;
  /** The e-mail of the member's active account; null without one (no mail then). */
  readonly email: string | null;
  /** « Zéro papier » of that account (documents by e-mail). */
  readonly dematerialization: boolean;
}

interface NotificationRow extends Record<string, unknown> {
  seq: string;
  id: string;
  kind: MemberNotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

function toNotification(row: NotificationRow): MemberNotification {
  return {
    id: row.id,
    type: row.kind,
    titre: row.title,
    texte: row.body,
    lien: row.link,
    creeLe: row.created_at.toISOString(),
    lueLe: row.read_at === null ? null : row.read_at.toISOString(),
  };
}

/** Stores the notification unless its (member, source) was delivered already; true when stored now. */
export async function insertNotificationOnce(db: Queryable, n: NewMemberNotification): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO member_notifications (id, member_id, kind, title, body, link, source_kind, source_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id, source_kind, source_id) DO NOTHING
     RETURNING id`,
    [n.id, n.memberId, n.kind, n.title, n.text, n.link, n.sourceKind, n.sourceId, n.createdAt],
  );
  return rows.length === 1;
}

export async function recordNotificationMail(db: Queryable, id: string, outboxId: string): Promise<void> {
  await db.query('UPDATE member_notifications SET outbox_id = $2 WHERE id = $1', [id, outboxId]);
}

/** The member's name and mail preferences; null when no such member (a caller's bug). */
export async function findNotificationRecipient(
  db: Queryable,
  memberId: string,
): Promise<NotificationRecipient | null> {
  const { rows } = await db.query<{
    prenom: string;
    nom: string;
    email: string | null;
    dematerialization: boolean | null;
  }>(
    `SELECT m.prenom, m.nom, a.email, a.dematerialization
       FROM members m
       LEFT JOIN LATERAL (SELECT email, dematerialization FROM accounts
                           WHERE member_id = m.id AND status = 'active'
                           ORDER BY created_at DESC LIMIT 1) a ON true
      WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    dematerialization: row.dematerialization === true,
  };
}

/** True when the member accepted this consent (a pending or refused one is not consent). */
export async function hasAcceptedConsent(db: Queryable, memberId: string, consent: string): Promise<boolean> {
  const { rows } = await db.query<{ accepted: boolean | null }>(
    'SELECT accepted FROM member_consents WHERE member_id = $1 AND nom = $2',
    [memberId, consent],
  );
  return rows[0]?.accepted === true;
}

export async function countUnreadNotifications(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM member_notifications WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

export interface NotificationPage {
  readonly notifications: readonly MemberNotification[];
  /** Keyset cursor of the next page (the last row's `seq`), null on the last page. */
  readonly next: string | null;
}

/** One page of the member's notifications, newest first, after the `before` cursor when given. */
export async function listNotifications(
  db: Queryable,
  memberId: string,
  before: bigint | null,
  size: number,
): Promise<NotificationPage> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT seq::text AS seq, id, kind, title, body, link, created_at, read_at
       FROM member_notifications
      WHERE member_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
      ORDER BY seq DESC LIMIT $3`,
    [memberId, before === null ? null : before.toString(), size + 1],
  );
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotification),
    next: rows.length > size && last !== undefined ? last.seq : null,
  };
}

/** Marks one of the member's notifications read (kept at its first reading); false when it is not theirs. */
export async function markNotificationRead(
  db: Queryable,
  memberId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE member_notifications SET read_at = COALESCE(read_at, $3)
      WHERE member_id = $1 AND id = $2 RETURNING id`,
    [memberId, id, now],
  );
  return rows.length === 1;
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(db: Queryable, memberId: string, now: Date): Promise<void> {
  await db.query('UPDATE member_notifications SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL', [
    memberId,
    now,
  ]);
}

/** The member behind a login (development route only). */
export async function findMemberIdByLogin(db: Queryable, userName: string): Promise<string | null> {
  const { rows } = await db.query<{ member_id: string | null }>(
    'SELECT member_id FROM accounts WHERE user_name = $1',
    [userName],
  );
  return rows[0]?.member_id ?? null;
}
