import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_LOCKED_MESSAGE } from '../../server/src/identity/login/login-page.ts';
import type { TestAgent } from '../../server/src/testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';

const book = new FigureBook('security-brute-force', 'Sécurité — force brute (codes de sécurité, connexion)');
const OPERATION = 'VERIFY_UNAUTHENTICATED_AMF';
const FIFTEEN_MINUTES = 15 * 60_000;
const SESSION_COOKIE = 'portail_session';

let t: TestApp;
let ipCounter = 0;

function agent(): TestAgent {
  ipCounter += 1;
  return t.agent(`10.20.${String(ipCounter >> 8)}.${String(ipCounter & 255)}`);
}

/** The 6-digit code of the last security-code mail sent to `recipient`. */
async function lastCode(recipient: string): Promise<string> {
  const { rows } = await t.db.query<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE lower(recipient) = lower($1) AND template = 'security-code' ORDER BY seq DESC LIMIT 1`,
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.text_body ?? '')?.[1];
  if (code === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code;
}

/** A wrong 6-digit code (never equal to the right one). */
function wrongCode(right: string, n: number): string {
  let candidate = String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0');
  if (candidate === right) candidate = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  return candidate;
}

async function sendCode(client: TestAgent): Promise<string> {
  const sent = await client.post('/api/identity/security-code/send', {
    sendType: 'MAIL',
    operation: OPERATION,
    username: DEMO_MEMBER_LOGIN,
  });
  expect(sent.statusCode).toBe(200);
  return lastCode(DEMO_MEMBER_LOGIN);
}

function verify(client: TestAgent, securityCode: string) {
  return client.post('/api/identity/security-code/verify', {
    securityCode,
    operation: OPERATION,
    username: DEMO_MEMBER_LOGIN,
  });
}

function login(client: TestAgent, password: string, userName = DEMO_MEMBER_LOGIN) {
  return client.submitForm('/api/identity/login', { userName, password, callbackUrl: '/' });
}

function loginMessage(body: string): string {
  if (body.includes(LOGIN_LOCKED_MESSAGE)) return 'bloqué';
  if (body.includes(LOGIN_FAILED_MESSAGE)) return 'refusé';
  return 'autre';
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  book.note(
    'Application réelle (`buildApp`, PGlite, argon2id) appelée en mémoire ; horloge de test avancée pour les délais ' +
      "(15 min) ; codes lus dans la boîte d'envoi du serveur. Messages français vérifiés mot pour mot.",
  );
  await book.write();
  await t?.close();
});

describe('Brute force: security codes', () => {
  it('a code is dead after 5 wrong tries (even the right code is then refused) and a new code works', async () => {
    const client = agent();
    const code = await sendCode(client);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verify(client, wrongCode(code, attempt));
      expect(response.statusCode).toBe(400);
      answers.push(response.json<{ code: string }>().code);
    }
    expect(answers).toEqual([
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.LOCKED',
    ]);
    const sixth = await verify(client, wrongCode(code, 9));
    expect(sixth.json()).toMatchObject({
      code: 'SECURITY_CODE.LOCKED',
      message: "Ce code de sécurité n'est plus valable après 5 saisies erronées. Demandez un nouveau code.",
    });
    const right = await verify(client, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'SECURITY_CODE.LOCKED' });
    const deadAfter = answers.indexOf('SECURITY_CODE.LOCKED') + 1;
    book.add({
      label: 'Code de sécurité : essais erronés avant invalidation',
      value: deadAfter,
      unit: 'essais',
      goal: '5',
      ok: deadAfter === 5,
    });
    book.add({
      label: 'Code de sécurité : bon code refusé après invalidation',
      value: right.statusCode === 400 ? 'oui' : 'non',
      unit: '',
      goal: 'oui',
      ok: right.statusCode === 400,
    });

    // Reset: a new code (from another client, the first one has used its per-IP budget partly) verifies once.
    const fresh = agent();
    const newCode = await sendCode(fresh);
    const accepted = await verify(fresh, newCode);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ valid: true });
    book.add({
      label: 'Code de sécurité : nouveau code accepté après invalidation',
      value: accepted.statusCode === 200 ? 'oui' : 'non',
      unit: '',
      goal: 'oui',
      ok: accepted.statusCode === 200,
    });
  });

  it('10 wrong codes in 15 minutes pause the account (French message), 15 minutes later a new code works', async () => {
    const client = agent();
    let code = await sendCode(client);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      if (attempt === 5) code = await sendCode(client);
      const response = await verify(agent(), wrongCode(code, attempt));
      answers.push(response.json<{ code: string }>().code);
    }
    expect(answers.slice(10)).toEqual(['SECURITY_CODE.TOO_MANY_ATTEMPTS']);
    const paused = await verify(agent(), code);
    expect(paused.json()).toMatchObject({
      code: 'SECURITY_CODE.TOO_MANY_ATTEMPTS',
      message: 'Trop de tentatives erronées. Veuillez réessayer dans quelques minutes.',
    });
    t.clock.advance(FIFTEEN_MINUTES + 1_000);
    const later = agent();
    const accepted = await verify(later, await sendCode(later));
    expect(accepted.statusCode).toBe(200);
    book.add({
      label: 'Codes erronés (tous codes confondus) avant pause du compte',
      value: answers.indexOf('SECURITY_CODE.TOO_MANY_ATTEMPTS'),
      unit: 'essais',
      goal: '10',
      ok: answers.indexOf('SECURITY_CODE.TOO_MANY_ATTEMPTS') === 10,
    });
  });
});

describe('Code spraying: security-code sends without a session', () => {
  it('one IP gets 20 codes sent in 15 minutes across usernames, then the per-account refusal, for any login', async () => {
    const ip = '10.21.0.1';
    const send = (username: string) =>
      t
        .agent(ip)
        .post('/api/identity/security-code/send', { sendType: 'MAIL', operation: OPERATION, username });
    const statuses: number[] = [];
    for (let n = 0; n < 25 && statuses.at(-1) !== 400; n += 1)
      statuses.push((await send(`cible.${String(n)}@example.fr`)).statusCode);
    const allowed = statuses.indexOf(400);
    const known = await send(DEMO_MEMBER_LOGIN);
    const unknown = await send('personne.inconnue@example.fr');
    const tooMany = {
      code: 'SECURITY_CODE.TOO_MANY_SENDS',
      message: 'Trop de codes de sécurité ont été demandés. Veuillez réessayer dans quelques minutes.',
    };
    expect(allowed).toBe(20);
    expect([known.statusCode, known.json()]).toEqual([400, tooMany]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect((await sendCode(agent())).length).toBe(6); // another IP is not paused
    t.clock.advance(FIFTEEN_MINUTES + 1_000);
    expect((await send(DEMO_MEMBER_LOGIN)).statusCode).toBe(200);
    book.add({
      label: 'Codes envoyés sans session depuis une IP (identifiants variés) avant refus, sur 15 min',
      value: allowed,
      unit: 'envois',
      goal: '20',
      ok: allowed === 20,
    });
  });
});

describe('Brute force: login', () => {
  it('10 failed logins lock the login with the French message; the right password is then refused', async () => {
    const messages: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(agent(), `Mauvais#${String(attempt)}`);
      expect(response.statusCode).toBe(200);
      messages.push(loginMessage(response.body));
    }
    expect(messages.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => 'refusé'));
    const client = agent();
    const right = await login(client, DEMO_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain(LOGIN_LOCKED_MESSAGE);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const lockedAt = messages.indexOf('bloqué') + 1;
    book.add({
      label: "Connexion : échecs avant blocage de l'identifiant",
      value: lockedAt,
      unit: 'échecs',
      goal: '10',
      ok: lockedAt === 10,
    });
    book.add({
      label: 'Connexion : bon mot de passe refusé pendant le blocage, message français',
      value: right.body.includes(LOGIN_LOCKED_MESSAGE) ? 'oui' : 'non',
      unit: '',
      goal: 'oui',
      ok: right.body.includes(LOGIN_LOCKED_MESSAGE),
    });
  });

  it('the lock ends after 15 minutes', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await login(agent(), 'Mauvais#2025');
    t.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect(loginMessage((await login(agent(), DEMO_PASSWORD)).body)).toBe('bloqué');
    t.clock.advance(61_000);
    const client = agent();
    const response = await login(client, DEMO_PASSWORD);
    expect(response.statusCode).toBe(303);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    book.add({
      label: 'Connexion : blocage levé après',
      value: 15,
      unit: 'min',
      goal: '15 min',
      ok: response.statusCode === 303,
    });
  });

  it('a successful login clears the failures: 9 failures, a success, 9 failures, still not locked', async () => {
    for (let attempt = 0; attempt < 9; attempt += 1) await login(agent(), 'Mauvais#2025');
    expect((await login(agent(), DEMO_PASSWORD)).statusCode).toBe(303);
    for (let attempt = 0; attempt < 9; attempt += 1)
      expect(loginMessage((await login(agent(), 'Mauvais#2025')).body)).toBe('refusé');
    expect((await login(agent(), DEMO_PASSWORD)).statusCode).toBe(303);
    book.add({
      label: 'Connexion : compteur remis à zéro par une connexion réussie',
      value: 'oui',
      unit: '',
      goal: 'oui',
      ok: true,
    });
  });

  it('10 failures from one IP across logins lock that IP only', async () => {
    const attacker = agent();
    for (let attempt = 0; attempt < 10; attempt += 1)
      await login(attacker, 'Mauvais#2025', `inconnu.${String(attempt)}@example.fr`);
    expect(loginMessage((await login(attacker, DEMO_PASSWORD)).body)).toBe('bloqué');
    expect((await login(agent(), DEMO_PASSWORD)).statusCode).toBe(303);
    book.add({
      label: 'Connexion : blocage par IP après 10 échecs (autres IP non bloquées)',
      value: 'oui',
      unit: '',
      goal: 'oui',
      ok: true,
    });
  });
});
