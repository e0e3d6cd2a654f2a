import type { MemberNotificationPage, NotificationsPort, PortError, Result } from '@portail/application';
import type { MemberNotification } from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** NotificationsPort double: every method a scripted call. */
export class FakeNotifications implements NotificationsPort {
  readonly unreadCall = new ScriptedAsyncCall<[], R<number>>('unreadCount');
  readonly listCall = new ScriptedAsyncCall<[string | null, number], R<MemberNotificationPage>>('list');
  readonly markReadCall = new ScriptedAsyncCall<[string], R<number>>('markRead');
  readonly markAllCall = new ScriptedAsyncCall<[], R<number>>('markAllRead');
  unreadCount = () => this.unreadCall.invoke();
  list = (after: string | null, size: number) => this.listCall.invoke(after, size);
  markRead = (id: string) => this.markReadCall.invoke(id);
  markAllRead = () => this.markAllCall.invoke();
}

export function aNotification(overrides: Partial<MemberNotification> = {}): MemberNotification {
  return {
    id: 'n1',
    type: 'demande-statut',
    titre: 'Votre demande de prise en charge hospitalière est acceptée',
    texte: null,
    lien: '#/espace/demandes/d1',
    creeLe: '2026-11-20T10:00:00.000Z',
    lueLe: null,
    ...overrides,
  };
}
