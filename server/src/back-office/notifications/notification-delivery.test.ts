import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { findAdminNotification, insertAdminNotification } from './admin-notifications.repository.ts';
import {
  type AudienceMembers,
  type NotificationJobs,
  deliverNotificationBatch,
  fanOutNotification,
  recordBatchFailure,
} from './notification-delivery.ts';
import { countDeliveries } from './notification-delivery.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

/** A hand-written audience: these member ids, read by keyset like the real one. */
function audienceOf(ids: readonly string[]): AudienceMembers {
  const sorted = [...ids].sort();
  return {
    list: async () => [{ id: 'test', label: 'Audience de test' }],
    label: async () => 'Audience de test',
    count: async () => sorted.length,
    batch: async (_db: Queryable, _id: string, after: string | null, size: number) =>
      sorted.filter((id) => after === null || id > after).slice(0, size),
  };
}

/** Jobs kept in memory, keyed like the queue: the same key twice is one job. */
function jobsInMemory() {
  const batches = new Map<string, readonly string[]>();
  const jobs: NotificationJobs = {
    scheduleFanOut: async () => undefined,
    sendBatch: async (key, _id, memberIds) => {
      if (!batches.has(key)) batches.set(key, memberIds);
    },
  };
  return { jobs, batches };
}

async function memberIds(): Promise<string[]> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM members ORDER BY id');
  return rows.map((row) => row.id);
}

async function create(channels: ('portail' | 'mail')[], id = 'n-1') {
  await insertAdminNotification(t.db, {
    id,
    title: 'Grève de La Poste',
    html: '<p>Vos courriers peuvent arriver en retard.</p>',
    text: 'Vos courriers peuvent arriver en retard.',
    link: '#/espace/courriers',
    audienceId: 'test',
    audienceLabel: 'Audience de test',
    channels,
    mailTemplate: channels.includes('mail') ? 'notification-information' : null,
    sendAt: t.deps.clock.now(),
    createdAt: t.deps.clock.now(),
    createdBy: 'admin@mutuelle.fr',
  });
}

async function centreRows(id = 'n-1') {
  const { rows } = await t.db.query<{ member_id: string; n: number }>(
    `SELECT member_id, count(*)::int AS n FROM member_notifications
      WHERE source_kind = 'campagne' AND source_id = $1 GROUP BY member_id`,
    [id],
  );
  return rows;
}

async function acceptNewsletter(memberId: string) {
  await t.db.query(
    `INSERT INTO member_consents (member_id, nom, libelle, accepted) VALUES ($1, 'newsletter', 'Newsletter', true)
     ON CONFLICT (member_id, nom) DO UPDATE SET accepted = true`,
    [memberId],
  );
}

async function fanOutAndDeliver(ids: readonly string[]) {
  const { jobs, batches } = jobsInMemory();
  await fanOutNotification(t.deps, audienceOf(ids), jobs, 'n-1');
  return deliverNotificationBatch(t.deps, 'n-1', [...batches.values()].flat());
}

describe('delivery of a back-office notification', () => {
  it('fans the audience out in batches and delivers each member once, counting the progress', async () => {
    const ids = await memberIds();
    await create(['portail']);
    const { jobs, batches } = jobsInMemory();
    await fanOutNotification(t.deps, audienceOf(ids), jobs, 'n-1');
    expect([...batches.values()].flat()).toEqual(ids);
    for (const batch of batches.values()) await deliverNotificationBatch(t.deps, 'n-1', batch);
    const rows = await centreRows();
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    const n = await findAdminNotification(t.db, 'n-1');
    expect(n).toMatchObject({ status: 'envoyee', total: ids.length, delivered: ids.length, failed: 0 });
  });

  it('delivers nothing twice when a batch runs again, or twice at once (a killed instance, two instances)', async () => {
    const ids = await memberIds();
    await acceptNewsletter('M001');
    await create(['portail', 'mail']);
    const { jobs, batches } = jobsInMemory();
    await fanOutNotification(t.deps, audienceOf(ids), jobs, 'n-1');
    await fanOutNotification(t.deps, audienceOf(ids), jobs, 'n-1');
    const [batch] = [...batches.values()];
    if (batch === undefined) throw new Error('no batch');
    const [first, second] = await Promise.all([
      deliverNotificationBatch(t.deps, 'n-1', batch),
      deliverNotificationBatch(t.deps, 'n-1', batch),
    ]);
    expect((first?.delivered ?? 0) + (second?.delivered ?? 0)).toBe(ids.length);
    expect(await deliverNotificationBatch(t.deps, 'n-1', batch)).toEqual({ delivered: 0, mails: 0 });
    expect((await centreRows()).every((row) => row.n === 1)).toBe(true);
    const counted = await countDeliveries(t.db, 'n-1');
    const { rows: mails } = await t.db.query<{ recipient: string; n: number }>(
      `SELECT recipient, count(*)::int AS n FROM outbox WHERE template = 'notification' GROUP BY recipient`,
    );
    expect(mails.map((mail) => mail.n)).toContain(1);
    expect(mails.every((mail) => mail.n === 1)).toBe(true);
    expect(counted).toEqual({ delivered: ids.length, failed: 0, mails: mails.length });
    expect(await findAdminNotification(t.db, 'n-1')).toMatchObject({
      delivered: ids.length,
      mails: mails.length,
    });
  });

  it('mails only members with « Zéro papier » on who accepted the insurer’s information', async () => {
    await create(['mail']);
    await t.db.query(`UPDATE member_consents SET accepted = false WHERE nom = 'newsletter'`);
    const refused = await fanOutAndDeliver(['M001']);
    expect(refused).toEqual({ delivered: 1, mails: 0 });
    await t.db.query(`DELETE FROM admin_notification_deliveries`);
    await t.db.query(`UPDATE admin_notifications SET status = 'programmee'`);
    await acceptNewsletter('M001');
    const outcome = await deliverNotificationBatch(t.deps, 'n-1', ['M001']);
    expect(outcome).toEqual({ delivered: 0, mails: 0 });
    const delivered = await fanOutAndDeliver(['M001']);
    expect(delivered).toEqual({ delivered: 1, mails: 1 });
    expect(await centreRows()).toEqual([]);
    const [mail] = await t.outbox('demo@mutuelle.fr');
    expect(mail?.text).toContain('Grève de La Poste');
    expect(mail?.links).toEqual(['http://127.0.0.1:8080/#/espace/courriers']);
  });

  it('leaves a cancelled notification undelivered', async () => {
    await create(['portail']);
    await t.db.query(`UPDATE admin_notifications SET status = 'annulee' WHERE id = 'n-1'`);
    const { jobs, batches } = jobsInMemory();
    await fanOutNotification(t.deps, audienceOf(await memberIds()), jobs, 'n-1');
    expect(batches.size).toBe(0);
    expect(await deliverNotificationBatch(t.deps, 'n-1', ['M001'])).toEqual({ delivered: 0, mails: 0 });
  });

  it('shows a failing batch while it is retried, then counts its members as failed after the last try', async () => {
    await create(['portail']);
    const { jobs } = jobsInMemory();
    await fanOutNotification(t.deps, audienceOf(['M001', 'M002']), jobs, 'n-1');
    await recordBatchFailure(
      t.deps,
      'n-1',
      ['M001', 'M002'],
      { retryCount: 0, final: false },
      'base indisponible',
    );
    expect(await findAdminNotification(t.db, 'n-1')).toMatchObject({
      retrying: 1,
      lastError: 'base indisponible',
    });
    await recordBatchFailure(
      t.deps,
      'n-1',
      ['M001', 'M002'],
      { retryCount: 3, final: true },
      'base indisponible',
    );
    expect(await findAdminNotification(t.db, 'n-1')).toMatchObject({
      retrying: 0,
      failed: 2,
      delivered: 0,
      status: 'envoyee',
    });
  });
});
