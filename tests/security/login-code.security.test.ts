/**
 * Sign-in with double authentication (issue 12): brute force on the « Code de sécurité » step, timing and throughput.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { DEMO_AMF_LOGIN, DEMO_AMF_PHONE } from '../../server/src/db/seeds/amf-demo.seed.ts';
import { LOGIN_CODE_REFUSED } from '../../server/src/identity/login-code/login-code-page.ts';
import { LOGIN_LOCKED_MESSAGE } from '../../server/src/identity/login/login-page.ts';
import type { TestAgent } from '../../server/src/testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { median, round } from './support/stats.ts';

const book = new FigureBook('security-login-code', 'Sécurité — code de connexion (double authentification)');
const html = (text: string): string => text.replaceAll("'", '&#39;');

afterAll(async () => {
  book.note(
    'Application réelle (`buildApp`, PGlite, argon2id) appelée en mémoire ; codes lus dans la boîte d’envoi du serveur ; ' +
      'horloge de test pour les délais.',
  );
  await book.write();
});

describe('Brute force on the sign-in code step', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(new Date());
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  async function pendingStep(): Promise<{ agent: TestAgent; code: string }> {
    ip += 1;
    const agent = t.agent(`10.31.${String(ip >> 8)}.${String(ip & 255)}`);
    await agent.get('/api/identity/login');
    const response = await agent.submitForm('/api/identity/login', {
      userName: DEMO_AMF_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    expect(response.statusCode).toBe(303);
    const [sms] = await t.outbox(DEMO_AMF_PHONE);
    return { agent, code: /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '' };
  }
  const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  const submit = (agent: TestAgent, securityCode: string) =>
    agent.submitForm('/api/identity/login/code', { securityCode });

  it('kills the step after 5 wrong codes; the right code then opens no session', async () => {
    const { agent, code } = await pendingStep();
    for (let n = 0; n < 5; n += 1)
      expect((await submit(agent, wrong(code, n))).body).toContain(html(LOGIN_CODE_REFUSED));
    const late = await submit(agent, code);
    const dead =
      late.statusCode === 200 && (await agent.get('/api/identity/current-user')).statusCode === 401;
    expect(dead).toBe(true);
    book.add({
      label: 'Code de connexion : codes erronés avant la fin de l’étape',
      value: 5,
      unit: 'essais',
      goal: '5',
      ok: dead,
    });
    book.add({
      label: 'Code de connexion : chance de deviner par mot de passe juste (5 essais sur 10⁶ codes)',
      value: '5 × 10⁻⁶',
      unit: '',
      goal: '≤ 10⁻⁵',
      ok: true,
    });
  });

  it('pauses one IP after 10 wrong codes across steps (French message)', async () => {
    const attacker = `10.32.0.1`;
    let answers = 0;
    let locked = false;
    for (let round = 0; round < 3 && !locked; round += 1) {
      const { agent } = await pendingStep();
      const same = t.agent(attacker);
      for (const [name, value] of agent.cookies) same.cookies.set(name, value);
      for (let n = 0; n < 4 && !locked; n += 1) {
        const response = await submit(same, '000000');
        answers += 1;
        locked = response.body.includes(html(LOGIN_LOCKED_MESSAGE));
      }
    }
    expect(locked).toBe(true);
    book.add({
      label: 'Code de connexion : codes erronés depuis une IP avant pause de 15 min',
      value: answers - 1,
      unit: 'essais',
      goal: '10',
      ok: answers - 1 === 10,
    });
  });

  it('answers a wrong code with and without a pending step in comparable time, and measures sign-ins with a code', async () => {
    const withStep: number[] = [];
    const withoutStep: number[] = [];
    const { agent, code } = await pendingStep();
    const stranger = t.agent('10.33.0.1');
    await stranger.get('/api/config/portal');
    for (let n = 0; n < 4; n += 1) {
      let started = performance.now();
      await submit(agent, wrong(code, n));
      withStep.push(performance.now() - started);
      started = performance.now();
      await submit(stranger, wrong(code, n));
      withoutStep.push(performance.now() - started);
    }
    const gap = round(median(withStep) - median(withoutStep), 2);
    book.add({
      label: 'Code de connexion : écart médian de temps, code faux avec étape vs sans étape',
      value: gap,
      unit: 'ms',
      goal: 'connu, < 20 ms (même réponse ; l’étape est liée au navigateur, aucun identifiant en jeu)',
      ok: Math.abs(gap) < 20,
    });
    const rounds = 5;
    const started = performance.now();
    for (let n = 0; n < rounds; n += 1) {
      t.clock.advance(16 * 60_000); // past the per-account quota of codes sent (5 per 15 min)
      const step = await pendingStep();
      expect((await submit(step.agent, step.code)).statusCode).toBe(303);
    }
    const perSecond = round(rounds / ((performance.now() - started) / 1000), 1);
    book.add({
      label: 'Connexions complètes avec code (mot de passe argon2id + code), séquentielles, en mémoire',
      value: perSecond,
      unit: 'connexions/s',
    });
  });
});
