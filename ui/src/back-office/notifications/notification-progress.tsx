import type { AdminNotificationView } from '@portail/application';
import { deliveredShare } from '@portail/domain';

const count = (n: number) => n.toLocaleString('fr-FR');

/** Delivered / to go / failed of one sending, with a bar while it runs and the retried batches when any. */
export function NotificationProgress({ notification }: { readonly notification: AdminNotificationView }) {
  const { progress, status } = notification;
  if (status === 'programmee' || status === 'annulee' || progress.total === null) return <span>—</span>;
  const share = deliveredShare({
    total: progress.total,
    delivered: progress.delivered,
    failed: progress.failed,
  });
  return (
    <div className="notif-progress">
      {status === 'en-cours' ? (
        <progress
          className="notif-bar"
          max={1}
          value={share}
          aria-label={`Avancement de « ${notification.title} »`}
        />
      ) : null}
      <ul className="notif-counts">
        <li>{count(progress.delivered)} livrées</li>
        <li>{count(progress.toGo)} à livrer</li>
        <li className={progress.failed > 0 ? 'notif-failed' : undefined}>
          {count(progress.failed)} en échec
        </li>
        {progress.mails > 0 ? <li>{count(progress.mails)} mails</li> : null}
      </ul>
      {progress.retrying > 0 ? (
        <p className="notif-failed">
          {progress.retrying} lot(s) en nouvel essai
          {progress.lastError === null ? '' : ` — dernière erreur : ${progress.lastError}`}
        </p>
      ) : null}
    </div>
  );
}
