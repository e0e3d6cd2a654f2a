import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { DEMO_PASSWORD } from '../../db/seeds/core.seed.ts';
import { DEMO_AMF_LOGIN, DEMO_AMF_PHONE } from '../../db/seeds/amf-demo.seed.ts';
import { LOGIN_CODE_REFUSED, LOGIN_CODE_RESENT } from './login-code-page.ts';

const html = (text: string): string => text.replaceAll("'", '&#39;');

describe('sign-in with a security code (LOGIN_AMF)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function password(agent: TestAgent, callbackUrl = '/#/espace') {
    await agent.get('/api/identity/login');
    return agent.submitForm('/api/identity/login', {
      userName: DEMO_AMF_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl,
    });
  }

  async function lastCode(): Promise<string> {
    const [sms] = await t.outbox(DEMO_AMF_PHONE);
    return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? 'none';
  }

  const otherThan = (code: string): string => (code === '000000' ? '111111' : '000000');

  it('gives no session for the right password alone, and sends a 6-digit code by SMS to the confirmed mobile', async () => {
    const agent = t.agent();
    const response = await password(agent);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/identity/login/code?avis=sent');
    expect(response.cookies.find((c) => c.name === 'portail_session')).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'portail_login_step')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
    expect(await lastCode()).toMatch(/^\d{6}$/);
    const page = await agent.get('/api/identity/login/code?avis=sent');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="securityCode">Code de sécurité *</label>');
    expect(page.body).toContain('autocomplete="one-time-code"');
    expect(page.body).toContain('inputmode="numeric"');
    expect(page.body).toContain(html("Un code de sécurité vient d'être envoyé par SMS au •• •• •• •• 55."));
    expect(page.body).not.toMatch(/<script/i);
  });

  it('opens a rotated session on the right code and lands on the callback kept server-side', async () => {
    const agent = t.agent();
    await password(agent, '/#/espace?onglet=contrats');
    const stepCookie = agent.cookies.get('portail_login_step');
    const done = await agent.submitForm('/api/identity/login/code', { securityCode: await lastCode() });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/#/espace?onglet=contrats');
    const session = done.cookies.find((c) => c.name === 'portail_session');
    expect(session?.value).toMatch(/.{20,}/);
    expect(session?.value).not.toBe(stepCookie);
    expect(agent.cookies.has('portail_login_step')).toBe(false);
    const me = await agent.get('/api/identity/current-user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: DEMO_AMF_LOGIN, nom: 'Moreau', prenom: 'Luc' });
  });

  it('spends the code once: replaying it in the same or another browser gives no session', async () => {
    const agent = t.agent();
    await password(agent);
    const code = await lastCode();
    const stolenCookie = agent.cookies.get('portail_login_step') ?? '';
    expect((await agent.submitForm('/api/identity/login/code', { securityCode: code })).statusCode).toBe(303);
    const other = t.agent('10.9.0.1');
    await other.get('/api/config/portal');
    other.cookies.set('portail_login_step', stolenCookie);
    const replay = await other.submitForm('/api/identity/login/code', { securityCode: code });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain(html(LOGIN_CODE_REFUSED));
    expect((await other.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('refuses the right code typed in a browser that did not type the password', async () => {
    await password(t.agent());
    const intruder = t.agent('10.9.0.2');
    const response = await intruder.submitForm('/api/identity/login/code', {
      securityCode: await lastCode(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(html(LOGIN_CODE_REFUSED));
    expect((await intruder.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('answers a wrong code and an expired code alike, with the error linked to the field', async () => {
    const agent = t.agent();
    await password(agent);
    const code = await lastCode();
    const wrong = await agent.submitForm('/api/identity/login/code', { securityCode: otherThan(code) });
    t.clock.advance(10 * 60_000 + 1);
    const expired = await agent.submitForm('/api/identity/login/code', { securityCode: code });
    expect(wrong.statusCode).toBe(200);
    expect(expired.statusCode).toBe(200);
    const strip = (body: string) => body.replace(/value="[^"]*"/g, '');
    expect(strip(expired.body)).toBe(strip(wrong.body));
    expect(wrong.body).toContain('aria-describedby="securityCode-hint login-code-error"');
    expect(wrong.body).toContain('role="alert"');
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('kills the step after 5 wrong codes: the right code no longer opens a session', async () => {
    const agent = t.agent();
    await password(agent);
    const code = await lastCode();
    for (let i = 0; i < 5; i += 1) {
      await agent.submitForm('/api/identity/login/code', { securityCode: otherThan(code) });
    }
    const late = await agent.submitForm('/api/identity/login/code', { securityCode: code });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain(html(LOGIN_CODE_REFUSED));
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await agent.get('/api/identity/login/code')).statusCode).toBe(302);
  });

  it('resends a new code (the old one stops working) with the resend notice, without JavaScript', async () => {
    const agent = t.agent();
    await password(agent);
    const first = await lastCode();
    const resend = await agent.submitForm('/api/identity/login/code/resend', {});
    expect(resend.statusCode).toBe(303);
    expect(resend.headers.location).toBe('/api/identity/login/code?avis=resent');
    const page = await agent.get('/api/identity/login/code?avis=resent');
    expect(page.body).toContain(html(LOGIN_CODE_RESENT));
    const second = await lastCode();
    expect((await t.outbox(DEMO_AMF_PHONE)).length).toBe(2);
    if (first !== second) {
      const old = await agent.submitForm('/api/identity/login/code', { securityCode: first });
      expect(old.statusCode).toBe(200);
    }
    const ok = await agent.submitForm('/api/identity/login/code', { securityCode: second });
    expect(ok.statusCode).toBe(303);
  });

  it('answers JSON callers with the callback or a 400 error body', async () => {
    const agent = t.agent();
    await password(agent, '/#/espace');
    const wrong = await agent.post('/api/identity/login/code', { securityCode: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SECURITY_CODE.INVALID', message: LOGIN_CODE_REFUSED });
    const ok = await agent.post('/api/identity/login/code', { securityCode: await lastCode() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ callbackUrl: '/#/espace' });
  });

  it('refuses the code step without the anti-forgery field', async () => {
    const agent = t.agent();
    await password(agent);
    const response = await agent.submitForm(
      '/api/identity/login/code',
      { securityCode: await lastCode() },
      { noCsrf: true },
    );
    expect(response.statusCode).toBe(403);
  });

  it('sends the code by mail when the member has no confirmed mobile', async () => {
    await t.db.query("UPDATE members SET telephone_confirmed = false WHERE id = 'M020'");
    const agent = t.agent();
    await password(agent);
    const [mail] = await t.outbox(DEMO_AMF_LOGIN);
    expect(mail?.kind).toBe('mail');
    const page = await agent.get('/api/identity/login/code?avis=sent');
    expect(page.body).toContain(html("envoyé à l'adresse a*f@m*******.fr"));
  });

  it('keeps signing in members without double authentication with the password alone', async () => {
    const response = await t.agent().submitForm('/api/identity/login', {
      userName: 'demo@mutuelle.fr',
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});
