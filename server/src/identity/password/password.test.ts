import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/login.ts';
import { tokenLinkOf } from '../../testing/mail-links.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../db/seeds/core.seed.ts';

const DEMO_BIRTH_DATE = '1985-05-12';
const NEW_PASSWORD = 'Changement#2026';

describe('password flows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function requestReset(): Promise<{ code: string; userId: string }> {
    const response = await t.agent().post('/api/identity/forgot-password', {
      userName: 'Demo@Mutuelle.fr',
      dateNaissance: DEMO_BIRTH_DATE,
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    const link = tokenLinkOf(mail);
    expect(link.route).toBe('reset-password');
    return link;
  }

  it('resets a forgotten password from the mailed link, then signs in with it', async () => {
    const { code, userId } = await requestReset();
    const agent = t.agent();
    expect(
      (await agent.post('/api/identity/check-token', { purpose: 'ResetPassword', code, userId })).statusCode,
    ).toBe(200);
    const reset = await agent.post('/api/identity/reset-password', {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
      userId,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    await loginAs(agent, DEMO_MEMBER_LOGIN, NEW_PASSWORD);
    await expect(loginAs(t.agent(), DEMO_MEMBER_LOGIN, DEMO_PASSWORD)).rejects.toThrow(/failed: 200/);
  });

  it("answers 'InvalidToken' for a used reset link", async () => {
    const { code, userId } = await requestReset();
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code, userId };
    await t.agent().post('/api/identity/reset-password', body);
    const again = await t.agent().post('/api/identity/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ data: 'InvalidToken' });
  });

  it("answers 'InvalidToken' for a reset link older than one hour", async () => {
    const { code, userId } = await requestReset();
    t.clock.advance(3600_000 + 1000);
    const response = await t.agent().post('/api/identity/reset-password', {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
      userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: 'InvalidToken' });
  });

  it('keeps only the latest reset link valid', async () => {
    const first = await requestReset();
    await requestReset();
    const response = await t
      .agent()
      .post('/api/identity/check-token', { purpose: 'ResetPassword', ...first });
    expect(response.statusCode).toBe(400);
  });

  it('answers the same for an unknown login, a wrong birth date and a real request, mailing only the latter', async () => {
    const real = await t
      .agent()
      .post('/api/identity/forgot-password', { userName: DEMO_MEMBER_LOGIN, dateNaissance: DEMO_BIRTH_DATE });
    const unknown = await t.agent().post('/api/identity/forgot-password', {
      userName: 'nobody@example.fr',
      dateNaissance: DEMO_BIRTH_DATE,
    });
    const wrongDate = await t
      .agent()
      .post('/api/identity/forgot-password', { userName: DEMO_MEMBER_LOGIN, dateNaissance: '1985-05-13' });
    for (const response of [unknown, wrongDate]) {
      expect(response.statusCode).toBe(real.statusCode);
      expect(response.body).toBe(real.body);
    }
    expect(await t.outbox(DEMO_MEMBER_LOGIN)).toHaveLength(1);
    expect(await t.outbox('nobody@example.fr')).toHaveLength(0);
  });

  it('requires the birth date when the client checks it, with the spec message', async () => {
    const response = await t.agent().post('/api/identity/forgot-password', { userName: DEMO_MEMBER_LOGIN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BIRTH_DATE.REQUIRED',
      message: 'La date de naissance est obligatoire',
    });
  });

  it('refuses a reset whose confirmation differs, with the spec message', async () => {
    const { code, userId } = await requestReset();
    const response = await t.agent().post('/api/identity/reset-password', {
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
      code,
      userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Merci de saisir les mots de passe à l'identique." });
  });

  it('changes the password of the signed-in member and signs out their other sessions', async () => {
    const agent = t.agent();
    const other = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    await loginAs(other, DEMO_MEMBER_LOGIN);
    const wrong = await agent.post('/api/identity/change-password', {
      oldPassword: 'Mauvais#1',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const changed = await agent.post('/api/identity/change-password', {
      oldPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
    expect((await other.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await agent.post('/api/identity/check-password', { password: NEW_PASSWORD })).json()).toEqual({
      valid: true,
    });
    expect((await agent.post('/api/identity/check-password', { password: DEMO_PASSWORD })).json()).toEqual({
      valid: false,
    });
  });

  it('refuses a weak new password with the spec message', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    const response = await agent.post('/api/identity/change-password', {
      oldPassword: DEMO_PASSWORD,
      password: 'faible',
      confirmPassword: 'faible',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    });
  });

  it('requires a session to change or check a password', async () => {
    const response = await t.agent().post('/api/identity/check-password', { password: 'x' });
    expect(response.statusCode).toBe(401);
  });
});
