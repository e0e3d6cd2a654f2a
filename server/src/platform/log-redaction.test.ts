import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../testing/member-session.ts';
import { CSRF_COOKIE } from '../http/cookie-names.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import { tokenLinkOf } from '../testing/mail-links.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { createLogger } from './pino-logger.ts';

/** A member of the seed registering with a NIR (Monaco number, member M006). */
const GIULIA = {
  numeroContrat: '',
  nir: '9800012345678',
  nom: 'ROSSI',
  prenom: 'giulia',
  dateNaissance: '1990-04-02',
  codePostal: '98000',
  email: 'giulia.rossi@example.mc',
  iban: '7301',
  password: 'Monaco#2026',
  confirmPassword: 'Monaco#2026',
  cgu: true,
  consentements: [],
  dematerialization: false,
};
const IBAN = 'FR7630004008230001234564521';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ logger: createLogger('trace', capture) });
  t.clock.set(new Date());
}, 30_000);

afterAll(async () => t.close());

describe('the JSON logs of a full journey', () => {
  it('write one line per request with the id from X-Request-Id, method, route, status and duration', async () => {
    await t.agent().get('/api/config/portal', { headers: { 'x-request-id': 'lb-4242' } });
    const line = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((l) => l['reqId'] === 'lb-4242');
    expect(line).toMatchObject({ method: 'GET', route: '/api/config/portal', status: 200, msg: 'request' });
    expect(line?.['durationMs']).toEqual(expect.any(Number));
  });

  it('never contain a password, token, code, cookie, IBAN, NIR or e-mail address', async () => {
    const secrets: Record<string, string> = {
      password: GIULIA.password,
      'demo password': DEMO_PASSWORD,
      email: GIULIA.email,
      'demo e-mail': DEMO_MEMBER_LOGIN,
      NIR: GIULIA.nir,
      IBAN: IBAN,
    };
    const visitor = t.agent();
    expect((await visitor.post('/api/identity/register', GIULIA)).statusCode).toBe(202);
    const link = tokenLinkOf((await t.outbox(GIULIA.email))[0]);
    secrets['activation code'] = link.code;
    const activated = await visitor.post('/api/identity/activate-user', {
      password: GIULIA.password,
      confirmPassword: GIULIA.password,
      code: link.code,
      userId: link.userId,
    });
    expect(activated.statusCode).toBe(200);
    await loginAs(visitor, GIULIA.email, GIULIA.password);
    for (const [name, value] of visitor.cookies) secrets[`cookie ${name}`] = value;

    const member = t.agent();
    await loginAs(member, DEMO_MEMBER_LOGIN, DEMO_PASSWORD);
    await member.post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'VERIFY_AMF' });
    const code = /\b(\d{6})\b/.exec((await t.outbox(DEMO_MEMBER_LOGIN))[0]?.text ?? '')?.[1] ?? '';
    secrets['security code'] = code;
    const verified = await member.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'VERIFY_AMF',
    });
    expect(verified.statusCode).toBe(200);
    await t.db.query(
      `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id, created_at)
       VALUES ('log-rib.pdf', 'rib.pdf', 1200, 'application/pdf', 'rib', $1, $2)`,
      [DEMO_ACCOUNT_ID, t.clock.now()],
    );
    const bank = await member.post('/api/adherent/modalite-paiement-prestation/form', {
      data: {
        titulaire: 'Marie Dupont',
        iban: IBAN,
        bic: 'BNPAFRPP',
        rib: [{ remoteFileName: 'log-rib.pdf', localFileName: 'rib.pdf', size: 1200, inputName: 'rib' }],
        contrat: {
          numContrat: '1000001-01',
          nomOffre: 'Santé Essentielle Famille',
          rib: null,
          codeModePaiement: 'VIR',
          hadRib: false,
        },
      },
    });
    expect(bank.statusCode).toBe(200);
    for (const [name, value] of member.cookies) secrets[`cookie ${name}`] = value;
    expect(member.cookies.get(CSRF_COOKIE)).toBeTruthy();

    const log = lines.join('\n');
    expect(log).toContain('"route":"/api/adherent/modalite-paiement-prestation/form","status":200');
    const leaked = Object.entries(secrets)
      .filter(([, value]) => value !== '' && log.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    expect(Object.values(secrets).every((value) => value.length >= 6)).toBe(true);
  });

  it('redact those fields whatever object carries them', () => {
    const own: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          own.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    logger.info({ email: 'a@b.fr', body: { password: 'p4ss', iban: 'FR76', nir: '1234' }, ok: 'kept' }, 'x');
    expect(own.join('')).not.toMatch(/a@b\.fr|p4ss|FR76|1234/);
    expect(own.join('')).toContain('kept');
  });
});
