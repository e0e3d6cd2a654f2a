import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../platform/lifecycle.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

const lifecycle = createLifecycle();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ lifecycle });
}, 30_000);

afterAll(async () => t.close());

describe('GET /healthz and GET /readyz', () => {
  it('/healthz answers 200 without a session, not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 while a migration is pending, then 200 once every migration is recorded', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    const last = rows[0]?.name ?? '';
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    const pending = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'migrations pending' });
    await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while draining; /healthz still 200', async () => {
    lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    const other = await buildTestApp();
    await other.db.close();
    const response = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database unreachable' });
    await other.app.close();
  });

  it('echoes the balancer request id, or makes one when it is missing or malformed', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a\nfake log line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
