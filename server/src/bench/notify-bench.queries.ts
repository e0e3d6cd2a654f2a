import type { Queryable } from '../db/database.ts';

/** Members in the database (the audience « Tous les adhérents »). */
export async function countMembers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  return rows[0]?.n ?? 0;
}

/** One bulk member in ten (i % 10 = 1) accepts the insurer's information: their notification goes by mail too. */
export async function acceptNewsletterForOneInTen(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO member_consents (member_id, nom, libelle, accepted, answered_at)
     SELECT id, 'newsletter', 'Recevoir les informations de la mutuelle', true, now() FROM members
      WHERE id LIKE 'bulk-%' AND substring(id from 6)::int % 10 = 1
     ON CONFLICT (member_id, nom) DO UPDATE SET accepted = true`,
  );
}

/** Members the notification may be mailed to (active account, « Zéro papier », newsletter accepted). */
export async function countMailRecipients(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members m
      WHERE EXISTS (SELECT 1 FROM member_consents c WHERE c.member_id = m.id AND c.nom = 'newsletter' AND c.accepted)
        AND EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id AND a.status = 'active'
                      AND a.dematerialization AND a.email IS NOT NULL)`,
  );
  return rows[0]?.n ?? 0;
}

/** The sending's counters as the back office shows them. */
export async function notificationCounters(
  db: Queryable,
  id: string,
): Promise<{ status: string; total: number | null; delivered: number; failed: number }> {
  const { rows } = await db.query<{
    status: string;
    total: number | null;
    delivered: number;
    failed: number;
  }>('SELECT status, total, delivered, failed FROM admin_notifications WHERE id = $1', [id]);
  const row = rows[0];
  if (row === undefined) throw new Error(`notification ${id} missing`);
  return row;
}

/**
 * What was written: notification-centre rows and outbox mails (found by the title, unique to the run), with their
 * distinct members / recipients — a duplicate shows as more rows than distinct ones.
 */
export async function deliveredRows(
  db: Queryable,
  id: string,
  title: string,
): Promise<{ rows: number; members: number; mails: number; mailRecipients: number }> {
  const centre = await db.query<{ rows: number; members: number }>(
    `SELECT count(*)::int AS rows, count(DISTINCT member_id)::int AS members FROM member_notifications
      WHERE source_kind = 'campagne' AND source_id = $1`,
    [id],
  );
  const mails = await db.query<{ mails: number; recipients: number }>(
    `SELECT count(*)::int AS mails, count(DISTINCT recipient)::int AS recipients FROM outbox
      WHERE template = 'notification' AND strpos(text_body, $1) > 0`,
    [title],
  );
  return {
    rows: centre.rows[0]?.rows ?? 0,
    members: centre.rows[0]?.members ?? 0,
    mails: mails.rows[0]?.mails ?? 0,
    mailRecipients: mails.rows[0]?.recipients ?? 0,
  };
}
