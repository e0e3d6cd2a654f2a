import type {
  MemberNotificationPage,
  NavigationPort,
  NotificationsPort,
  PortResult,
} from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

function page(wire: Schemas['NotificationPage']): MemberNotificationPage {
  return {
    notifications: wire.notifications.map((n) => ({
      id: n.id,
      type: n.type,
      titre: n.titre,
      texte: n.texte,
      lien: n.lien,
      creeLe: n.creeLe,
      lueLe: n.lueLe,
    })),
    next: wire.suivant,
  };
}

const STAY: NavigationPort = { redirect: () => undefined, navigate: () => undefined };

const unread = (wire: Schemas['NotificationUnreadCount']): number => wire.nonLues;

/**
 * NotificationsPort on HTTP (`/api/adherent/notifications…`, Pact provider notifications-api): never cached
 * (the bell must see a new notification). The unread count is the bell's background poll: its failures are
 * returned without leaving the screen (no redirect to the login, no outage page).
 */
export class HttpNotificationsAdapter implements NotificationsPort {
  private readonly http: PortalHttp;
  /** The same client on a navigation that goes nowhere: a failed poll is only returned. */
  private readonly quiet: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
    this.quiet = createPortalHttp({ ...options, navigation: STAY });
  }

  unreadCount(): PortResult<number> {
    const { api, runner } = this.quiet;
    return runner.body(() => api.GET('/api/adherent/notifications/non-lues'), unread);
  }

  list(after: string | null, size: number): PortResult<MemberNotificationPage> {
    const { api, runner } = this.http;
    const query = after === null ? { taille: String(size) } : { apres: after, taille: String(size) };
    return runner.body(() => api.GET('/api/adherent/notifications', { params: { query } }), page);
  }

  markRead(id: string): PortResult<number> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/adherent/notifications/{id}/lue', { params: { path: { id } } }),
      unread,
    );
  }

  markAllRead(): PortResult<number> {
    const { api, runner } = this.http;
    return runner.body(() => api.POST('/api/adherent/notifications/lues'), unread);
  }
}
