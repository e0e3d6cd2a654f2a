import type { AdminNotificationView, AdminNotificationsPage, PortError } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_POLL_MS, NotificationsListViewModel } from './notifications-list.view-model.ts';

const base: AdminNotificationView = {
  id: 'n-1',
  title: 'Grève de La Poste',
  html: '<p>Retards</p>',
  link: null,
  audience: { id: 'a', label: 'Tous les adhérents' },
  channels: ['portail'],
  mailTemplate: null,
  status: 'en-cours',
  sendAt: '2026-11-27T09:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
  createdBy: 'admin@mutuelle.fr',
  progress: { total: 10, delivered: 4, toGo: 6, failed: 0, mails: 0, retrying: 0, lastError: null },
};
type Answer<T> = { ok: true; value: T } | { ok: false; error: PortError };

function setup(pages: AdminNotificationView[][], cancel?: Answer<AdminNotificationView>) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const toasts: string[] = [];
  const announced: string[] = [];
  let call = 0;
  const model = new NotificationsListViewModel({
    notifications: {
      list: async (): Promise<Answer<AdminNotificationsPage>> => ({
        ok: true,
        value: { notifications: pages[Math.min(call++, pages.length - 1)] ?? [], next: null },
      }),
      cancel: async () => cancel ?? { ok: true, value: { ...base, status: 'annulee' } },
    },
    canCancel: true,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    notify: (message) => void toasts.push(message),
    announce: (message) => void announced.push(message),
  });
  return { model, timers, toasts, announced };
}

describe('« Notifications »: the list and its live progress', () => {
  it('reads the list again every 2 s while a sending runs, says when it ends, then stops polling', async () => {
    const done = {
      ...base,
      status: 'envoyee' as const,
      progress: { ...base.progress, delivered: 10, toGo: 0 },
    };
    const { model, timers, announced } = setup([[base], [done]]);
    await model.load();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(NOTIFICATIONS_POLL_MS);
    timers[0]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.notifications[0]?.status).toBe('envoyee');
    expect(announced).toEqual(['« Grève de La Poste » : envoi terminé.']);
    expect(timers).toHaveLength(1);
  });

  it('stops polling when the screen is left', async () => {
    const { model, timers } = setup([[base]]);
    await model.load();
    model.stop();
    expect(timers[0]?.cancelled).toBe(true);
  });

  it('cancels a scheduled notification after the confirmation, and offers it only while scheduled', async () => {
    const scheduled = { ...base, status: 'programmee' as const };
    const { model, toasts } = setup([[scheduled]]);
    await model.load();
    expect(model.mayCancel(scheduled)).toBe(true);
    expect(model.mayCancel(base)).toBe(false);
    model.askCancel(scheduled);
    await model.confirmCancel();
    expect(model.confirming).toBeNull();
    expect(model.notifications[0]?.status).toBe('annulee');
    expect(toasts).toEqual(['La notification « Grève de La Poste » est annulée.']);
  });

  it('shows the server’s message when it already went (409), and reads the list again', async () => {
    const scheduled = { ...base, status: 'programmee' as const };
    const message = 'Cette notification ne peut plus être annulée : elle est « En cours d’envoi ».';
    const { model } = setup([[scheduled], [base]], {
      ok: false,
      error: {
        code: 'HTTP.CONFLICT',
        message: 'Conflit',
        severity: 'danger',
        status: 409,
        server: { message },
      },
    });
    await model.load();
    model.askCancel(scheduled);
    await model.confirmCancel();
    expect(model.failure).toBe(message);
    expect(model.notifications[0]?.status).toBe('en-cours');
  });
});
