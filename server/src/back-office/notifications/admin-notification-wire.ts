import { remainingToDeliver } from '@portail/domain';
import type { AdminNotification } from './admin-notifications.repository.ts';

/** A notification as `/api/admin/notifications…` answers it (schema `AdminNotification`). */
export function adminNotificationWire(n: AdminNotification): Record<string, unknown> {
  return {
    id: n.id,
    titre: n.title,
    texteHtml: n.html,
    lien: n.link,
    audience: { id: n.audienceId, libelle: n.audienceLabel },
    canaux: n.channels,
    modeleMail: n.mailTemplate,
    statut: n.status,
    envoiLe: n.sendAt.toISOString(),
    creeLe: n.createdAt.toISOString(),
    creePar: n.createdBy,
    annuleeLe: n.cancelledAt?.toISOString() ?? null,
    termineeLe: n.finishedAt?.toISOString() ?? null,
    progression: {
      total: n.total,
      livrees: n.delivered,
      aLivrer: remainingToDeliver({ total: n.total, delivered: n.delivered, failed: n.failed }),
      echecs: n.failed,
      mails: n.mails,
      lotsEnReprise: n.retrying,
      derniereErreur: n.lastError,
    },
  };
}
