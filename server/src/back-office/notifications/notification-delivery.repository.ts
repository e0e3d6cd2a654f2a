import type { Queryable } from '../../db/database.ts';

/** A member a batch may mail: active account, « Zéro papier » on, the insurer's information accepted. */
export interface MailRecipient {
  readonly memberId: string;
  readonly email: string;
  readonly prenom: string;
  readonly nom: string;
}

/** One outbox mail to write (rendered already). */
export interface BatchMail {
  readonly id: string;
  readonly memberId: string;
  readonly template: string;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly link: string;
}

/**
 * Claims the deliveries of these members for the notification: inserts (notification, member) unless present, and
 * answers the members inserted now — the only ones this batch may deliver to. Unknown member ids are skipped.
 */
export async function claimDeliveries(
  tx: Queryable,
  notificationId: string,
  memberIds: readonly string[],
  status: 'livree' | 'echec',
  at: Date,
): Promise<string[]> {
  const { rows } = await tx.query<{ member_id: string }>(
    `INSERT INTO admin_notification_deliveries (notification_id, member_id, status, at)
     SELECT $1, m.id, $3, $4 FROM members m WHERE m.id = ANY($2::text[])
     ON CONFLICT (notification_id, member_id) DO NOTHING
     RETURNING member_id`,
    [notificationId, memberIds, status, at],
  );
  return rows.map((row) => row.member_id);
}

/** The notification-centre rows of these members (kind `information`, source `campagne`/<notification id>). */
export async function insertPortalNotifications(
  tx: Queryable,
  n: { id: string; title: string; text: string; link: string | null },
  memberIds: readonly string[],
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO member_notifications (id, member_id, kind, title, body, link, source_kind, source_id, created_at)
     SELECT gen_random_uuid()::text, member_id, 'information', $2, $3, $4, 'campagne', $1, $6
       FROM unnest($5::text[]) AS member_id
     ON CONFLICT (member_id, source_kind, source_id) DO NOTHING`,
    [n.id, n.title, n.text, n.link, memberIds, at],
  );
}

/** Of these members, those the notification may be mailed to. */
export async function findMailRecipients(
  tx: Queryable,
  memberIds: readonly string[],
): Promise<MailRecipient[]> {
  const { rows } = await tx.query<{ member_id: string; email: string; prenom: string; nom: string }>(
    `SELECT m.id AS member_id, a.email, m.prenom, m.nom
       FROM members m
       JOIN LATERAL (SELECT email, dematerialization FROM accounts
                      WHERE member_id = m.id AND status = 'active'
                      ORDER BY created_at DESC LIMIT 1) a ON true
       JOIN member_consents c ON c.member_id = m.id AND c.nom = 'newsletter' AND c.accepted
      WHERE m.id = ANY($1::text[]) AND a.dematerialization AND a.email IS NOT NULL`,
    [memberIds],
  );
  return rows.map((row) => ({ memberId: row.member_id, email: row.email, prenom: row.prenom, nom: row.nom }));
}

/** Writes the mails in the outbox (one statement) and links each to its delivery. */
export async function insertBatchMails(
  tx: Queryable,
  notificationId: string,
  mails: readonly BatchMail[],
  at: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await tx.query(
    `INSERT INTO outbox (id, kind, template, recipient, subject, text_body, html_body, links, created_at)
     SELECT id, 'mail', template, recipient, subject, text_body, html_body, jsonb_build_array(link), $8
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
            AS m(id, template, recipient, subject, text_body, html_body, link)`,
    [
      mails.map((m) => m.id),
      mails.map((m) => m.template),
      mails.map((m) => m.recipient),
      mails.map((m) => m.subject),
      mails.map((m) => m.text),
      mails.map((m) => m.html),
      mails.map((m) => m.link),
      at,
    ],
  );
  await tx.query(
    `UPDATE admin_notification_deliveries d SET outbox_id = m.outbox_id
       FROM unnest($2::text[], $3::text[]) AS m(member_id, outbox_id)
      WHERE d.notification_id = $1 AND d.member_id = m.member_id`,
    [notificationId, mails.map((m) => m.memberId), mails.map((m) => m.id)],
  );
}

/** What the deliveries of a notification hold, counted (tests and the benchmark's check). */
export async function countDeliveries(
  db: Queryable,
  notificationId: string,
): Promise<{ delivered: number; failed: number; mails: number }> {
  const { rows } = await db.query<{ delivered: number; failed: number; mails: number }>(
    `SELECT count(*) FILTER (WHERE status = 'livree')::int AS delivered,
            count(*) FILTER (WHERE status = 'echec')::int AS failed,
            count(outbox_id)::int AS mails
       FROM admin_notification_deliveries WHERE notification_id = $1`,
    [notificationId],
  );
  return rows[0] ?? { delivered: 0, failed: 0, mails: 0 };
}
