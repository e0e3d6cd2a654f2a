import { err, ok } from '@portail/application';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../testing/member-mothers.ts';
import { assembleNotificationCentre } from './notification-centre.ts';
import { notificationList } from './notification-list.factory.ts';
import { FakeNotifications, aNotification } from './testing/fake-notifications.port.ts';

const READ = aNotification({
  id: 'n2',
  type: 'document-disponible',
  titre: 'Votre attestation est disponible',
  lien: null,
  lueLe: '2026-11-19T08:00:00.000Z',
});

function setup() {
  const notifications = new FakeNotifications();
  const clock = new FakeClock(new Date('2026-11-26T12:00:00Z'));
  const toasts: CatalogueMessage[] = [];
  const centre = assembleNotificationCentre({
    notifications,
    scheduler: clock,
    clock,
    notify: (toast) => toasts.push(toast),
  });
  const list = notificationList(centre, 2);
  return { notifications, toasts, centre, list };
}

describe('a notification list', () => {
  it('shows the first page with each kind, read state and link, and gives the bell the fresh count', async () => {
    const { list, notifications, centre } = setup();
    notifications.listCall.answer(ok({ notifications: [aNotification(), READ], next: '5' }));
    notifications.unreadCall.answer(ok(4));
    await list.load();
    expect(notifications.listCall.calls).toEqual([[null, 2]]);
    expect(list.lines.map((line) => [line.kindLabel, line.unread, line.href])).toEqual([
      ['Suivi de demande', true, '#/espace/demandes/d1'],
      ['Document disponible', false, null],
    ]);
    expect(centre.bell.unread).toBe(4);
    expect(list.hasUnread).toBe(true);
  });

  it('adds the next page after the cursor, and stops at the last one', async () => {
    const { list, notifications } = setup();
    notifications.listCall.answer(
      ok({ notifications: [aNotification()], next: '5' }),
      ok({ notifications: [READ], next: null }),
    );
    notifications.unreadCall.answer(ok(1));
    await list.load();
    await list.loadMore();
    expect(notifications.listCall.calls[1]).toEqual(['5', 2]);
    expect(list.notifications.map((n) => n.id)).toEqual(['n1', 'n2']);
    await list.loadMore();
    expect(notifications.listCall.count).toBe(2);
  });

  it('marks an unread one read once, and the bell shows the count left', async () => {
    const { list, notifications, centre } = setup();
    notifications.listCall.answer(ok({ notifications: [aNotification(), READ], next: null }));
    notifications.unreadCall.answer(ok(1));
    notifications.markReadCall.answer(ok(0));
    await list.load();
    await list.markRead('n1');
    await list.markRead('n1');
    await list.markRead('n2');
    expect(notifications.markReadCall.calls).toEqual([['n1']]);
    expect(list.lines[0]?.unread).toBe(false);
    expect(list.lines[0]?.notification.lueLe).toBe('2026-11-26T12:00:00.000Z');
    expect(centre.bell.unread).toBe(0);
  });

  it('marks all read; a failed write keeps the lines unread and says so', async () => {
    const { list, notifications, centre, toasts } = setup();
    notifications.listCall.answer(ok({ notifications: [aNotification()], next: null }));
    notifications.unreadCall.answer(ok(1));
    notifications.markAllCall.answer(err(aPortError(500)), ok(0));
    await list.load();
    await list.markAllRead();
    expect(list.hasUnread).toBe(true);
    expect(toasts.map((toast) => toast.severity)).toEqual(['danger']);
    await list.markAllRead();
    expect(list.hasUnread).toBe(false);
    expect(centre.bell.unread).toBe(0);
  });

  it('fails with the data-source toast when the list cannot be read', async () => {
    const { list, notifications, toasts } = setup();
    notifications.listCall.answer(err(aPortError(500)));
    notifications.unreadCall.answer(ok(1));
    await list.load();
    expect(list.status).toBe('failed');
    expect(toasts[0]?.message).toContain('(notifications)');
  });
});
