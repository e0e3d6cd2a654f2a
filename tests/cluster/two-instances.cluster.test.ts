import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../server/src/db/migrate.ts';
import { renderTextPdf } from '../../server/src/documents/simple-pdf.ts';
import { multipartBody } from '../../server/src/testing/multipart-body.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_ACCOUNT_ID,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
  DEMO_PASSWORD,
} from '../../server/src/db/seeds/core.seed.ts';
import { DEMO_AMF_LOGIN, DEMO_AMF_PHONE } from '../../server/src/db/seeds/amf-demo.seed.ts';
import { LOGIN_LOCKED_MESSAGE } from '../../server/src/identity/login/login-page.ts';
import { createOutboxMailer } from '../../server/src/mail/outbox-mailer.ts';
import { systemClock } from '../../server/src/platform/clock.ts';
import { silentLogger } from '../../server/src/platform/logger.ts';
import { createPgBossJobQueue } from '../../server/src/platform/pg-boss-job-queue.ts';
import { cryptoRandom } from '../../server/src/platform/random.ts';
import { Browser } from './support/browser.ts';
import { type TwoInstances, startTwoInstances } from './support/two-instances.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';
import { insertBulkMembers } from '../../server/src/bench/bulk-members.ts';

let cluster: TwoInstances;
let A: string;
let B: string;

beforeAll(async () => {
  cluster = await startTwoInstances();
  A = cluster.a.baseUrl;
  B = cluster.b.baseUrl;
});

afterAll(async () => cluster?.close());

/** The 6-digit code of the newest mail to `recipient`, read from the shared outbox table. */
async function lastCode(recipient: string): Promise<string> {
  const { rows } = await cluster.db.query<{ text_body: string }>(
    'SELECT text_body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${recipient}`);
  return code;
}

/** A staff member signed in on `base`: the password, then the security code mailed to them (always asked of staff). */
async function signedInStaff(ip: string, base: string, login: string): Promise<Browser> {
  const browser = new Browser(ip);
  const step = await browser.login(base, login, DEMO_PASSWORD);
  expect(step.headers.get('location')).toMatch(/^\/api\/identity\/login\/code/);
  const done = await browser.form(base, '/api/identity/login/code', { securityCode: await lastCode(login) });
  expect(done.status).toBe(303);
  return browser;
}

async function signedInOnA(ip: string): Promise<Browser> {
  const browser = new Browser(ip);
  const login = await browser.login(A, DEMO_MEMBER_LOGIN, DEMO_PASSWORD);
  expect(login.status).toBe(303);
  return browser;
}

describe('two server processes on one PostgreSQL', () => {
  it('both migrated the same empty database at start and are ready', async () => {
    for (const base of [A, B]) expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const { rows } = await cluster.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(await migrationNames());
  });

  it('a session opened on A works on B, and logging out on B ends it on A', async () => {
    const browser = await signedInOnA('198.51.100.1');
    const me = await browser.get(B, '/api/identity/current-user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userName: DEMO_MEMBER_LOGIN });
    expect((await browser.post(B, '/api/identity/logout', {})).status).toBe(200);
    expect((await new Browser('198.51.100.1').get(A, '/api/identity/current-user')).status).toBe(401);
    const stale = new Browser('198.51.100.1');
    for (const [name, value] of browser.cookies) stale.cookies.set(name, value);
    expect((await stale.get(A, '/api/identity/current-user')).status).toBe(401);
  });

  it('a staff account disabled on B is signed out on A at its next request (« Habilitations »)', async () => {
    const consultant = await signedInStaff('198.51.100.7', A, DEMO_CONSULTANT_LOGIN);
    // Both instances have the session in their cache now.
    for (const base of [A, B]) expect((await consultant.get(base, '/api/admin/me')).status).toBe(200);
    const admin = await signedInStaff('198.51.100.8', B, DEMO_ADMIN_LOGIN);
    const disabled = await admin.post(B, `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/disable`, {});
    expect(disabled.status).toBe(200);
    for (const base of [A, B]) expect((await consultant.get(base, '/api/admin/me')).status).toBe(401);
    expect((await admin.post(A, `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/enable`, {})).status).toBe(
      200,
    );
  });

  it('a consultation opened on A makes B refuse every write of the member space, until it ends on B', async () => {
    const consultant = await signedInStaff('198.51.100.21', A, DEMO_CONSULTANT_LOGIN);
    // B has the agent's session in its cache before the consultation opens: the opening must void it.
    expect(
      (await (await consultant.get(B, '/api/identity/current-user')).json()) as object,
    ).not.toHaveProperty('consultation');
    const opened = await consultant.post(A, '/api/admin/adherents/1000001/consultations', {
      categorie: 'appel-adherent',
      motif: "L'adhérente ne voit pas son remboursement",
    });
    expect(opened.status).toBe(201);
    const onB = await consultant.get(B, '/api/identity/current-user');
    expect(await onB.json()).toMatchObject({
      prenom: 'Marie',
      nom: 'Dupont',
      consultation: { agentRole: 'Consultant' },
    });
    const write = await consultant.post(B, '/api/forms/consentement/form', {
      data: { nomConsentement: 'newsletter', isAccepted: true },
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'FLOW.CONSULTATION_LECTURE_SEULE' });
    expect((await consultant.post(B, '/api/admin/consultations/courante/fin', {})).status).toBe(204);
    const afterEnd = (await (await consultant.get(A, '/api/identity/current-user')).json()) as object;
    expect(afterEnd).not.toHaveProperty('consultation');
    const { rows } = await cluster.db.query<{ accepted: boolean | null }>(
      "SELECT accepted FROM member_consents WHERE member_id = 'M001' AND nom = 'newsletter'",
    );
    expect(rows).toEqual([{ accepted: null }]);
  });

  it('a sign-in step started on A (password) is finished on B (security code), and the code is spent', async () => {
    const browser = new Browser('198.51.100.9');
    const login = await browser.login(A, DEMO_AMF_LOGIN, DEMO_PASSWORD);
    expect(login.headers.get('location')).toBe('/api/identity/login/code?avis=sent');
    expect((await browser.get(B, '/api/identity/current-user')).status).toBe(401);
    const code = await lastCode(DEMO_AMF_PHONE);
    const done = await browser.form(B, '/api/identity/login/code', { securityCode: code });
    expect(done.status).toBe(303);
    expect((await browser.get(A, '/api/identity/current-user')).status).toBe(200);
    const replay = new Browser('198.51.100.10');
    await replay.login(B, DEMO_AMF_LOGIN, DEMO_PASSWORD);
    const late = await replay.form(A, '/api/identity/login/code', { securityCode: code });
    expect(late.status).not.toBe(303);
  });

  it('an anti-forgery token issued by A is accepted by B, and a forged one refused by both', async () => {
    const browser = await signedInOnA('198.51.100.2');
    await browser.get(A, '/api/identity/current-user');
    const token = browser.xsrf;
    expect(token).not.toBe('');
    const onB = await browser.post(B, '/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'VERIFY_AMF',
    });
    expect(onB.status).toBe(200);
    expect(browser.xsrf).toBe(token);
    for (const base of [A, B]) {
      const forged = await browser.post(
        base,
        '/api/identity/security-code/send',
        { sendType: 'MAIL', operation: 'VERIFY_AMF' },
        { 'x-xsrf-token': `${token.slice(0, -2)}xx` },
      );
      expect(forged.status).toBe(403);
    }
  });

  it('a security code sent by A is checked on B, then dead on either', async () => {
    const browser = await signedInOnA('198.51.100.3');
    const sent = await browser.post(A, '/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'VERIFY_AMF',
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(DEMO_MEMBER_LOGIN);
    const verify = { securityCode: code, operation: 'VERIFY_AMF' };
    const onB = await browser.post(B, '/api/identity/security-code/verify', verify);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual({ valid: true });
    for (const base of [A, B]) {
      const again = await browser.post(base, '/api/identity/security-code/verify', verify);
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: 'SECURITY_CODE.USED' });
    }
  });

  it('a file uploaded on A is used on B (bank details), its bytes kept in the database', async () => {
    const browser = await signedInOnA('198.51.100.4');
    const pdf = renderTextPdf('RIB', ['FR76 3000 4008 2300 0123 4564 521']);
    const { payload, headers } = multipartBody([
      { field: 'rib', name: 'rib.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    const uploaded = await browser.post(A, '/api/upload', new Blob([new Uint8Array(payload)]), headers);
    expect(uploaded.status).toBe(200);
    const { fileNames } = (await uploaded.json()) as { fileNames: Record<string, unknown>[] };
    const bank = await browser.post(B, '/api/adherent/modalite-paiement-prestation/form', {
      data: {
        titulaire: 'Marie Dupont',
        iban: 'FR7630004008230001234564521',
        bic: 'BNPAFRPP',
        rib: fileNames,
        contrat: {
          numContrat: '1000001-01',
          nomOffre: 'Santé Essentielle Famille',
          rib: null,
          codeModePaiement: 'VIR',
          hadRib: false,
        },
      },
    });
    expect(bank.status).toBe(200);
    const { rows } = await cluster.db.query<{ content: Buffer }>(
      'SELECT content FROM uploaded_file_contents WHERE remote_file_name = $1',
      [fileNames[0]?.['remoteFileName']],
    );
    expect(Buffer.compare(rows[0]?.content ?? Buffer.alloc(0), pdf)).toBe(0);
  });

  it('a request sent on A with 3 documents of 5 MiB is taken and accepted on B (« Demandes »)', async () => {
    const member = await signedInOnA('198.51.100.41');
    const files = [1, 2, 3].map((n) => ({
      field: 'devis',
      name: `devis-${String(n)}.pdf`,
      content: paddedPdf(5 * 1024 * 1024, randomBytes),
      contentType: 'application/pdf',
    }));
    const { payload, headers } = multipartBody(files);
    const uploaded = await member.post(A, '/api/upload', new Blob([new Uint8Array(payload)]), headers);
    expect(uploaded.status).toBe(200);
    const { fileNames } = (await uploaded.json()) as { fileNames: { remoteFileName: string }[] };
    // Sent as « Mes demandes » sends it: the hospital coverage form, its quotes the uploads of the member's session.
    const admission = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const sent = await member.post(
      A,
      '/api/adherent/demandes/form',
      {
        data: {
          type: 'prise-en-charge-hospitaliere',
          beneficiaire: 'P0010001',
          etablissement: {
            nom: 'Hôpital de la Pitié-Salpêtrière',
            finess: '750100125',
            codePostal: '75013',
            email: 'admissions@hopital.example',
          },
          dateAdmission: admission,
          typeHospitalisation: 'complete',
          devis: fileNames.map((file) => file.remoteFileName),
        },
      },
      { 'x-contrat-courant': '1000001-01' },
    );
    expect(sent.status).toBe(200);
    const { demande } = (await sent.json()) as { demande: { id: string } };
    const manager = await signedInStaff('198.51.100.42', B, DEMO_GESTIONNAIRE_LOGIN);
    const path = `/api/admin/demandes/${demande.id}`;
    const page = (await (await manager.get(B, path)).json()) as {
      version: number;
      pieces: { url: string; taille: number }[];
    };
    expect(page.pieces.map((piece) => piece.taille)).toEqual(files.map((file) => file.content.length));
    const viewed = await manager.get(B, page.pieces[2]?.url ?? '');
    expect(viewed.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.compare(Buffer.from(await viewed.arrayBuffer()), files[2]?.content ?? Buffer.alloc(0)),
    ).toBe(0);
    const taken = await manager.post(B, `${path}/attribution`, { version: page.version });
    expect(taken.status).toBe(200);
    const accepted = await manager.post(B, `${path}/acceptation`, {
      version: ((await taken.json()) as { version: number }).version,
    });
    expect(accepted.status).toBe(200);
    const done = (await accepted.json()) as { statut: string; pieces: { origine: string }[] };
    expect(done.statut).toBe('acceptee');
    expect(done.pieces.filter((piece) => piece.origine === 'gestionnaire')).toHaveLength(1);
    const seenOnA = (await (await manager.get(A, path)).json()) as { statut: string };
    expect(seenOnA.statut).toBe('acceptee');
  });

  it('100 mails queued while both run are each delivered once', async () => {
    const before = cluster.smtp.received.length;
    // Queued by a third process (its queue's workers off): each message with its job, A and B dispatch them.
    const jobs = createPgBossJobQueue({ db: cluster.db, logger: silentLogger, workers: false });
    const mailer = createOutboxMailer({
      db: cluster.db,
      clock: systemClock,
      random: cryptoRandom,
      logger: silentLogger,
      jobs,
      outboxDir: cluster.dataDirs[0] ?? '',
      from: 'Cluster <cluster@example.fr>',
    });
    await jobs.start();
    for (let n = 0; n < 100; n += 1) {
      const to = `cluster${String(n)}@example.fr`;
      await mailer.enqueue({
        kind: 'mail',
        template: 'cluster',
        to,
        subject: `Cluster mail ${String(n)}`,
        text: 'corps',
      });
    }
    await jobs.close();
    const deadline = Date.now() + 45_000;
    while (cluster.smtp.received.length - before < 100 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const subjects = cluster.smtp.received
      .slice(before)
      .map((message) => /^Subject: (.*)$/m.exec(message)?.[1] ?? '')
      .filter((subject) => subject.startsWith('Cluster mail'));
    expect(subjects).toHaveLength(100);
    expect(new Set(subjects).size).toBe(100);
    const { rows } = await cluster.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE template = 'cluster' AND dispatched_at IS NOT NULL",
    );
    expect(rows[0]?.n).toBe(100);
  });

  it('a notification sent on A to 3,000 members is delivered once each across A and B (« Notifications »)', async () => {
    await insertBulkMembers(cluster.db, { count: 3_000, analyze: false });
    const staff = await signedInStaff('198.51.100.43', A, DEMO_ADMIN_LOGIN);
    const created = await staff.post(A, '/api/admin/notifications', {
      titre: 'Notification du cluster',
      texteHtml: '<p>Une fois par adhérent.</p>',
      audienceId: 'audience-tous',
      canaux: ['portail'],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    let state = { statut: 'programmee', progression: { total: 0, livrees: 0, aLivrer: 1, echecs: 0 } };
    const deadline = Date.now() + 60_000;
    while (state.statut !== 'envoyee' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = (await (await staff.get(B, `/api/admin/notifications/${id}`)).json()) as typeof state;
    }
    expect(state.statut).toBe('envoyee');
    const { rows } = await cluster.db.query<{ members: number; rows: number; audience: number }>(
      `SELECT count(DISTINCT member_id)::int AS members, count(*)::int AS rows,
              (SELECT count(*)::int FROM members) AS audience
         FROM member_notifications WHERE source_kind = 'campagne' AND source_id = $1`,
      [id],
    );
    expect(rows[0]?.rows).toBe(rows[0]?.audience);
    expect(rows[0]?.members).toBe(rows[0]?.audience);
    expect(state.progression).toMatchObject({ livrees: rows[0]?.audience, aLivrer: 0, echecs: 0 });
  });

  it('a content published on A is what B serves at its next request (read cache keyed on the content version)', async () => {
    const staff = await signedInStaff('198.51.100.40', A, DEMO_ADMIN_LOGIN);
    const member = new Browser('198.51.100.41');
    const block = '/api/cms/blocklists?name=Register_Help';
    const item = '/api/admin/contents/cms-register-help';
    const timings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      // B has the block in its read cache before each publication.
      expect((await member.get(B, block)).status).toBe(200);
      const opened = (await (await staff.get(A, item)).json()) as { version: number };
      const marker = `Publié sur A, tour ${String(round)}, ${randomBytes(4).toString('hex')}`;
      const text = { title: "Besoin d'aide ?", content: `<p class="texte-chapo">${marker}</p>` };
      const saved = await staff.post(A, `${item}/draft`, { version: opened.version, ...text }, {}, 'PUT');
      expect(saved.status).toBe(200);
      const started = performance.now();
      const published = await staff.post(A, `${item}/publish`, { version: opened.version + 1 });
      expect(published.status).toBe(200);
      const seen = await member.get(B, block);
      const elapsed = performance.now() - started;
      expect(await seen.text()).toContain(marker);
      timings.push(elapsed);
    }
    // Publish on A and the very next read on B, both answered: well under the 1 s the issue asks.
    expect(Math.max(...timings)).toBeLessThan(1_000);
    console.log(
      `cluster: publish on A → new text read on B in ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
        `(publish request + first read on B; max ${Math.max(...timings).toFixed(0)} ms)`,
    );
    const page = '/api/cms/blocklists?name=Pages_Statiques&itemName=cgu';
    expect((await member.get(B, page)).status).toBe(200);
    const cgu = (await (await staff.get(A, '/api/admin/contents/cms-page-cgu')).json()) as {
      version: number;
    };
    const hidden = await staff.post(A, '/api/admin/contents/cms-page-cgu/unpublish', {
      version: cgu.version,
    });
    expect(hidden.status).toBe(200);
    expect((await member.get(B, page)).status).toBe(404);
  });

  it('a reference value moved on A is in its new place in the list of B at the next request (no per-process copy)', async () => {
    const staff = await signedInStaff('198.51.100.42', A, DEMO_ADMIN_LOGIN);
    const list = async () =>
      ((await (await fetch(`${B}/api/referentiel/civility`)).json()) as { code: string }[]).map(
        (v) => v.code,
      );
    expect(await list()).toEqual(['M', 'MME', 'MLLE']);
    const page = (await (await staff.get(A, '/api/admin/referentiels/civility/valeurs')).json()) as {
      version: number;
    };
    const moved = await staff.post(A, '/api/admin/referentiels/civility/valeurs/MLLE/deplacement', {
      version: page.version,
      sens: 'haut',
    });
    expect(moved.status).toBe(200);
    expect(await list()).toEqual(['M', 'MLLE', 'MME']);
  });

  it('10 failed logins spread over A and B lock the account on both', async () => {
    for (let n = 0; n < 10; n += 1) {
      const failed = await new Browser(`203.0.113.${String(n + 1)}`).login(
        n % 2 === 0 ? A : B,
        DEMO_MEMBER_LOGIN,
        'Mauvais#Mot2passe',
      );
      expect(failed.status).toBe(200);
    }
    for (const base of [A, B]) {
      const locked = await new Browser('203.0.113.50').login(base, DEMO_MEMBER_LOGIN, DEMO_PASSWORD);
      expect(locked.status).toBe(200);
      expect(await locked.text()).toContain(LOGIN_LOCKED_MESSAGE.replaceAll("'", '&#39;'));
    }
  });

  it('killing A (SIGKILL) right after it acknowledged an upload loses nothing: B uses the file', async () => {
    // The member is locked by the test above: the administrator of the seed uploads.
    const browser = new Browser('198.51.100.5');
    expect((await browser.login(A, DEMO_ADMIN_LOGIN, DEMO_PASSWORD)).status).toBe(303);
    // Staff always type the mailed security code after the password (issue 24).
    const securityCode = await lastCode(DEMO_ADMIN_LOGIN);
    expect((await browser.form(A, '/api/identity/login/code', { securityCode })).status).toBe(303);
    // 3.5 MiB: written in several segments while it arrives, all durable before the answer.
    const pdf = paddedPdf(3.5 * 1024 * 1024, randomBytes);
    const { payload, headers } = multipartBody([
      { field: 'rib', name: 'rib.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    const uploaded = await browser.post(A, '/api/upload', new Blob([new Uint8Array(payload)]), headers);
    expect(uploaded.status).toBe(200);
    await cluster.a.stop('SIGKILL');
    const { fileNames } = (await uploaded.json()) as { fileNames: { remoteFileName: string }[] };
    const { rows } = await cluster.db.query<{ content: Buffer }>(
      'SELECT content FROM uploaded_file_contents WHERE remote_file_name = $1',
      [fileNames[0]?.remoteFileName],
    );
    expect(Buffer.compare(rows[0]?.content ?? Buffer.alloc(0), pdf)).toBe(0);
    expect((await browser.get(B, '/api/identity/current-user')).status).toBe(200);
  });
});
