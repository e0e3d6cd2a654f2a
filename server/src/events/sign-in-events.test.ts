import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_LOGIN, DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { lastSignIns, recordEvent } from './public.ts';

describe('sign-in events (table events)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const signIn = (userName: string, password: string, ip = '10.0.0.1') =>
    t.agent(ip).submitForm('/api/identity/login', { userName, password });

  const events = async () =>
    (
      await t.db.query<{ kind: string; member_id: string | null; attributes: unknown }>(
        'SELECT kind, member_id, attributes FROM events ORDER BY id',
      )
    ).rows;

  it('appends a member’s local sign-in and failure with the member id only, never the login or the password', async () => {
    expect((await signIn(DEMO_MEMBER_LOGIN, 'Mauvais#1')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await signIn(DEMO_MEMBER_LOGIN, DEMO_PASSWORD)).statusCode).toBe(303);
    expect(await events()).toEqual([
      { kind: 'sign-in', member_id: 'M001', attributes: { method: 'local', success: false } },
      { kind: 'sign-in', member_id: 'M001', attributes: { method: 'local', success: true } },
    ]);
    const raw = JSON.stringify((await t.db.query('SELECT * FROM events')).rows);
    expect(raw).not.toContain(DEMO_MEMBER_LOGIN);
    expect(raw).not.toContain('Mauvais');
    expect(await lastSignIns(t.db, 'M001')).toEqual([
      { at: t.clock.now(), method: 'local', success: true },
      { at: new Date(t.clock.now().getTime() - 60_000), method: 'local', success: false },
    ]);
  });

  it('counts an unknown login as a failure without member, and skips staff accounts', async () => {
    await signIn('inconnu@mutuelle.fr', 'Mauvais#1');
    await signIn(DEMO_ADMIN_LOGIN, DEMO_PASSWORD);
    expect(await events()).toEqual([
      { kind: 'sign-in', member_id: null, attributes: { method: 'local', success: false } },
    ]);
  });

  it('appends account-locked once, when the tenth failure locks the login', async () => {
    for (let i = 0; i < 10; i += 1) await signIn(DEMO_MEMBER_LOGIN, 'Mauvais#1', `10.0.1.${i}`);
    const all = await events();
    expect(all.filter((e) => e.kind === 'sign-in')).toHaveLength(10);
    expect(all.filter((e) => e.kind === 'account-locked')).toEqual([
      { kind: 'account-locked', member_id: 'M001', attributes: {} },
    ]);
  });

  it('keeps the table append-only: a delete or a change is refused, forgetting the member id is allowed', async () => {
    await recordEvent(t.db, { kind: 'account-deleted', memberId: 'M002', at: t.clock.now(), attributes: {} });
    await expect(t.db.query('DELETE FROM events')).rejects.toThrow(/append-only/);
    await expect(t.db.query("UPDATE events SET kind = 'sign-in'")).rejects.toThrow(/append-only/);
    await t.db.query("UPDATE events SET member_id = NULL WHERE member_id = 'M002'");
    expect(await events()).toEqual([{ kind: 'account-deleted', member_id: null, attributes: {} }]);
  });
});
