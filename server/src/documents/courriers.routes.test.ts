import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

type Item = { id: string; lu: boolean; typeDocument: string };

describe('/api/adherent/courriers (generic resource example)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/courriers')).statusCode).toBe(401);
  });

  it('lists the letters of the current contract, newest first, plus filters', async () => {
    const all = (await agent.get('/api/adherent/courriers')).json<Item[]>();
    expect(all.map((item) => item.id)).toEqual([
      'CR-2025-000131',
      'CR-2025-000087',
      'CR-2025-000045',
      'CR-2024-001204',
      'CR-2024-000998',
    ]);
    const second = await agent.get('/api/adherent/courriers', {
      headers: { 'x-contrat-courant': '1000001-02' },
    });
    expect(second.json<Item[]>().map((item) => item.id)).toEqual(['CR-2024-001204']);
    const byType = await agent.get('/api/adherent/courriers', { query: { typeDocument: 'CarteTP' } });
    expect(byType.json<Item[]>().map((item) => item.id)).toEqual(['CR-2025-000087']);
    const byDate = await agent.get('/api/adherent/courriers', {
      query: { dateDebut: '2025-01-01', dateFin: '2025-01-31' },
    });
    expect(byDate.json<Item[]>().map((item) => item.id)).toEqual(['CR-2025-000087', 'CR-2025-000045']);
  });

  it('refuses a reversed date range', async () => {
    const response = await agent.get('/api/adherent/courriers', {
      query: { dateDebut: '2025-02-01', dateFin: '2025-01-01' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("gives one letter and updates it, 404 for another member's", async () => {
    expect((await agent.get('/api/adherent/courriers/CR-2025-000131')).json<Item>().lu).toBe(false);
    const updated = await agent.post('/api/adherent/courriers', { id: 'CR-2025-000131', lu: true });
    expect(updated.json<Item>().lu).toBe(true);
    expect((await agent.get('/api/adherent/courriers/CR-2025-000210')).statusCode).toBe(404);
    expect((await agent.post('/api/adherent/courriers', { id: 'CR-2025-000210', lu: true })).statusCode).toBe(
      404,
    );
  });

  it('exports a real PDF with an ASCII and a UTF-8 filename', async () => {
    const response = await agent.get('/api/adherent/courriers/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Releve des courriers 2025-01-15.pdf"; filename*=UTF-8''Relev%C3%A9%20des%20courriers%202025-01-15.pdf`,
    );
    expect((await fileTypeFromBuffer(response.rawPayload))?.mime).toBe('application/pdf');
    expect(response.rawPayload.toString('latin1')).toContain('Relev\u00e9 de remboursements');
  });

  it('prints one letter inline (GET) and a selection (POST)', async () => {
    const one = await agent.get('/api/adherent/courriers/print', { query: { id: 'CR-2025-000045' } });
    expect(one.headers['content-disposition']).toMatch(/^inline; filename="Attestation de droits.pdf"/);
    expect(one.rawPayload.toString('latin1')).toContain('Santé Essentielle Famille');
    // The title readers show: the tenant's name and an em dash, not « Š » (issue 22 #15).
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(one.rawPayload)).getTitle()).toBe('Mutuelle Démo — courrier');
    const selection = await agent.post('/api/adherent/courriers/print', {
      ids: ['CR-2025-000045', 'CR-2025-000087'],
    });
    expect(selection.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(selection.rawPayload))?.mime).toBe('application/pdf');
    expect((await agent.post('/api/adherent/courriers/print', { ids: ['CR-2025-000210'] })).statusCode).toBe(
      400,
    );
  });

  it('renders a letter preview image', async () => {
    const response = await agent.get('/api/adherent/courriers/CR-2025-000131/visionneuse');
    expect(response.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(response.rawPayload))?.mime).toBe('image/png');
  });
});
