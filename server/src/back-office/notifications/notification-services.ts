import { savedAudienceMembers } from './notification-audience.ts';
import {
  type AudienceMembers,
  type DeliveryDeps,
  type NotificationJobs,
  deliverNotificationBatch,
  fanOutNotification,
  recordBatchFailure,
  recordBatchRecovered,
} from './notification-delivery.ts';

/** The queue of the fan-outs: one job per notification (stately, keyed by it: never two at once). */
export const NOTIFICATION_FANOUT_QUEUE = 'notification-fanout';
/** The queue of the batches: one job per batch of members (stately, keyed by the batch). */
export const NOTIFICATION_BATCH_QUEUE = 'notification-batch';

export interface NotificationServices {
  readonly audiences: AudienceMembers;
  readonly jobs: NotificationJobs;
}

const byInstance = new WeakMap<DeliveryDeps, NotificationServices>();

/**
 * The sending of notifications on the server's job queue (pg-boss, shared by every instance), defined once per
 * server: the fan-out at the notification's time, then each batch retried with back-off (2 s, 4 s, 8 s, 16 s) and
 * run again elsewhere when its instance died (expiry 10 s: a slow batch run twice delivers nothing twice); a batch's last failure counts its members as failed.
 * A batch job holds at most 2 batches per worker fetch, so that a killed instance strands few of them.
 */
export function notificationServices(deps: DeliveryDeps): NotificationServices {
  const known = byInstance.get(deps);
  if (known !== undefined) return known;
  const audiences = savedAudienceMembers(deps);
  const jobs: NotificationJobs = {
    async scheduleFanOut(notificationId, at) {
      await deps.jobs.send(
        NOTIFICATION_FANOUT_QUEUE,
        { notificationId },
        { singletonKey: notificationId, startAfter: at },
      );
      deps.jobs.wake(NOTIFICATION_FANOUT_QUEUE);
    },
    async sendBatch(key, notificationId, memberIds) {
      await deps.jobs.send(NOTIFICATION_BATCH_QUEUE, { notificationId, memberIds }, { singletonKey: key });
    },
  };
  deps.jobs.define<{ notificationId: string }>({
    name: NOTIFICATION_FANOUT_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: 60,
    policy: 'stately',
    batchSize: 1,
    async handle(job) {
      await fanOutNotification(deps, audiences, jobs, job.data.notificationId);
      deps.jobs.wake(NOTIFICATION_BATCH_QUEUE);
    },
  });
  deps.jobs.define<{ notificationId: string; memberIds: string[] }>({
    name: NOTIFICATION_BATCH_QUEUE,
    retryLimit: 4,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: 10,
    policy: 'stately',
    batchSize: 2,
    async handle(job) {
      const { notificationId, memberIds } = job.data;
      try {
        await deliverNotificationBatch(deps, notificationId, memberIds);
      } catch (error) {
        const cause = error instanceof Error ? error.message.slice(0, 300) : 'erreur inconnue';
        const final = job.lastAttempt;
        await recordBatchFailure(
          deps,
          notificationId,
          memberIds,
          { retryCount: job.retryCount, final },
          cause,
        );
        if (final) return;
        throw error;
      }
      if (job.retryCount > 0) await recordBatchRecovered(deps, notificationId);
    },
  });
  const services = { audiences, jobs };
  byInstance.set(deps, services);
  return services;
}
