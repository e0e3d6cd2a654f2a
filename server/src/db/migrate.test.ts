import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { FakeClock } from '../platform/clock.ts';
import { silentLogger } from '../platform/logger.ts';
import { cryptoRandom } from '../platform/random.ts';
import { createEmptyTestDatabase } from '../testing/test-database.ts';
import { migrate, migrationNames, migrationsDone } from './migrate.ts';
import { openPgDatabase } from './pg-database.ts';

/** The last migration before the stateless-instances one: the schema of the previous version. */
async function previousVersion(): Promise<string> {
  const before = (await migrationNames()).filter((name) => name < '070');
  const last = before.at(-1);
  if (!last) throw new Error('no migration before 070');
  return last;
}

describe('versioned migrations', () => {
  it('upgrades a database of the previous version without losing its rows', { timeout: 60_000 }, async () => {
    const db = await createEmptyTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'portail-migrate-'));
    try {
      const previous = await previousVersion();
      await migrate(db, undefined, { until: previous });
      expect(await migrationsDone(db)).toBe(false);
      await db.exec(`
        INSERT INTO members (id, numero_contrat, civilite, nom, prenom, date_naissance, code_postal)
          VALUES ('M900', '9000001', 'M', 'Ancien', 'Paul', '1970-01-02', '75001');
        INSERT INTO accounts (id, member_id, user_name, email, status, created_at)
          VALUES ('A900', 'M900', 'paul@example.fr', 'paul@example.fr', 'active', now());
        INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id, created_at)
          VALUES ('0f000000-0000-4000-8000-000000000000.pdf', 'rib.pdf', 42, 'application/pdf', 'file', 'A900', now());
        INSERT INTO outbox (id, kind, template, recipient, subject, text_body, created_at)
          VALUES ('O900', 'mail', 'test', 'paul@example.fr', 'Avant la mise à jour', 'Bonjour', now());`);

      const applied = await migrate(db);
      expect(applied).toContain('070_stateless_instances.sql');
      expect(await migrationsDone(db)).toBe(true);
      const { rows: accounts } = await db.query(
        'SELECT a.user_name, m.nom FROM accounts a JOIN members m ON m.id = a.member_id WHERE a.id = $1',
        ['A900'],
      );
      expect(accounts).toEqual([{ user_name: 'paul@example.fr', nom: 'Ancien' }]);
      const { rows: files } = await db.query('SELECT size, content FROM uploaded_files');
      expect(files).toEqual([{ size: 42, content: null }]);

      // The message queued before the upgrade (no job on the queue) is still dispatched, once, by the new dispatcher.
      const jobs = createPgBossJobQueue({ db, logger: silentLogger, workers: false });
      const mailer = createOutboxMailer({
        db,
        clock: new FakeClock(),
        random: cryptoRandom,
        logger: silentLogger,
        jobs,
        outboxDir: join(dataDir, 'outbox'),
        from: 'Test <t@example.fr>',
      });
      await jobs.start();
      await mailer.flush();
      await mailer.flush();
      await jobs.close();
      await mailer.close();
      const { rows: outbox } = await db.query<{ sent: boolean }>(
        'SELECT dispatched_at IS NOT NULL AS sent FROM outbox WHERE id = $1',
        ['O900'],
      );
      expect(outbox).toEqual([{ sent: true }]);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('applies each migration once when several instances start together', { timeout: 60_000 }, async () => {
    const db = await createEmptyTestDatabase();
    // On PostgreSQL, four pools (four "instances") race; PGlite has one connection (the same code path).
    const others = db.url ? await Promise.all([1, 2, 3].map(() => openPgDatabase(db.url ?? ''))) : [];
    try {
      const results = await Promise.all([db, ...others].map((instance) => migrate(instance)));
      const applied = results.flat().sort();
      expect(applied).toEqual(await migrationNames());
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]?.n).toBe(applied.length);
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await db.close();
    }
  });
});
