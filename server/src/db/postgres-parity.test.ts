import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN } from './seeds/core.seed.ts';
import { JEAN } from '../testing/identity-fixtures.ts';
import { loginAs } from '../testing/login.ts';
import { tokenLinkOf } from '../testing/mail-links.ts';
import { type PostgresTarget, startPostgres } from '../testing/postgres-cluster.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgDatabase } from './pg-database.ts';

const target = await startPostgres();
if ('skipReason' in target) console.warn(`PostgreSQL parity tests skipped: ${target.skipReason}`);

describe.skipIf('skipReason' in target)('the same SQL on PostgreSQL (DATABASE_URL)', () => {
  const server = target as PostgresTarget;
  let db: Database;
  let t: TestApp;
  beforeAll(async () => {
    db = await openPgDatabase(server.url);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    t = await buildTestApp({ db });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await db.close();
    server.stop();
  });
  beforeEach(async () => t.reset());

  it('applies every migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('parses dates, arrays and counts like PGlite', async () => {
    const { rows } = await db.query<{ date_naissance: string; roles: string[]; n: number }>(
      `SELECT m.date_naissance, a.roles, (SELECT count(*) FROM members) AS n
         FROM accounts a JOIN members m ON m.id = a.member_id WHERE a.user_name = $1`,
      [DEMO_MEMBER_LOGIN],
    );
    expect(rows[0]).toEqual({ date_naissance: '1985-05-12', roles: ['User'], n: 7 });
  });

  it('walks register → activate → login → logout', async () => {
    const agent = t.agent();
    expect((await agent.post('/api/identity/register', JEAN)).statusCode).toBe(202);
    const { code, userId } = tokenLinkOf((await t.outbox(JEAN.email))[0]);
    const password = 'Postgres#2025';
    const body = { password, confirmPassword: password, code, userId };
    expect((await agent.post('/api/identity/activate-user', body)).statusCode).toBe(200);
    expect((await agent.post('/api/identity/activate-user', body)).statusCode).toBe(400);
    await loginAs(agent, JEAN.email, password);
    expect((await agent.get('/api/identity/current-user')).json()).toMatchObject({ nom: 'Martin' });
    expect((await agent.post('/api/identity/logout')).statusCode).toBe(200);
  });

  it('expires tokens and rolls back a failed transaction', async () => {
    await t.agent().post('/api/identity/register', JEAN);
    const { code, userId } = tokenLinkOf((await t.outbox(JEAN.email))[0]);
    t.clock.advance(24 * 3600_000 + 1);
    const expired = await t
      .agent()
      .post('/api/identity/check-token', { purpose: 'Confirmation', code, userId });
    expect(expired.statusCode).toBe(400);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE members SET nom = 'X' WHERE id = 'M002'");
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const { rows } = await db.query<{ nom: string }>("SELECT nom FROM members WHERE id = 'M002'");
    expect(rows[0]?.nom).toBe('Martin');
  });

  it('survives an idle connection ended by the server (the pool reopens one)', async () => {
    const lost: Error[] = [];
    const other = await openPgDatabase(server.url, { max: 2, onIdleError: (error) => lost.push(error) });
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await db.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    await expect.poll(() => lost.length).toBe(1);
    expect((await other.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await other.close();
    expect(lost).toHaveLength(1);
  });
});
