import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { JEAN } from '../../testing/identity-fixtures.ts';
import { loginAs } from '../../testing/login.ts';

function linkParams(link: string): { code: string; userId: string; route: string } {
  const url = new URL(link);
  const [route, query] = url.hash.slice(2).split('?');
  const params = new URLSearchParams(query);
  return { route: route ?? '', code: params.get('code') ?? '', userId: params.get('userId') ?? '' };
}

describe('register → activation mail → activate → login → logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('walks the whole account life cycle over HTTP', async () => {
    const agent = t.agent();
    const registered = await agent.post('/api/identity/register', JEAN);
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({ ok: true });

    const [mail] = await t.outbox(JEAN.email);
    expect(mail?.subject).toBe('Activez votre espace adhérent Mutuelle Démo');
    expect(mail?.text).toContain('Bonjour Jean Martin,');
    const link = linkParams(mail?.links[0] ?? '');
    expect(link.route).toBe('activate-user');
    expect(link.code.length).toBeGreaterThanOrEqual(22);

    const check = await agent.post('/api/identity/check-token', {
      purpose: 'Confirmation',
      code: link.code,
      userId: link.userId,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, isCreatedByAdmin: false, consentements: [] });

    const activated = await agent.post('/api/identity/activate-user', {
      password: 'Nouveau#Pass2',
      confirmPassword: 'Nouveau#Pass2',
      code: link.code,
      userId: link.userId,
    });
    expect(activated.statusCode).toBe(200);

    await loginAs(agent, 'Jean.Martin@example.fr', 'Nouveau#Pass2');
    const me = await agent.get('/api/identity/current-user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userName: 'jean.martin@example.fr',
      nom: 'Martin',
      prenom: 'Jean',
      codeCivilite: 'M',
      roles: ['User'],
    });

    const logout = await agent.post('/api/identity/logout');
    expect(logout.json()).toEqual({ logoutUrl: '/' });
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('signs in with the password chosen at registration: the activation asks none and the mail says so (issue 22 #2)', async () => {
    const agent = t.agent();
    await agent.post('/api/identity/register', JEAN);
    const [mail] = await t.outbox(JEAN.email);
    expect(mail?.text).toContain('le mot de passe choisi lors de votre demande');
    expect(mail?.text).not.toContain('choisir votre mot de passe');
    const { code, userId } = linkParams(mail?.links[0] ?? '');
    const activated = await agent.post('/api/identity/activate-user', {
      cgu: false,
      consentements: [],
      code,
      userId,
    });
    expect(activated.statusCode).toBe(200);
    await loginAs(t.agent(), JEAN.email, JEAN.password);
  });

  it('treats the link of a self-registered account without password (registered before issue 22 #2) as invalid', async () => {
    await t.agent().post('/api/identity/register', JEAN);
    const { code, userId } = linkParams((await t.outbox(JEAN.email))[0]?.links[0] ?? '');
    await t.db.query('UPDATE accounts SET password_hash = NULL WHERE id = $1', [userId]);
    const check = await t
      .agent()
      .post('/api/identity/check-token', { purpose: 'Confirmation', code, userId });
    expect(check.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('keeps the consents answered at registration, with their date and history, once the account is active', async () => {
    const agent = t.agent();
    const consentements = [
      { nom: 'newsletter', libelle: 'Actualités', accepted: true },
      { nom: 'enquetes', libelle: 'Enquêtes de satisfaction', accepted: false },
    ];
    await agent.post('/api/identity/register', { ...JEAN, consentements });
    const { code, userId } = linkParams((await t.outbox(JEAN.email))[0]?.links[0] ?? '');
    const password = 'Nouveau#Pass2';
    await agent.post('/api/identity/activate-user', { password, confirmPassword: password, code, userId });
    await loginAs(agent, JEAN.email, password);
    const mine = (await agent.get('/api/account/consents')).json<
      { nom: string; accepted: boolean | null; answeredAt: string | null; historique: unknown[] }[]
    >();
    const answered = t.clock.now().toISOString();
    expect(mine.find((consent) => consent.nom === 'newsletter')).toMatchObject({
      accepted: true,
      answeredAt: answered,
      historique: [{ accepted: true, answeredAt: answered }],
    });
    expect(mine.find((consent) => consent.nom === 'enquetes')).toMatchObject({
      accepted: false,
      answeredAt: answered,
      historique: [{ accepted: false, answeredAt: answered }],
    });
  });

  it('stores only the hash of the activation token', async () => {
    await t.agent().post('/api/identity/register', JEAN);
    const [mail] = await t.outbox(JEAN.email);
    const { code } = linkParams(mail?.links[0] ?? '');
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(code);
  });

  it('refuses an activation link used twice', async () => {
    const agent = t.agent();
    await agent.post('/api/identity/register', JEAN);
    const [mail] = await t.outbox(JEAN.email);
    const { code, userId } = linkParams(mail?.links[0] ?? '');
    const body = { password: 'Nouveau#Pass2', confirmPassword: 'Nouveau#Pass2', code, userId };
    expect((await agent.post('/api/identity/activate-user', body)).statusCode).toBe(200);
    const again = await agent.post('/api/identity/activate-user', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', data: 'InvalidToken' });
  });

  it('refuses an activation link after 24 hours', async () => {
    const agent = t.agent();
    await agent.post('/api/identity/register', JEAN);
    const [mail] = await t.outbox(JEAN.email);
    const { code, userId } = linkParams(mail?.links[0] ?? '');
    t.clock.advance(24 * 3600_000 + 1000);
    const check = await agent.post('/api/identity/check-token', { purpose: 'Confirmation', code, userId });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers identically for a matching and an unknown member', async () => {
    const known = await t.agent().post('/api/identity/register', JEAN);
    const unknown = await t
      .agent()
      .post('/api/identity/register', { ...JEAN, numeroContrat: '9999999', email: 'x@example.fr' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await t.outbox('x@example.fr')).toHaveLength(0);
  });

  it('rejects a registration without the terms with the spec message', async () => {
    const response = await t.agent().post('/api/identity/register', { ...JEAN, cgu: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'REGISTER.TERMS_NOT_ACCEPTED',
      message: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
    });
  });

  it('rejects what the form rejects, with the domain code and French message', async () => {
    const response = await t.agent().post('/api/identity/register', { ...JEAN, email: 'pas-une-adresse' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EMAIL.FORMAT',
      message: "Le format de l'identifiant (adresse e-mail) est incorrect",
    });
    const names = await t.agent().post('/api/identity/register', { ...JEAN, nom: 'Mart1n' });
    expect(names.json()).toMatchObject({
      code: 'PERSON_NAME.FORMAT',
      message: 'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    });
  });
});
