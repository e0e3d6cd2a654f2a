import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';
import { NOTIFICATION_REQUEST_MESSAGE_TEMPLATE } from '../mail/notification-mail-templates.catalogue.ts';
import { createMemberAccount } from '../testing/member-session.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { type MemberNotificationRequest, notifyMember } from './public.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

const STATUS: MemberNotificationRequest = {
  memberId: 'M001',
  kind: 'demande-statut',
  title: 'Votre demande de prise en charge hospitalière est en cours de traitement',
  text: 'Un gestionnaire étudie votre demande.',
  link: '#/espace/demandes/d-42',
  source: { kind: 'demande-statut', id: 'd-42:1' },
};

async function rows(memberId = 'M001') {
  const { rows: found } = await t.db.query<{ kind: string; title: string; link: string; outbox_id: string }>(
    'SELECT kind, title, body, link, read_at, outbox_id FROM member_notifications WHERE member_id = $1',
    [memberId],
  );
  return found;
}

describe('notifyMember', () => {
  it("writes the notification in the member's centre and mails it from the kind's template", async () => {
    const outcome = await notifyMember(t.deps, STATUS);
    expect(outcome.created).toBe(true);
    expect(outcome.outboxId).not.toBeNull();
    expect(await rows()).toEqual([
      {
        kind: 'demande-statut',
        title: STATUS.title,
        body: 'Un gestionnaire étudie votre demande.',
        link: '#/espace/demandes/d-42',
        read_at: null,
        outbox_id: outcome.outboxId,
      },
    ]);
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.template).toBe('notification');
    expect(mail?.subject).toContain('votre demande a évolué');
    expect(mail?.text).toContain(STATUS.title);
    expect(mail?.text).toContain('Bonjour Marie Dupont,');
    expect(mail?.links).toEqual(['http://127.0.0.1:8080/#/espace/demandes/d-42']);
  });

  it('delivers once per source: a repeat writes and mails nothing', async () => {
    await notifyMember(t.deps, STATUS);
    const again = await notifyMember(t.deps, { ...STATUS, title: 'Autre titre' });
    expect(again).toEqual({ created: false, id: null, outboxId: null });
    const concurrent = await Promise.all(
      [1, 2, 3].map(() =>
        notifyMember(t.deps, { ...STATUS, source: { kind: 'demande-statut', id: 'd-42:2' } }),
      ),
    );
    expect(concurrent.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await rows()).toHaveLength(2);
    expect(await t.outbox(DEMO_MEMBER_LOGIN)).toHaveLength(2);
  });

  it('mails nothing to a member whose « Zéro papier » is off (documents by post)', async () => {
    await t.db.query('UPDATE accounts SET dematerialization = false WHERE user_name = $1', [
      DEMO_MEMBER_LOGIN,
    ]);
    const outcome = await notifyMember(t.deps, STATUS);
    expect(outcome.created).toBe(true);
    expect(outcome.outboxId).toBeNull();
    expect(await t.outbox(DEMO_MEMBER_LOGIN)).toEqual([]);
  });

  it('mails nothing to a member without an active account, and nothing when asked not to', async () => {
    expect((await notifyMember(t.deps, { ...STATUS, memberId: 'M003' })).outboxId).toBeNull();
    expect(await rows('M003')).toHaveLength(1);
    expect((await notifyMember(t.deps, { ...STATUS, mail: 'none' })).outboxId).toBeNull();
    expect(await t.outbox()).toEqual([]);
  });

  it('mails only when the named consent was accepted', async () => {
    const info = { ...STATUS, kind: 'information' as const, link: null, mailConsent: 'newsletter' };
    expect(
      (await notifyMember(t.deps, { ...info, source: { kind: 'campagne', id: 'c1' } })).outboxId,
    ).toBeNull();
    await t.db.query(
      "UPDATE member_consents SET accepted = true WHERE member_id = 'M001' AND nom = 'newsletter'",
    );
    const accepted = await notifyMember(t.deps, { ...info, source: { kind: 'campagne', id: 'c2' } });
    expect(accepted.outboxId).not.toBeNull();
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.links).toEqual(['http://127.0.0.1:8080/#/espace/notifications']);
  });

  it('mails to the active account of the member, with the template the caller names', async () => {
    await createMemberAccount(t, 'M002', 'jean.martin@example.fr');
    const outcome = await notifyMember(t.deps, {
      ...STATUS,
      memberId: 'M002',
      kind: 'demande-message',
      mailTemplate: NOTIFICATION_REQUEST_MESSAGE_TEMPLATE,
    });
    expect(outcome.outboxId).not.toBeNull();
    const [mail] = await t.outbox('jean.martin@example.fr');
    expect(mail?.subject).toContain('nouveau message');
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await notifyMember(t.deps, STATUS, tx);
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await rows()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it("refuses a caller's bug: an outside link, an empty title, an unknown member", async () => {
    await expect(notifyMember(t.deps, { ...STATUS, link: 'https://evil.example/' })).rejects.toThrow();
    await expect(notifyMember(t.deps, { ...STATUS, title: '  ' })).rejects.toThrow();
    await expect(notifyMember(t.deps, { ...STATUS, memberId: 'nobody' })).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});
