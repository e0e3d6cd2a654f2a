import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT_ID,
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { csvCell } from './admin-history-csv.ts';
import { appendHistory, findHistoryPage } from './admin-history.repository.ts';

describe('GET /api/admin/history/export: « Historique » as CSV', () => {
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

  async function seed(): Promise<void> {
    const base = { staffAccountId: DEMO_ADMIN_ACCOUNT_ID, staffLogin: DEMO_ADMIN_LOGIN };
    await appendHistory(t.db, {
      ...base,
      at: new Date('2026-01-10T09:00:00Z'),
      area: 'contenus',
      item: 'Register_Help',
      action: 'publish',
      summary: { before: 'v1', after: '=HYPERLINK("http://evil.example";"clic")' },
    });
    await appendHistory(t.db, {
      ...base,
      at: new Date('2026-01-10T10:00:00Z'),
      area: 'faq',
      item: '@SUM(A1)',
      action: 'update',
      summary: { after: 'Réponse; "citée"\nsur deux lignes' },
    });
  }

  it('answers 401 without a session and 403 to a member, before reading the filters', async () => {
    expect((await t.agent().get('/api/admin/history/export?area=nowhere')).statusCode).toBe(401);
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    const refused = await member.get('/api/admin/history/export?area=nowhere');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
  });

  it('streams a French CSV with BOM, newest first, every cell safe to open in a spreadsheet', async () => {
    await seed();
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const response = await consultant.get('/api/admin/history/export', {
      query: { from: '2026-01-10', to: '2026-01-11' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['content-disposition']).toContain('.csv');
    expect(
      response.body.startsWith('\ufeffDate;Collaborateur;Rubrique;Action;Élément;Avant / après\r\n'),
    ).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      `10/01/2026 11:00:00;${DEMO_ADMIN_LOGIN};FAQ;Modification;'@SUM(A1);"après : Réponse; ""citée""\nsur deux lignes"`,
    );
    expect(lines[2]).toBe(
      `10/01/2026 10:00:00;${DEMO_ADMIN_LOGIN};Contenus;Publication;Register_Help;"avant : v1 → après : =HYPERLINK(""http://evil.example"";""clic"")"`,
    );
    expect(lines.at(-1)).toBe('');
  });

  it('applies the same filters as the list, and records the export in the history', async () => {
    await seed();
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const response = await admin.get('/api/admin/history/export', { query: { item: 'Register_Help' } });
    const rows = response.body.split('\r\n').filter((row) => row !== '');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Register_Help');
    const [exported] = (await findHistoryPage(t.db, { area: 'historique' }, null, 5)).entries;
    expect(exported).toMatchObject({
      action: 'export',
      staffLogin: DEMO_ADMIN_LOGIN,
      summary: { item: 'Register_Help' },
    });
    expect((await admin.get('/api/admin/history/export?limit=1000&area=nowhere')).statusCode).toBe(400);
  });

  it('neutralises every formula-leading character of a cell', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Texte simple')).toBe('Texte simple');
  });
});
