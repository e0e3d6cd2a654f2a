import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

/**
 * The session and contracts lookups kept in memory never outlive what they copy: each change made straight in
 * the database (as another instance or the back office would) is seen by the very next request.
 */
describe('reads kept in memory stay exact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn() {
    const agent = t.agent();
    await signInAs(t, agent);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
    return agent;
  }

  it('refuses a session ended elsewhere at the next request', async () => {
    const agent = await signedIn();
    await t.db.query('DELETE FROM sessions WHERE account_id = $1', [DEMO_ACCOUNT_ID]);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('refuses the session of an account disabled elsewhere at the next request', async () => {
    const agent = await signedIn();
    await t.db.query("UPDATE accounts SET status = 'disabled' WHERE id = $1", [DEMO_ACCOUNT_ID]);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('shows a login changed elsewhere at the next request', async () => {
    const agent = await signedIn();
    await t.db.query("UPDATE accounts SET user_name = 'nouveau@mutuelle.fr' WHERE id = $1", [
      DEMO_ACCOUNT_ID,
    ]);
    expect((await agent.get('/api/identity/current-user')).body).toContain('nouveau@mutuelle.fr');
  });

  it('still records the activity of a session served from memory, once a minute', async () => {
    const agent = await signedIn();
    t.clock.advance(61_000);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
    const { rows } = await t.db.query<{ last_seen_at: Date }>(
      'SELECT last_seen_at FROM sessions WHERE account_id = $1',
      [DEMO_ACCOUNT_ID],
    );
    expect(new Date(rows[0]?.last_seen_at ?? 0).getTime()).toBe(t.clock.now().getTime());
  });

  it('serves contracts changed elsewhere at the next read', async () => {
    const agent = await signedIn();
    const offers = async () =>
      (await agent.get('/api/adherent/contrats'))
        .json<{ contrats: { nomOffre: string }[] }>()
        .contrats.map((contract) => contract.nomOffre);
    const before = await offers();
    expect(before.length).toBeGreaterThan(0);
    await t.db.query("UPDATE contracts SET nom_offre = 'Offre modifiée' WHERE member_id = 'M001'");
    expect(await offers()).toEqual(before.map(() => 'Offre modifiée'));
  });
});
