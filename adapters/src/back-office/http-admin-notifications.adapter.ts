import type {
  AdminNotificationOptions,
  AdminNotificationToSend,
  AdminNotificationView,
  AdminNotificationsPage,
  AdminNotificationsPort,
  PortResult,
} from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Wire = components['schemas']['AdminNotification'];
type OptionsWire = components['schemas']['AdminNotificationOptions'];

export const adminNotificationOf = (wire: Wire): AdminNotificationView => ({
  id: wire.id,
  title: wire.titre,
  html: wire.texteHtml,
  link: wire.lien,
  audience: { id: wire.audience.id, label: wire.audience.libelle },
  channels: wire.canaux,
  mailTemplate: wire.modeleMail,
  status: wire.statut,
  sendAt: wire.envoiLe,
  createdAt: wire.creeLe,
  createdBy: wire.creePar,
  progress: {
    total: wire.progression.total,
    delivered: wire.progression.livrees,
    toGo: wire.progression.aLivrer,
    failed: wire.progression.echecs,
    mails: wire.progression.mails,
    retrying: wire.progression.lotsEnReprise,
    lastError: wire.progression.derniereErreur,
  },
});

const optionsOf = (wire: OptionsWire): AdminNotificationOptions => ({
  audiences: wire.audiences.map((a) => ({ id: a.id, label: a.libelle })),
  mailTemplates: wire.modelesMail.map((t) => ({ key: t.cle, label: t.libelle })),
  links: wire.liens.map((l) => ({ route: l.route, label: l.libelle })),
});

/** AdminNotificationsPort on the back-office API (`/api/admin/notifications…`, provider back-office-api). */
export class HttpAdminNotificationsAdapter implements AdminNotificationsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(before: string | null): PortResult<AdminNotificationsPage> {
    const { api, runner } = this.http;
    const query = before === null ? {} : { avant: before };
    return runner.body(
      () => api.GET('/api/admin/notifications', { params: { query } }),
      (wire) => ({ notifications: wire.notifications.map(adminNotificationOf), next: wire.suivant }),
    );
  }

  options(): PortResult<AdminNotificationOptions> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/notifications/options'), optionsOf);
  }

  get(id: string): PortResult<AdminNotificationView> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/notifications/{id}', { params: { path: { id } } }),
      adminNotificationOf,
    );
  }

  create(n: AdminNotificationToSend): PortResult<AdminNotificationView> {
    const { api, runner } = this.http;
    const body = {
      titre: n.titre,
      texteHtml: n.html,
      lien: n.lien,
      audienceId: n.audienceId,
      canaux: [...n.canaux],
      modeleMail: n.modeleMail,
      envoiLe: n.envoiLe,
    };
    return runner.body(() => api.POST('/api/admin/notifications', { body }), adminNotificationOf);
  }

  cancel(id: string): PortResult<AdminNotificationView> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/admin/notifications/{id}/annulation', { params: { path: { id } } }),
      adminNotificationOf,
    );
  }
}
