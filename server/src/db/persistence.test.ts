import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEAN } from '../testing/identity-fixtures.ts';
import { loginAs } from '../testing/login.ts';
import { tokenLinkOf } from '../testing/mail-links.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

const CHILD = fileURLToPath(new URL('../testing/durability-child.ts', import.meta.url));

describe('persistence of the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portail-persist-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it(
    'keeps an activated account across a restart on the same data directory',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(dir, 'restart');
      const first = await openDatabase({ dataDir });
      await migrate(first);
      const before = await buildTestApp({ db: first, dataDir });
      await before.agent().post('/api/identity/register', JEAN);
      const { code, userId } = tokenLinkOf((await before.outbox(JEAN.email))[0]);
      const password = 'Persistant#1';
      const activated = await before
        .agent()
        .post('/api/identity/activate-user', { password, confirmPassword: password, code, userId });
      expect(activated.statusCode).toBe(200);
      await before.close();
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await migrate(second)).toEqual([]);
      const after = await buildTestApp({ db: second, dataDir });
      try {
        await loginAs(after.agent(), JEAN.email, password);
      } finally {
        await after.close();
        await second.close();
      }
    },
  );

  it('loses no acknowledged write when the process is killed with SIGKILL', { timeout: 60_000 }, async () => {
    const dataDir = join(dir, 'kill');
    const child = spawn(process.execPath, [CHILD, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const acked = await new Promise<number>((resolve, reject) => {
      let last = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        for (const match of chunk.toString().matchAll(/acked (\d+)/g)) last = Number(match[1]);
        if (last >= 25 && !child.killed) {
          child.kill('SIGKILL');
          resolve(last);
        }
      });
      child.on('exit', (code, signal) => {
        if (signal !== 'SIGKILL') reject(new Error(`child exited early (${code}): ${errors}`));
      });
    });
    await new Promise((resolve) => child.once('close', resolve));
    const db = await openPgliteDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM app_secrets WHERE name LIKE 'probe-%'",
      );
      expect(rows[0]?.n).toBeGreaterThanOrEqual(acked);
    } finally {
      await db.close();
    }
  });
});
