import type { MemberNotification } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadNotifications } from './load-notifications.use-case.ts';
import { MarkNotificationsRead } from './mark-notifications-read.use-case.ts';
import { aPortError } from './test-support/mothers.ts';

const NOTICE: MemberNotification = {
  id: 'n1',
  type: 'demande-statut',
  titre: 'Votre demande a évolué',
  texte: null,
  lien: '#/espace/demandes/d1',
  creeLe: '2026-11-20T10:00:00.000Z',
  lueLe: null,
};

describe('LoadNotifications', () => {
  it('gives the first page with the unread count read afresh', async () => {
    const sizes: number[] = [];
    const useCase = new LoadNotifications({
      list: async (_after, size) => {
        sizes.push(size);
        return ok({ notifications: [NOTICE], next: '7' });
      },
      unreadCount: async () => ok(3),
    });
    expect(await useCase.execute(null, 10)).toEqual({
      kind: 'loaded',
      page: { notifications: [NOTICE], next: '7' },
      unread: 3,
    });
    expect(sizes).toEqual([10]);
  });

  it('does not read the count again for a next page, nor fail the list when the count fails', async () => {
    let counts = 0;
    const useCase = new LoadNotifications({
      list: async () => ok({ notifications: [], next: null }),
      unreadCount: async () => {
        counts += 1;
        return err(aPortError(503));
      },
    });
    expect(await useCase.execute('7', 10)).toMatchObject({ kind: 'loaded', unread: null });
    expect(counts).toBe(0);
    expect(await useCase.execute(null, 10)).toMatchObject({ kind: 'loaded', unread: null });
  });

  it('turns a failed list into the data-source toast naming the notifications', async () => {
    const useCase = new LoadNotifications({
      list: async () => err(aPortError(500)),
      unreadCount: async () => ok(1),
    });
    const outcome = await useCase.execute(null, 10);
    expect(outcome.kind === 'failed' && outcome.toast.message).toContain('(notifications)');
  });
});

describe('MarkNotificationsRead', () => {
  it('marks one by id, or all, and answers the unread count left', async () => {
    const calls: string[] = [];
    const useCase = new MarkNotificationsRead({
      markRead: async (id) => {
        calls.push(id);
        return ok(2);
      },
      markAllRead: async () => {
        calls.push('*');
        return ok(0);
      },
    });
    expect(await useCase.execute('n1')).toEqual({ kind: 'marked', unread: 2 });
    expect(await useCase.execute('all')).toEqual({ kind: 'marked', unread: 0 });
    expect(calls).toEqual(['n1', '*']);
  });

  it('turns a failure into a danger toast', async () => {
    const useCase = new MarkNotificationsRead({
      markRead: async () => err(aPortError(404)),
      markAllRead: async () => ok(0),
    });
    expect(await useCase.execute('n1')).toMatchObject({ kind: 'failed', toast: { severity: 'danger' } });
  });
});
