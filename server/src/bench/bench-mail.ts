import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { systemClock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/job-queue.ts';
import { silentLogger } from '../platform/logger.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { cryptoRandom } from '../platform/random.ts';

/** The bench server's job queue (workers on, as in production) and its outbox mailer, under `dataDir/outbox`. */
export function createBenchMail(db: Database, dataDir: string): { jobs: JobQueue; mailer: Mailer } {
  const jobs = createPgBossJobQueue({ db, logger: silentLogger, workers: true });
  const mailer = createOutboxMailer({
    db,
    clock: systemClock,
    random: cryptoRandom,
    logger: silentLogger,
    jobs,
    outboxDir: join(dataDir, 'outbox'),
    from: 'bench@example.fr',
  });
  return { jobs, mailer };
}
