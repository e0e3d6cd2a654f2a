import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Question {
  id: number;
  titre: string;
  reponse: string;
  liees: number[];
  clickCode: string;
  rateCode: string;
}
interface Draft {
  version: number;
  aPublier: boolean;
  questions: Question[];
  categories: { id: number; nom: string; questions: number[] }[];
  top5: number[];
}
interface Feedback {
  questions: { id: number; clics: number; oui: number; non: number; commentaires: { texte: string }[] }[];
  recherchesSansResultat: { recherche: string; nombre: number }[];
}

describe('« FAQ » in the back office: /api/admin/faq', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }

  const saveBody = (draft: Draft) => ({
    categories: draft.categories.map((c) => ({ id: c.id, nom: c.nom, questions: c.questions })),
    questions: draft.questions.map((q) => ({ id: q.id, titre: q.titre, reponse: q.reponse, liees: q.liees })),
    top5: draft.top5,
    version: draft.version,
  });

  it('refuses a member (403) and lets a consultant read but not write, before validating the body', async () => {
    expect((await t.agent().get('/api/admin/faq')).statusCode).toBe(401);
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    expect((await member.get('/api/admin/faq/feedback')).statusCode).toBe(403);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get('/api/admin/faq')).statusCode).toBe(200);
    const write = await consultant.request('PUT', '/api/admin/faq', { broken: true });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
  });

  it('edits a draft (answer sanitised) that members see only once published, with the history and 409 on stale saves', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const draft = (await gestionnaire.get('/api/admin/faq')).json<Draft>();
    expect(draft).toMatchObject({ version: 0, aPublier: false });
    expect(draft.top5).toHaveLength(5);
    const first = draft.questions[0];
    if (first === undefined) throw new Error('no seeded question');
    const edited = {
      ...draft,
      questions: draft.questions.map((q) =>
        q.id === first.id
          ? {
              ...q,
              reponse:
                '<p class="texte-chapo">Nouvelle réponse<script>alert(1)</script> <a href="tel:0102030405">Appeler</a></p><h2>Délais</h2>',
            }
          : q,
      ),
    };
    const saved = await gestionnaire.request('PUT', '/api/admin/faq', saveBody(edited));
    expect(saved.statusCode).toBe(200);
    const after = saved.json<Draft>();
    expect(after).toMatchObject({ version: 1, aPublier: true });
    expect(after.questions.find((q) => q.id === first.id)?.reponse).toBe(
      // The contents' allow-list (one for every rich text of the back office): tel: links kept, h1–h3 unwrapped.
      '<p class="texte-chapo">Nouvelle réponse <a href="tel:0102030405">Appeler</a></p>Délais',
    );

    const memberContent = async () =>
      (await t.agent().get('/api/faq/content', { query: { id: first.clickCode, userType: 'public' } })).json<{
        content: string;
      }>().content;
    expect(await memberContent()).toBe(first.reponse);

    const stale = await gestionnaire.request('PUT', '/api/admin/faq', saveBody(edited));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FLOW.BACK_OFFICE_STALE_VERSION' });
    expect((await gestionnaire.post('/api/admin/faq/publish', { version: 0 })).statusCode).toBe(409);

    const published = await gestionnaire.post('/api/admin/faq/publish', { version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json<Draft>()).toMatchObject({ aPublier: false });
    expect(await memberContent()).toBe(after.questions.find((q) => q.id === first.id)?.reponse);

    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const history = (await admin.get('/api/admin/history', { query: { area: 'faq' } })).json<{
      entrees: { element: string; action: string }[];
    }>();
    expect(history.entrees.map((e) => [e.element, e.action])).toEqual([
      ['faq', 'publish'],
      [`question-${String(first.id)}`, 'update'],
    ]);
  });

  it('adds a question with related questions and a category, and refuses a reference to no question', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const draft = (await admin.get('/api/admin/faq')).json<Draft>();
    const id = Math.max(...draft.questions.map((q) => q.id)) + 1;
    const body = saveBody(draft);
    const added = {
      ...body,
      questions: [
        ...body.questions,
        { id, titre: 'Nouvelle question ?', reponse: '<p>Oui.</p>', liees: [1] },
      ],
      categories: [...body.categories, { id: 99, nom: 'Nouvelle catégorie', questions: [id] }],
    };
    const saved = await admin.request('PUT', '/api/admin/faq', added);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Draft>().questions.at(-1)).toMatchObject({
      id,
      clickCode: `faq-q${String(id)}`,
      liees: [1],
    });
    const wrong = await admin.request('PUT', '/api/admin/faq', { ...added, version: 1, top5: [999] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'top5' })] });

    expect((await admin.post('/api/admin/faq/publish', { version: 1 })).statusCode).toBe(200);
    const categories = (await t.agent().get('/api/faq/categories', { query: { userType: 'public' } })).json<
      { name: string; items: { title: string }[] }[]
    >();
    expect(categories.at(-1)).toMatchObject({
      name: 'Nouvelle catégorie',
      items: [{ title: 'Nouvelle question ?' }],
    });
  });

  it('gives clicks, Oui/Non, comments over a period, the searches that found nothing, and a safe CSV', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const draft = (await admin.get('/api/admin/faq')).json<Draft>();
    const first = draft.questions[0];
    if (first === undefined) throw new Error('no seeded question');
    const visitor = t.agent();
    await visitor.post('/api/faq/click', { clickCode: first.clickCode, userType: 'public' });
    await visitor.post('/api/faq/click', { clickCode: first.clickCode, userType: 'public' });
    await visitor.post('/api/faq/useful', { rateCode: first.rateCode, isUseful: true, userType: 'public' });
    await visitor.post('/api/faq/useful', {
      rateCode: first.rateCode,
      isUseful: false,
      comment: '=HYPERLINK("http://x")',
      userType: 'public',
    });
    for (const text of ['zzz introuvable', 'ZZZ  introuvable', 'autre chose xyz'])
      await visitor.get('/api/faq/search', { query: { query: text, userType: 'public' } });

    const feedback = (await admin.get('/api/admin/faq/feedback')).json<Feedback>();
    expect(feedback.questions[0]).toMatchObject({ id: first.id, clics: 2, oui: 1, non: 1 });
    expect(feedback.questions[0]?.commentaires).toEqual([
      expect.objectContaining({ texte: '=HYPERLINK("http://x")' }),
    ]);
    expect(feedback.recherchesSansResultat).toEqual([
      { recherche: 'zzz introuvable', nombre: 2 },
      { recherche: 'autre chose xyz', nombre: 1 },
    ]);
    const lastYear = (
      await admin.get('/api/admin/faq/feedback', { query: { du: '2020-01-01', au: '2020-12-31' } })
    ).json<Feedback>();
    expect(lastYear.questions.every((q) => q.clics === 0)).toBe(true);
    expect(lastYear.recherchesSansResultat).toEqual([]);
    expect((await admin.get('/api/admin/faq/feedback', { query: { tri: 'nope' } })).statusCode).toBe(400);

    const csv = await admin.get('/api/admin/faq/feedback/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('faq-avis.csv');
    expect(csv.body.startsWith('\uFEFF"Identifiant";"Question";"Clics";"Oui";"Non";"Commentaires"\r\n')).toBe(
      true,
    );
    expect(csv.body).toContain(`"${String(first.id)}";`);
    expect(csv.body).toMatch(/;"\d{4}-\d{2}-\d{2} : =HYPERLINK\(""http:\/\/x""\)"\r\n/);
  });
});
