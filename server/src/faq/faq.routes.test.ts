import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

interface Question {
  title: string;
  clickCode: string;
  rateCode: string;
  related: { title: string; clickCode: string; order: number }[];
}

function titles(body: unknown): string[] {
  return (body as Question[]).map((question) => question.title);
}

describe('FAQ reads', () => {
  it('gives the Top 5 in popularity order with related questions', async () => {
    const response = await t.agent().get('/api/faq/popular?userType=public');
    expect(response.statusCode).toBe(200);
    const questions = response.json<Question[]>();
    expect(questions).toHaveLength(5);
    expect(questions[0]?.title).toBe('Comment me connecter à mon espace adhérent ?');
    expect(questions[0]?.related.map((related) => related.order)).toEqual([1, 2, 3]);
  });

  it('gives the categories in order, hiding member-only ones from the public', async () => {
    const publicNames = (await t.agent().get('/api/faq/categories?userType=public')).json<
      { name: string }[]
    >();
    const memberNames = (await t.agent().get('/api/faq/categories?userType=adherent')).json<
      { name: string }[]
    >();
    expect(publicNames.map((category) => category.name)).not.toContain('Remboursements');
    expect(memberNames.map((category) => category.name)).toContain('Remboursements');
    expect(memberNames[0]?.name).toBe('Connexion et mot de passe');
  });

  it('finds a question whatever the accents of the query', async () => {
    const withoutAccents = await t
      .agent()
      .get('/api/faq/search', { query: { query: 'recu lien activation', userType: 'public' } });
    const withAccents = await t
      .agent()
      .get('/api/faq/search', { query: { query: 'REÇU LIEN D’ACTIVATION', userType: 'public' } });
    expect(titles(withoutAccents.json())[0]).toBe("Je n'ai pas reçu le lien d'activation de mon compte");
    expect(titles(withAccents.json())).toEqual(titles(withoutAccents.json()));
  });

  it('matches an accented word typed without its accent ("securite" → "sécurité")', async () => {
    const response = await t
      .agent()
      .get('/api/faq/search', { query: { query: 'code securite', userType: 'public' } });
    expect(titles(response.json())).toContain("Qu'est-ce que le code de sécurité à 6 chiffres ?");
  });

  it('completes an empty search with the Top 5 only when asked', async () => {
    const plain = await t.agent().get('/api/faq/search', { query: { query: 'zzzz', userType: 'public' } });
    const completed = await t.agent().get('/api/faq/search', {
      query: { query: 'zzzz', userType: 'public', getPopular: 'true' },
    });
    expect(plain.json()).toEqual([]);
    expect(completed.json()).toHaveLength(5);
  });

  it('gives one question by clickCode, 404 for an unknown one or another audience', async () => {
    const found = await t.agent().get('/api/faq/content?userType=public&id=faq-mot-de-passe-oublie');
    expect(found.json<Question>().title).toBe("J'ai oublié mon mot de passe, que faire ?");
    expect((await t.agent().get('/api/faq/content?userType=public&id=inconnue')).statusCode).toBe(404);
    expect(
      (await t.agent().get('/api/faq/content?userType=public&id=faq-delai-remboursement')).statusCode,
    ).toBe(404);
    expect(
      (await t.agent().get('/api/faq/content?userType=adherent&id=faq-delai-remboursement')).statusCode,
    ).toBe(200);
  });

  it('finds a question added in the database right after a read', async () => {
    const agent = t.agent();
    expect(
      (await agent.get('/api/faq/search', { query: { query: 'mutuelle santé', userType: 'public' } })).json(),
    ).toEqual([]);
    await t.db.query(
      `INSERT INTO faq_questions (id, title, content, click_code, rate_code) VALUES (99, 'Changer de mutuelle santé', '<p>Oui.</p>', 'c99', 'r99')`,
    );
    const after = await agent.get('/api/faq/search', {
      query: { query: 'mutuelle sante', userType: 'public' },
    });
    expect(titles(after.json())).toEqual(['Changer de mutuelle santé']);
  });

  it('requires a userType', async () => {
    expect((await t.agent().get('/api/faq/popular')).statusCode).toBe(400);
  });
});

describe('FAQ writes', () => {
  it('records a click', async () => {
    const response = await t
      .agent()
      .post('/api/faq/click', { clickCode: 'faq-code-securite', userType: 'public' });
    expect(response.statusCode).toBe(204);
    const { rows } = await t.db.query<{ user_type: string }>(
      "SELECT user_type FROM faq_clicks WHERE click_code = 'faq-code-securite'",
    );
    expect(rows).toEqual([{ user_type: 'public' }]);
  });

  it('records a "Non" rating with its comment, trimmed', async () => {
    const response = await t.agent().post('/api/faq/useful', {
      rateCode: 'rate-code-securite',
      isUseful: false,
      comment: '  Je ne reçois pas le SMS.  ',
      userType: 'public',
    });
    expect(response.statusCode).toBe(204);
    const { rows } = await t.db.query('SELECT is_useful, comment FROM faq_ratings');
    expect(rows).toEqual([{ is_useful: false, comment: 'Je ne reçois pas le SMS.' }]);
  });

  it('refuses a rating for an unknown question', async () => {
    const response = await t
      .agent()
      .post('/api/faq/useful', { rateCode: 'inconnu', isUseful: true, userType: 'public' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FAQ_UNKNOWN_QUESTION' });
  });

  it('refuses a write without the anti-forgery header', async () => {
    const response = await t
      .agent()
      .post('/api/faq/click', { clickCode: 'faq-code-securite', userType: 'public' }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
  });
});
