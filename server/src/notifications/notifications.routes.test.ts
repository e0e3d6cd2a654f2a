import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { notifyMember } from './public.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

const URL = '/api/adherent/notifications';

async function notify(memberId: string, n: number): Promise<string> {
  const outcome = await notifyMember(t.deps, {
    memberId,
    kind: 'demande-message',
    title: `Message ${n}`,
    link: `#/espace/demandes/d-${n}`,
    source: { kind: 'demande-message', id: `${memberId}-${n}` },
    mail: 'none',
  });
  t.clock.advance(1_000);
  return outcome.id ?? '';
}

async function marie() {
  const agent = t.agent();
  await signInAs(t, agent);
  return agent;
}

describe('the notification centre API', () => {
  it('needs a session for every operation, and the anti-forgery header for the writes', async () => {
    const id = await notify('M001', 1);
    const anonymous = t.agent();
    expect((await anonymous.get(`${URL}/non-lues`)).statusCode).toBe(401);
    expect((await anonymous.get(URL)).statusCode).toBe(401);
    expect((await anonymous.post(`${URL}/${id}/lue`)).statusCode).toBe(401);
    expect((await anonymous.post(`${URL}/lues`)).statusCode).toBe(401);
    const agent = await marie();
    expect((await agent.post(`${URL}/${id}/lue`, {}, { noCsrf: true })).statusCode).toBe(403);
    expect((await agent.post(`${URL}/lues`, {}, { noCsrf: true })).statusCode).toBe(403);
    expect((await agent.get(`${URL}/non-lues`)).json()).toEqual({ nonLues: 1 });
  });

  it('counts the unread ones, lists newest first in keyset pages, marks one then all read', async () => {
    const ids = [];
    for (let n = 1; n <= 5; n += 1) ids.push(await notify('M001', n));
    const agent = await marie();
    expect((await agent.get(`${URL}/non-lues`)).json()).toEqual({ nonLues: 5 });
    const first = (await agent.get(`${URL}?taille=2`)).json<{
      notifications: { id: string; titre: string; lien: string; lueLe: string | null; type: string }[];
      suivant: string;
    }>();
    expect(first.notifications.map((n) => n.titre)).toEqual(['Message 5', 'Message 4']);
    expect(first.notifications[0]).toMatchObject({ type: 'demande-message', lien: '#/espace/demandes/d-5' });
    const rest = (await agent.get(`${URL}?taille=2&apres=${first.suivant}`)).json<typeof first>();
    expect(rest.notifications.map((n) => n.titre)).toEqual(['Message 3', 'Message 2']);
    const last = (await agent.get(`${URL}?taille=2&apres=${rest.suivant}`)).json<typeof first>();
    expect(last.notifications.map((n) => n.titre)).toEqual(['Message 1']);
    expect(last.suivant).toBeNull();

    const read = await agent.post(`${URL}/${ids[4] ?? ''}/lue`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ nonLues: 4 });
    const readAt = (await agent.get(`${URL}?taille=1`)).json<typeof first>().notifications[0]?.lueLe;
    expect(readAt).not.toBeNull();
    t.clock.advance(60_000);
    await agent.post(`${URL}/${ids[4] ?? ''}/lue`);
    expect((await agent.get(`${URL}?taille=1`)).json<typeof first>().notifications[0]?.lueLe).toBe(readAt);

    expect((await agent.post(`${URL}/lues`)).json()).toEqual({ nonLues: 0 });
    expect((await agent.get(`${URL}/non-lues`)).json()).toEqual({ nonLues: 0 });
  });

  it("never reads nor marks another member's notification: 404, as for an id that does not exist", async () => {
    const theirs = await notify('M002', 1);
    await notify('M001', 2);
    const agent = await marie();
    const response = await agent.post(`${URL}/${theirs}/lue`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOTIFICATION_INCONNUE' });
    expect(response.body).not.toContain('Message 1');
    expect((await agent.post(`${URL}/00000000-0000-4000-8000-00000000abcd/lue`)).statusCode).toBe(404);
    expect((await agent.get(URL)).json<{ notifications: unknown[] }>().notifications).toHaveLength(1);
    await agent.post(`${URL}/lues`);
    const jean = t.agent();
    await signInAs(t, jean, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    expect((await jean.get(`${URL}/non-lues`)).json()).toEqual({ nonLues: 1 });
  });

  it('refuses a malformed cursor or page size with 400', async () => {
    const agent = await marie();
    expect((await agent.get(`${URL}?apres=abc`)).statusCode).toBe(400);
    expect((await agent.get(`${URL}?taille=0`)).statusCode).toBe(400);
    expect((await agent.get(`${URL}?taille=99`)).statusCode).toBe(400);
  });

  it('lets development tools notify a member by login (POST /dev/notifications)', async () => {
    const agent = await marie();
    const response = await agent.post('/dev/notifications', {
      login: 'demo@mutuelle.fr',
      type: 'document-disponible',
      titre: 'Votre attestation est disponible',
      lien: '#/espace/documents',
      source: 'e2e-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: true });
    expect((await agent.get(`${URL}/non-lues`)).json()).toEqual({ nonLues: 1 });
    const outside = {
      login: 'demo@mutuelle.fr',
      type: 'information',
      titre: 'x',
      lien: 'https://x.fr',
      source: 'e2e-2',
    };
    expect((await agent.post('/dev/notifications', outside)).statusCode).toBe(400);
  });
});
