import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { FakeClock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/job-queue.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { cryptoRandom } from '../platform/random.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { truncateAll } from '../testing/test-app.ts';
import type { Mailer } from './mailer.ts';
import {
  OUTBOX_QUEUE,
  SMTP_FIRST_RETRY_DELAY_MS,
  SMTP_MAX_ATTEMPTS,
  createOutboxMailer,
} from './outbox-mailer.ts';

/** A real SMTP server on loopback (smtp-server, nodemailer's sibling) that can be told to refuse. */
class LoopbackSmtp {
  readonly received: string[] = [];
  refusals = 0;
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusals > 0) {
          this.refusals -= 1;
          const error = Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 });
          callback(error);
          return;
        }
        this.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((done) => this.#server.listen(0, '127.0.0.1', done));
    return `smtp://127.0.0.1:${String((this.#server.server.address() as AddressInfo).port)}`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.#server.close(() => done()));
  }
}

const errors: unknown[] = [];
const logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (fields: unknown) => errors.push(fields),
};

describe('outbox mailer over SMTP (SMTP_URL)', () => {
  let db: Database;
  let smtp: LoopbackSmtp;
  let smtpUrl: string;
  let dir: string;
  let jobs: JobQueue;
  let mailer: Mailer;

  /** The mailer on a job queue: workers off (jobs run in `flush`), or on (they run in the background). */
  async function startMailer(workers: boolean): Promise<void> {
    jobs = createPgBossJobQueue({ db, logger, workers, pollingIntervalSeconds: 0.5 });
    mailer = createOutboxMailer({
      db,
      clock: new FakeClock(),
      random: cryptoRandom,
      logger,
      jobs,
      outboxDir: dir,
      from: 'Mutuelle Test <no-reply@example.fr>',
      smtpUrl,
    });
    await jobs.start();
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = new LoopbackSmtp();
    smtpUrl = await smtp.listen();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });
  beforeEach(async () => {
    await truncateAll(db);
    smtp.received.length = 0;
    smtp.refusals = 0;
    errors.length = 0;
    dir = await mkdtemp(join(tmpdir(), 'portail-smtp-'));
  });
  afterEach(async () => {
    await jobs.close();
    await mailer.close();
    await rm(dir, { recursive: true, force: true });
  });

  const activationMail = {
    kind: 'mail' as const,
    template: 'activate-user',
    to: 'jean.martin@example.fr',
    subject: 'Activez votre espace adhérent',
    text: 'Bonjour, ouvrez ce lien pour activer votre compte : http://127.0.0.1:8080/#/activate-user?code=c1',
  };

  async function row(id: string) {
    const { rows } = await db.query<{
      dispatched_at: Date | null;
      last_error: string | null;
      smtp_attempts: number;
    }>('SELECT dispatched_at, last_error, smtp_attempts FROM outbox WHERE id = $1', [id]);
    return rows[0];
  }

  /** Whether the message's job waits for its retry at least `seconds`; then makes that retry due now. */
  async function retryWaits(seconds: number): Promise<boolean> {
    const { rows } = await db.query<{ waits: boolean }>(
      `SELECT start_after >= now() + make_interval(secs => $2) AS waits FROM pgboss.job
        WHERE name = $1 AND state = 'retry'`,
      [OUTBOX_QUEUE, seconds - 1],
    );
    await db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [
      OUTBOX_QUEUE,
    ]);
    return rows.length === 1 && rows[0]?.waits === true;
  }

  it('delivers each mail to the SMTP server and keeps its .eml copy', async () => {
    await startMailer(false);
    const id = await mailer.enqueue(activationMail);
    await mailer.flush();

    expect(smtp.received).toHaveLength(1);
    const delivered = smtp.received[0] ?? '';
    expect(delivered).toContain('To: jean.martin@example.fr');
    expect(delivered).toContain('From: Mutuelle Test <no-reply@example.fr>');
    // quoted-printable body: soft line breaks and '=' encoded
    expect(delivered.replace(/=\r?\n/g, '').replaceAll('=3D', '=')).toContain(
      'http://127.0.0.1:8080/#/activate-user?code=c1',
    );
    expect(await readdir(dir)).toEqual([expect.stringMatching(new RegExp(`-${id}\\.eml$`))]);
    expect((await row(id))?.dispatched_at).toBeInstanceOf(Date);
  });

  it('retries a mail the SMTP server refused for the moment, later, with one .eml file', async () => {
    await startMailer(false);
    smtp.refusals = 2;
    const id = await mailer.enqueue(activationMail);

    await mailer.flush();
    expect(smtp.received).toHaveLength(0);
    expect(await row(id)).toMatchObject({ dispatched_at: null, last_error: null, smtp_attempts: 1 });
    // Not before its delay…
    await mailer.flush();
    expect((await row(id))?.smtp_attempts).toBe(1);
    // …then refused once more (the delay about doubles), then delivered.
    expect(await retryWaits(SMTP_FIRST_RETRY_DELAY_MS / 1000)).toBe(true);
    await mailer.flush();
    expect((await row(id))?.smtp_attempts).toBe(2);
    expect(await retryWaits((2 * SMTP_FIRST_RETRY_DELAY_MS) / 1000)).toBe(true);
    await mailer.flush();

    expect(smtp.received).toHaveLength(1);
    expect((await row(id))?.dispatched_at).toBeInstanceOf(Date);
    expect(await readdir(dir)).toHaveLength(1);
    // The log names the message and the error, never the recipient nor the link.
    expect(JSON.stringify(errors)).not.toMatch(/jean\.martin|code=c1/);
  });

  it('gives a mail up after the last attempt and keeps sending the others', async () => {
    await startMailer(false);
    smtp.refusals = SMTP_MAX_ATTEMPTS;
    const id = await mailer.enqueue(activationMail);
    for (let attempt = 1; attempt <= SMTP_MAX_ATTEMPTS; attempt += 1) {
      await mailer.flush();
      expect((await row(id))?.smtp_attempts).toBe(attempt);
      if (attempt < SMTP_MAX_ATTEMPTS) expect(await retryWaits(SMTP_FIRST_RETRY_DELAY_MS / 1000)).toBe(true);
    }
    expect(await row(id)).toMatchObject({ dispatched_at: null, smtp_attempts: SMTP_MAX_ATTEMPTS });
    expect((await row(id))?.last_error).toContain('451');
    await mailer.flush();
    expect((await row(id))?.smtp_attempts).toBe(SMTP_MAX_ATTEMPTS);

    const next = await mailer.enqueue({ ...activationMail, to: 'sophie.durand@example.fr' });
    await mailer.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: sophie.durand@example.fr');
    expect((await row(next))?.dispatched_at).toBeInstanceOf(Date);
  });

  it('dispatches in the background on a server (workers on), woken at once by kick', async () => {
    await startMailer(true);
    const id = await mailer.enqueue(activationMail);

    mailer.kick();

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    expect((await row(id))?.dispatched_at).toBeInstanceOf(Date);
  });

  it('attaches the stored document it references to the .eml and to the SMTP delivery (a PDF part)', async () => {
    await startMailer(false);
    const pdf = paddedPdf(4096);
    await db.query(
      `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id,
                                   index_ged, created_at, content)
       VALUES ('pec-1', 'pec.pdf', $1, 'application/pdf', 'prise-en-charge', NULL, NULL, $2, $3)`,
      [pdf.length, new Date(), pdf],
    );
    const id = await mailer.enqueue({
      ...activationMail,
      template: 'prise-en-charge-etablissement',
      to: 'admissions@clinique.example',
      attachments: [
        {
          remoteFileName: 'pec-1',
          fileName: 'Prise en charge DEM-2026-0000001.pdf',
          contentType: 'application/pdf',
        },
      ],
    });
    await mailer.flush();

    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    for (const message of [eml, smtp.received[0] ?? '']) {
      const part = pdfPart(message);
      expect(part.headers).toMatch(/Content-Disposition: attachment;\s+filename\*?=/);
      expect(part.headers).toContain('Prise en charge DEM-2026-0000001.pdf');
      expect(part.content.equals(pdf)).toBe(true);
    }
    expect((await row(id))?.dispatched_at).toBeInstanceOf(Date);
  });

  it('never sends a mail without the document it references: a failed attempt, retried later', async () => {
    await startMailer(false);
    const id = await mailer.enqueue({
      ...activationMail,
      attachments: [{ remoteFileName: 'absent', fileName: 'absent.pdf', contentType: 'application/pdf' }],
    });
    await mailer.flush();
    expect(smtp.received).toEqual([]);
    expect((await row(id))?.smtp_attempts).toBe(1);
  });
});

/** The `application/pdf` part of a MIME message: its headers and its decoded (base64) bytes. */
function pdfPart(message: string): { headers: string; content: Buffer } {
  const start = message.indexOf('Content-Type: application/pdf');
  expect(start, 'a PDF part').toBeGreaterThan(0);
  const rest = message.slice(start);
  const blank = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, blank);
  const body = rest.slice(blank).split(/\r?\n--/)[0] ?? '';
  return { headers, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}
