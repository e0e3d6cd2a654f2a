import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { OUTBOX_QUEUE } from '../../mail/outbox-mailer.ts';
import { NOTIFICATIONS_ROUTE } from '../../notifications/public.ts';
import type { ServerConfig, ServerDeps } from '../../server-deps.ts';
import {
  type AdminNotification,
  countBatchOutcome,
  findAdminNotification,
  finishIfComplete,
  recordBatchRetry,
  setNotificationTotal,
  startAdminNotification,
} from './admin-notifications.repository.ts';
import {
  type BatchMail,
  claimDeliveries,
  findMailRecipients,
  insertBatchMails,
  insertPortalNotifications,
} from './notification-delivery.repository.ts';
import { notificationMailRenderer } from './notification-mail.ts';

/** Members per delivery batch (one job, one transaction). */
export const NOTIFICATION_BATCH_SIZE = 500;

/** The members of an audience, read by keyset batches (`back-office/audiences/public.ts`). */
export interface AudienceMembers {
  /** Every audience a notification may be sent to, by name. */
  list(db: Queryable): Promise<readonly { readonly id: string; readonly label: string }[]>;
  /** The audience's name, null when it does not exist. */
  label(db: Queryable, audienceId: string): Promise<string | null>;
  count(db: Queryable, audienceId: string): Promise<number>;
  /** The member ids after `after` (keyset, in id order), at most `size`. */
  batch(db: Queryable, audienceId: string, after: string | null, size: number): Promise<readonly string[]>;
}

/** The jobs of a sending, on the shared queue. */
export interface NotificationJobs {
  /** The fan-out of a notification, at its time. */
  scheduleFanOut(notificationId: string, at: Date): Promise<void>;
  /** One batch's delivery; `key` is the same whoever enqueues the same batch (a fan-out run again). */
  sendBatch(key: string, notificationId: string, memberIds: readonly string[]): Promise<void>;
}

/** What a sending needs of the server (a `ServerDeps` will do; the benchmark builds its own). */
export interface DeliveryDeps extends Pick<
  ServerDeps,
  'db' | 'clock' | 'random' | 'mailer' | 'tenant' | 'jobs'
> {
  readonly config: Pick<ServerConfig, 'publicBaseUrl'>;
}

/** A stable UUID for the n-th batch of a notification (the queue drops a job sent twice with the same id). */
export function batchKey(notificationId: string, index: number): string {
  const hex = createHash('sha256')
    .update(`${notificationId}:${String(index)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The fan-out job: claims the notification (programmee → en-cours; a cancelled one is left alone), then splits its
 * audience into batches, one delivery job each. Run again after a killed instance it enqueues the same batches
 * under the same keys; a batch delivered twice delivers nothing the second time anyway. The total becomes the
 * number of members actually enumerated.
 */
export async function fanOutNotification(
  deps: DeliveryDeps,
  audiences: AudienceMembers,
  jobs: NotificationJobs,
  notificationId: string,
): Promise<void> {
  const found = await findAdminNotification(deps.db, notificationId);
  if (found === null || found.status === 'annulee' || found.status === 'envoyee') return;
  if (found.status === 'programmee') {
    const total = await audiences.count(deps.db, found.audienceId);
    if (!(await startAdminNotification(deps.db, notificationId, total, deps.clock.now()))) return;
  }
  let after: string | null = null;
  let index = 0;
  let enumerated = 0;
  for (;;) {
    const ids = await audiences.batch(deps.db, found.audienceId, after, NOTIFICATION_BATCH_SIZE);
    if (ids.length === 0) break;
    await jobs.sendBatch(batchKey(notificationId, index), notificationId, ids);
    enumerated += ids.length;
    index += 1;
    after = ids.at(-1) ?? null;
  }
  await deps.db.transaction(async (tx) => {
    await setNotificationTotal(tx, notificationId, enumerated);
    await finishIfComplete(tx, notificationId, deps.clock.now());
  });
}

function mailsOf(
  deps: DeliveryDeps,
  n: AdminNotification,
  recipients: Awaited<ReturnType<typeof findMailRecipients>>,
  renderer: Awaited<ReturnType<typeof notificationMailRenderer>>,
): BatchMail[] {
  const link = `${deps.config.publicBaseUrl}/${n.link ?? NOTIFICATIONS_ROUTE}`;
  return recipients.map((recipient) => {
    const mail = renderer.render({
      prenom: recipient.prenom,
      nom: recipient.nom,
      mutuelle: deps.tenant.client.libelle,
      titre: n.title,
      texte: n.text,
      lien: link,
    });
    return {
      id: deps.random.uuid(),
      memberId: recipient.memberId,
      template: renderer.outboxName,
      recipient: recipient.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      link,
    };
  });
}

/**
 * One batch's delivery, in one transaction: the members not delivered yet are claimed (unique (notification,
 * member), insert … on conflict do nothing), get their notification-centre row and, when the notification goes by
 * mail and they allow it, their outbox mail; the counters grow by what was written. Answers what it delivered.
 */
export async function deliverNotificationBatch(
  deps: DeliveryDeps,
  notificationId: string,
  memberIds: readonly string[],
): Promise<{ delivered: number; mails: number }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const n = await findAdminNotification(tx, notificationId);
    if (n === null || n.status === 'annulee' || n.status === 'programmee') return { delivered: 0, mails: 0 };
    const at = deps.clock.now();
    const fresh = await claimDeliveries(tx, notificationId, memberIds, 'livree', at);
    if (fresh.length === 0) return { delivered: 0, mails: 0 };
    if (n.channels.includes('portail'))
      await insertPortalNotifications(
        tx,
        { id: n.id, title: n.title, text: n.text, link: n.link },
        fresh,
        at,
      );
    let mails: BatchMail[] = [];
    if (n.channels.includes('mail') && n.mailTemplate !== null) {
      const recipients = await findMailRecipients(tx, fresh);
      if (recipients.length > 0)
        mails = mailsOf(deps, n, recipients, await notificationMailRenderer(tx, n.mailTemplate));
      await insertBatchMails(tx, notificationId, mails, at);
      // Each mail's dispatch job, in the same transaction as its row (the outbox's rule, `outbox-mailer.ts`).
      for (const mail of mails)
        await deps.jobs.send(OUTBOX_QUEUE, { outboxId: mail.id }, { singletonKey: mail.id, queryable: tx });
    }
    await countBatchOutcome(
      tx,
      notificationId,
      { delivered: fresh.length, failed: 0, mails: mails.length },
      at,
    );
    return { delivered: fresh.length, mails: mails.length };
  });
  if (outcome.mails > 0) deps.mailer.kick();
  return outcome;
}

/**
 * A batch failed. While tries are left, the failure is made visible (`retrying`, `last_error`) and the queue tries
 * again after a back-off; after the last one, its members not delivered yet are recorded as failed.
 */
export async function recordBatchFailure(
  deps: DeliveryDeps,
  notificationId: string,
  memberIds: readonly string[],
  attempt: { retryCount: number; final: boolean },
  cause: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!attempt.final) {
      if (attempt.retryCount === 0) await recordBatchRetry(tx, notificationId, 1, cause);
      else await recordBatchRetry(tx, notificationId, 0, cause);
      return;
    }
    if (attempt.retryCount > 0) await recordBatchRetry(tx, notificationId, -1, cause);
    const at = deps.clock.now();
    const failed = await claimDeliveries(tx, notificationId, memberIds, 'echec', at);
    await countBatchOutcome(tx, notificationId, { delivered: 0, failed: failed.length, mails: 0 }, at);
  });
}

/** A batch delivered after failing before: one fewer batch waiting to be tried again. */
export async function recordBatchRecovered(deps: DeliveryDeps, notificationId: string): Promise<void> {
  await recordBatchRetry(deps.db, notificationId, -1, null);
}
