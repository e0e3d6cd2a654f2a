import type { AdminNotificationChannel, AdminNotificationStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** A notification to store, as the staff member wrote it (HTML already sanitised). */
export interface NewAdminNotification {
  readonly id: string;
  readonly title: string;
  readonly html: string;
  readonly text: string;
  readonly link: string | null;
  readonly audienceId: string;
  readonly audienceLabel: string;
  readonly channels: readonly AdminNotificationChannel[];
  readonly mailTemplate: string | null;
  readonly sendAt: Date;
  readonly createdAt: Date;
  readonly createdBy: string;
}

/** A stored notification with its progress. */
export interface AdminNotification extends NewAdminNotification {
  readonly status: AdminNotificationStatus;
  readonly cancelledAt: Date | null;
  readonly cancelledBy: string | null;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly total: number | null;
  readonly delivered: number;
  readonly failed: number;
  readonly mails: number;
  readonly retrying: number;
  readonly lastError: string | null;
}

interface NotificationRow extends Record<string, unknown> {
  id: string;
  seq: string;
  title: string;
  body_html: string;
  body_text: string;
  link: string | null;
  audience_id: string;
  audience_label: string;
  to_portal: boolean;
  to_mail: boolean;
  mail_template: string | null;
  status: AdminNotificationStatus;
  send_at: Date;
  created_at: Date;
  created_by: string;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  total: number | null;
  delivered: number;
  failed: number;
  mails: number;
  retrying: number;
  last_error: string | null;
}

const COLUMNS = `id, seq::text AS seq, title, body_html, body_text, link, audience_id, audience_label, to_portal,
  to_mail, mail_template, status, send_at, created_at, created_by, cancelled_at, cancelled_by, started_at,
  finished_at, total, delivered, failed, mails, retrying, last_error`;

function toNotification(row: NotificationRow): AdminNotification {
  const channels: AdminNotificationChannel[] = [];
  if (row.to_portal) channels.push('portail');
  if (row.to_mail) channels.push('mail');
  return {
    id: row.id,
    title: row.title,
    html: row.body_html,
    text: row.body_text,
    link: row.link,
    audienceId: row.audience_id,
    audienceLabel: row.audience_label,
    channels,
    mailTemplate: row.mail_template,
    sendAt: row.send_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    status: row.status,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    total: row.total,
    delivered: row.delivered,
    failed: row.failed,
    mails: row.mails,
    retrying: row.retrying,
    lastError: row.last_error,
  };
}

export async function insertAdminNotification(db: Queryable, n: NewAdminNotification): Promise<void> {
  await db.query(
    `INSERT INTO admin_notifications (id, title, body_html, body_text, link, audience_id, audience_label, to_portal,
       to_mail, mail_template, status, send_at, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'programmee', $11, $12, $13)`,
    [
      n.id,
      n.title,
      n.html,
      n.text,
      n.link,
      n.audienceId,
      n.audienceLabel,
      n.channels.includes('portail'),
      n.channels.includes('mail'),
      n.mailTemplate,
      n.sendAt,
      n.createdAt,
      n.createdBy,
    ],
  );
}

export async function findAdminNotification(db: Queryable, id: string): Promise<AdminNotification | null> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM admin_notifications WHERE id = $1`,
    [id],
  );
  return rows[0] === undefined ? null : toNotification(rows[0]);
}

export interface AdminNotificationPage {
  readonly notifications: readonly AdminNotification[];
  /** Keyset cursor of the next (older) page, null on the last one. */
  readonly next: string | null;
}

/** One page of the notifications, newest first. */
export async function listAdminNotifications(
  db: Queryable,
  before: string | null,
  size: number,
): Promise<AdminNotificationPage> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM admin_notifications
      WHERE ($1::bigint IS NULL OR seq < $1::bigint) ORDER BY seq DESC LIMIT $2`,
    [before, size + 1],
  );
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotification),
    next: rows.length > size && last !== undefined ? last.seq : null,
  };
}

/** Cancels a notification still waiting for its time; false when it already went (or was cancelled). */
export async function cancelAdminNotification(
  db: Queryable,
  id: string,
  at: Date,
  by: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE admin_notifications SET status = 'annulee', cancelled_at = $2, cancelled_by = $3
      WHERE id = $1 AND status = 'programmee'`,
    [id, at, by],
  );
  return rowCount === 1;
}

/**
 * The fan-out's claim: programmee → en-cours with the audience's size, once (a cancelled, started or finished
 * notification is left alone: false). The same statement as a cancel's, so only one of them wins.
 */
export async function startAdminNotification(
  db: Queryable,
  id: string,
  total: number,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE admin_notifications SET status = 'en-cours', started_at = $3, total = $2
      WHERE id = $1 AND status = 'programmee'`,
    [id, total, at],
  );
  return rowCount === 1;
}

/** Adds a batch's outcome to the counters, and ends the sending when nobody is left to deliver. */
export async function countBatchOutcome(
  db: Queryable,
  id: string,
  outcome: { delivered: number; failed: number; mails: number },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE admin_notifications
        SET delivered = delivered + $2, failed = failed + $3, mails = mails + $4,
            status = CASE WHEN total IS NOT NULL AND delivered + $2 + failed + $3 >= total THEN 'envoyee' ELSE status END,
            finished_at = CASE WHEN total IS NOT NULL AND delivered + $2 + failed + $3 >= total THEN $5 ELSE finished_at END
      WHERE id = $1`,
    [id, outcome.delivered, outcome.failed, outcome.mails, at],
  );
}

/** A batch failed and will be tried again (`retrying` + 1), or was tried again (− 1); the cause is kept. */
export async function recordBatchRetry(
  db: Queryable,
  id: string,
  change: 1 | 0 | -1,
  cause: string | null,
): Promise<void> {
  await db.query(
    `UPDATE admin_notifications SET retrying = greatest(0, retrying + $2), last_error = COALESCE($3, last_error)
      WHERE id = $1`,
    [id, change, cause],
  );
}

/** Ends a sending whose audience was empty, or whose deliveries are all counted. */
export async function finishIfComplete(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE admin_notifications SET status = 'envoyee', finished_at = $2
      WHERE id = $1 AND status = 'en-cours' AND delivered + failed >= total`,
    [id, at],
  );
}

/** The audience's size once the fan-out has enumerated it (the count at the start was an estimate). */
export async function setNotificationTotal(db: Queryable, id: string, total: number): Promise<void> {
  await db.query('UPDATE admin_notifications SET total = $2 WHERE id = $1', [id, total]);
}
