import { formatEuros } from '@portail/domain';
import { notifyMember } from '../notifications/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { type PaidActAlert, claimPaidActs } from './refund-alerts.repository.ts';

/** The job queue's queue of the refund alerts: one scan per minute (cron), or when a test drains it. */
export const REFUND_ALERTS_QUEUE = 'refund-alerts';
/** Paid acts claimed per transaction. */
const BATCH = 500;
/** Batches per run at most (the next run goes on): a run never holds the queue for long. */
const MAX_BATCHES = 20;
/** A refund is « newly » paid for this many days: older payments are history, never read again. */
const NEW_FOR_DAYS = 7;

const REFUNDS_ROUTE = '#/espace/remboursements';

function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

function alertOf(act: PaidActAlert) {
  const amount = formatEuros(act.montantMutuelle);
  return {
    memberId: act.memberId,
    kind: 'alerte-remboursement' as const,
    title: `Remboursement payé : ${amount}`,
    text: `Votre mutuelle vous a versé ${amount} le ${frenchDay(act.datePaiement)} pour « ${act.libelle} » (soins du ${frenchDay(act.dateSoins)}).`,
    link: REFUNDS_ROUTE,
    source: { kind: 'remboursement', id: act.actId },
    mail: act.parMail ? ('auto' as const) : ('none' as const),
  };
}

/**
 * One scan: claims the acts paid in the last 7 days and not yet looked at, batch after batch, and notifies in the same transaction the
 * members who turned alerts on (notifyMember is idempotent by act too). Exactly once per act, on any number of
 * instances; nothing when the insurer does not offer alerts (`isAlerteRemboursementSubscribed` off). Answers the
 * notifications written.
 */
export async function scanPaidRefunds(
  deps: Pick<ServerDeps, 'db' | 'mailer' | 'clock' | 'random' | 'tenant' | 'config'>,
): Promise<number> {
  if (!deps.tenant.client.isAlerteRemboursementSubscribed) return 0;
  let notified = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { claimed, created } = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const since = new Date(now.getTime() - NEW_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
      const found = await claimPaidActs(tx, BATCH, since, now);
      let written = 0;
      for (const act of found.alerts) {
        if ((await notifyMember(deps, alertOf(act), tx)).created) written += 1;
      }
      return { claimed: found.claimed, created: written };
    });
    notified += created;
    if (created > 0) deps.mailer.kick();
    if (claimed < BATCH) break;
  }
  return notified;
}

/** Defines the refund-alerts queue: a scan every minute on one instance, retried with back-off when it fails. */
export function defineRefundAlerts(deps: ServerDeps): void {
  deps.jobs.define<object>({
    name: REFUND_ALERTS_QUEUE,
    cron: '* * * * *',
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // One scan waiting at a time (a late cron tick while one waits adds nothing).
    policy: 'stately',
    batchSize: 1,
    async handle() {
      await scanPaidRefunds(deps);
    },
  });
}
