import { httpErrorCatalogue } from '@portail/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/member-session.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { MAX_INPUT_DEPTH, hasInvalidCharacters, inputProblem } from './input-boundary.ts';

const INVALID = {
  code: httpErrorCatalogue.invalidCharacters.code,
  message: 'Les informations envoyées contiennent un caractère non autorisé.',
};

function nested(depth: number): unknown {
  let value: unknown = 'feuille';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { niveau: value };
  return value;
}

describe('invalid characters', () => {
  it('finds U+0000 and lone surrogates, and nothing in ordinary French text or paired emoji', () => {
    expect(hasInvalidCharacters('a\u0000b')).toBe(true);
    expect(hasInvalidCharacters('a\ud83db')).toBe(true);
    expect(hasInvalidCharacters('\udc00')).toBe(true);
    expect(hasInvalidCharacters('fin\ud83d')).toBe(true);
    expect(hasInvalidCharacters("Élodie N'Guyen-Casanova « ça » 😀 €")).toBe(false);
    expect(hasInvalidCharacters('')).toBe(false);
  });

  it('names the first field holding one, keys included', () => {
    expect(inputProblem({ a: ['ok', 'x\u0000'] }, 'body')?.body.errors?.[0]?.field).toBe('body/a/1');
    expect(inputProblem({ 'k\u0000': 1 }, 'body')?.body.code).toBe(INVALID.code);
    expect(inputProblem({ a: 1, b: true, c: null, d: 'ok' }, 'body')).toBeUndefined();
  });

  it(`accepts ${String(MAX_INPUT_DEPTH)} levels of nesting and refuses one more`, () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.body.errors?.[0]?.code).toBe(
      'SCHEMA.MAX_DEPTH',
    );
  });
});

describe('the input boundary of every route (400, never a 500)', () => {
  let t: TestApp;
  let member: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    member = t.agent();
    await signInAs(t, member);
  });

  const acts = async (): Promise<number> =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_acts')).rows[0]?.n ?? -1;

  it.each([
    ['a query parameter (public)', '/api/faq/popular?userType=a%00b'],
    ['a path parameter (public)', '/api/cms/documents/images/%00'],
    ['a path parameter (member)', '/api/adherent/courriers/%00'],
    ['a refunds filter', '/api/v1/adherent/remboursements?recherche=a%00b'],
    ['an undeclared query parameter', '/api/config/portal?x=%00'],
  ])('refuses U+0000 in %s', async (_where, url) => {
    const response = await member.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID);
  });

  it('refuses U+0000 in a query parameter of a write without a body (relance-activation)', async () => {
    const response = await t.agent().post('/api/identity/relance-activation?userId=a%00b', undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID);
  });

  it('refuses U+0000 in a JSON field (reset-password) and in a form field (the login form)', async () => {
    const reset = await t
      .agent()
      .post('/api/identity/reset-password', { userId: 'a\u0000b', token: 't', password: 'Portail#2025' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject(INVALID);
    const visitor = t.agent();
    await visitor.get('/api/identity/login');
    const login = await visitor.submitForm('/api/identity/login', {
      userName: 'a\u0000b@x.fr',
      password: 'x',
      callbackUrl: '/',
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses U+0000 in a header the routes read (the current contract)', async () => {
    const response = await member.get('/api/adherent/contrats', {
      headers: { 'x-contrat-courant': 'a\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID);
  });

  it.each([
    ['an act', '/api/forms/changementadresse/form'],
    ['an online-sales form', '/api/vel/devis-sante/vel'],
  ])('refuses a lone surrogate in %s, and stores nothing', async (_what, url) => {
    const response = await member.request('POST', url, '{"data":{"libelleVoie":"a\\ud83db"}}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...INVALID, errors: [{ field: 'body/data/libelleVoie' }] });
    expect(await acts()).toBe(0);
  });

  it('refuses JSON nested 10,000 levels deep in an act, and stores nothing', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await member.request(
      'POST',
      '/api/forms/changementadresse/form',
      `{"data":{"x":${deep}}}`,
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ code: 'SCHEMA.MAX_DEPTH' }] });
    expect(await acts()).toBe(0);
  });

  it('still takes an act with accents, emoji and a reasonable nesting', async () => {
    const response = await member.post('/api/forms/changementadresse/form', {
      data: { libelleVoie: 'rue de l’Église 😀', détails: nested(10) },
    });
    expect(response.statusCode).toBe(200);
    expect(await acts()).toBe(1);
  });
});
