import { err, ok } from '@portail/application';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../testing/member-mothers.ts';
import { NOTIFICATION_POLL_MS, NotificationBellViewModel } from './notification-bell.view-model.ts';
import { FakeNotifications } from './testing/fake-notifications.port.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const notifications = new FakeNotifications();
  const clock = new FakeClock();
  const bell = new NotificationBellViewModel({ notifications, scheduler: clock });
  return { notifications, clock, bell };
}

describe('the notification bell', () => {
  it('says nothing until the count is known, then names it in its label and its live region', async () => {
    const { bell, notifications } = setup();
    expect([bell.label, bell.liveText, bell.badge]).toEqual(['Notifications', '', null]);
    notifications.unreadCall.answer(ok(3));
    await bell.refresh();
    expect(bell.label).toBe('Notifications, 3 notifications non lues');
    expect(bell.liveText).toBe('Vous avez 3 notifications non lues.');
    expect(bell.badge).toBe('3');
    bell.setUnread(12);
    expect(bell.badge).toBe('9+');
    bell.setUnread(1);
    expect(bell.liveText).toBe('Vous avez 1 notification non lue.');
    bell.setUnread(0);
    expect([bell.badge, bell.label]).toEqual([null, 'Notifications, aucune notification non lue']);
  });

  it('asks the count at start and every minute until stopped, keeping the last count when a poll fails', async () => {
    const { bell, notifications, clock } = setup();
    notifications.unreadCall.answer(ok(1), err(aPortError(503)), ok(2));
    bell.start();
    bell.start();
    await flush();
    expect(notifications.unreadCall.count).toBe(1);
    expect(bell.unread).toBe(1);
    clock.advance(NOTIFICATION_POLL_MS);
    await flush();
    expect(bell.unread).toBe(1);
    clock.advance(NOTIFICATION_POLL_MS);
    await flush();
    expect(bell.unread).toBe(2);
    bell.stop();
    clock.advance(NOTIFICATION_POLL_MS * 3);
    expect(notifications.unreadCall.count).toBe(3);
    expect(clock.pendingCount).toBe(0);
  });

  it('opens and closes its list', () => {
    const { bell } = setup();
    bell.toggle();
    expect(bell.open).toBe(true);
    bell.close();
    expect(bell.open).toBe(false);
  });
});
