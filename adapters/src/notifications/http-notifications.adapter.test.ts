import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpNotificationsAdapter } from './http-notifications.adapter.ts';

const NOTICE = {
  id: 'n1',
  type: 'demande-message',
  titre: 'Nouveau message sur votre demande',
  texte: null,
  lien: '#/espace/demandes/d1',
  creeLe: '2026-11-20T10:00:00.000Z',
  lueLe: null,
};

describe('HttpNotificationsAdapter', () => {
  it('reads a keyset page with its cursor and size in the query', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({ notifications: [NOTICE], suivant: '12' }),
    );
    const result = await new HttpNotificationsAdapter(options).list('40', 10);
    expect(result).toEqual({ ok: true, value: { notifications: [NOTICE], next: '12' } });
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/notifications?apres=40&taille=10');
  });

  it('marks one read by its id and answers the unread count left', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ nonLues: 2 }));
    expect(await new HttpNotificationsAdapter(options).markRead('n 1')).toEqual({ ok: true, value: 2 });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/notifications/n%201/lue');
  });

  it('polls the unread count without leaving the screen when the session is gone', async () => {
    const { options, navigation } = adapterOptions(() =>
      jsonResponse({ code: 'UNAUTHORIZED', message: 'Accès non autorisé' }, 401),
    );
    const result = await new HttpNotificationsAdapter(options).unreadCount();
    expect(result.ok).toBe(false);
    expect(navigation.redirects).toEqual([]);
    expect(navigation.routes).toEqual([]);
  });
});
