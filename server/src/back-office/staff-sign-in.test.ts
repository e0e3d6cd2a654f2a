import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
  DEMO_PASSWORD,
} from '../db/seeds/core.seed.ts';
import { lastMailedCode, loginAs } from '../testing/login.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { findHistoryPage } from './admin-history.repository.ts';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from './staff-session.ts';

const MINUTE = 60_000;

describe('staff sign-in: mandatory security code, landing, failures in the history, session limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function typePassword(agent: TestAgent, login: string, password = DEMO_PASSWORD, callbackUrl = '/') {
    await agent.get('/api/identity/login');
    return agent.submitForm('/api/identity/login', { userName: login, password, callbackUrl });
  }

  async function signInEntries() {
    return (await findHistoryPage(t.db, { area: 'connexion' }, null, 50)).entries;
  }

  it('never opens a staff session on the password alone: the mailed code is asked, whatever the account setting', async () => {
    for (const login of [DEMO_ADMIN_LOGIN, DEMO_GESTIONNAIRE_LOGIN, DEMO_CONSULTANT_LOGIN]) {
      const agent = t.agent();
      const response = await typePassword(agent, login);
      expect(response.statusCode, login).toBe(303);
      expect(response.headers.location, login).toBe('/api/identity/login/code?avis=sent');
      expect((await agent.get('/api/admin/me')).statusCode, login).toBe(401);
      expect((await agent.get('/api/identity/current-user')).statusCode, login).toBe(401);
      const code = await lastMailedCode(agent, login);
      expect(code, login).toMatch(/^\d{6}$/);
      const done = await agent.submitForm('/api/identity/login/code', { securityCode: code });
      expect(done.statusCode, login).toBe(303);
      expect(done.headers.location, login).toBe('/admin/');
      expect((await agent.get('/api/admin/me')).statusCode, login).toBe(200);
    }
    // A member without double authentication still signs in with the password alone.
    const member = await typePassword(t.agent(), DEMO_MEMBER_LOGIN, DEMO_PASSWORD, '/#/espace');
    expect(member.headers.location).toBe('/#/espace');
  });

  it('lands a staff member on /admin/, or on the back-office screen asked for', async () => {
    const landing = async (login: string, callbackUrl: string) => {
      const agent = t.agent();
      await typePassword(agent, login, DEMO_PASSWORD, callbackUrl);
      const done = await agent.submitForm('/api/identity/login/code', {
        securityCode: await lastMailedCode(agent, login),
      });
      return done.headers.location;
    };
    expect(await landing(DEMO_CONSULTANT_LOGIN, '/#/espace')).toBe('/admin/');
    expect(await landing(DEMO_ADMIN_LOGIN, '/admin/#/historique')).toBe('/admin/#/historique');
  });

  it('appends failed staff sign-ins to the history, with the reason and never what was typed', async () => {
    const agent = t.agent();
    await typePassword(agent, DEMO_ADMIN_LOGIN, 'Mauvais#Passe1');
    await typePassword(agent, DEMO_ADMIN_LOGIN);
    const code = await lastMailedCode(agent, DEMO_ADMIN_LOGIN);
    const wrong = code === '000000' ? '111111' : '000000';
    await agent.submitForm('/api/identity/login/code', { securityCode: wrong });
    await typePassword(t.agent(), DEMO_MEMBER_LOGIN, 'Mauvais#Passe1');
    const entries = await signInEntries();
    expect(entries.map((e) => [e.staffLogin, e.action, e.summary])).toEqual([
      [DEMO_ADMIN_LOGIN, 'sign-in-failed', { motif: 'code de sécurité incorrect' }],
      [DEMO_ADMIN_LOGIN, 'sign-in-failed', { motif: 'mot de passe incorrect' }],
    ]);
    const recorded = JSON.stringify(entries.map((e) => [e.item, e.summary]));
    expect(recorded).not.toContain('Mauvais#Passe1');
    expect(recorded).not.toContain(wrong);
  });

  it('ends a staff session after 15 minutes without a request, a member session keeps the instance setting', async () => {
    const staff = t.agent();
    await loginAs(staff, DEMO_ADMIN_LOGIN);
    t.clock.advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    t.clock.advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    t.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
    // A member's session keeps the instance's idle timeout (30 minutes by default): 20 minutes idle is fine.
    const other = t.agent();
    await loginAs(other, DEMO_MEMBER_LOGIN);
    t.clock.advance(20 * MINUTE);
    expect((await other.get('/api/identity/current-user')).statusCode).toBe(200);
  });

  it('ends a staff session 8 hours after sign-in even when it is used all along', async () => {
    const staff = t.agent();
    await loginAs(staff, DEMO_CONSULTANT_LOGIN);
    for (let elapsed = 10 * MINUTE; elapsed < STAFF_SESSION_MAX_MS; elapsed += 10 * MINUTE) {
      t.clock.advance(10 * MINUTE);
      expect((await staff.get('/api/admin/me')).statusCode, `${String(elapsed / MINUTE)} min`).toBe(200);
    }
    t.clock.advance(10 * MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
  });
});
