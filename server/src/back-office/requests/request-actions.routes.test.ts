import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_ACCOUNT_ID,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { paddedPdf } from '../../testing/padded-pdf.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { insertTestRequest } from './test-requests.queries.ts';

interface Piece {
  id: string;
  nom: string;
  typeMime: string;
  origine: string;
  url: string;
}
interface Detail {
  id: string;
  reference: string;
  statut: string;
  version: number;
  attribueeA: { id: string; nom: string } | null;
  adherent: { numero: string; nom: string; prenom: string };
  contrat: { numero: string; offre: string; etat: string };
  donnees: Record<string, unknown>;
  pieces: Piece[];
  fil: { auteur: string; texte: string }[];
  historique: { statut: string; auteur: string; commentaire?: string }[];
  actions: string[];
}

const ID = 'r-hospital';
const URL = `/api/admin/demandes/${ID}`;

describe('« Demandes »: the request page and the managers’ actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    const now = new Date('2026-11-26T12:00:00Z');
    t.clock.set(now);
    await insertTestRequest(t.db, {
      id: ID,
      submittedAt: new Date(now.getTime() - 3600_000),
      dueAt: new Date(now.getTime() + 47 * 3600_000),
      files: [
        { name: 'devis.pdf', mimeType: 'application/pdf', content: paddedPdf(20_000) },
        { name: 'page.html', mimeType: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
      ],
    });
  });

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }
  const detail = async (agent: TestAgent) => (await agent.get(URL)).json<Detail>();
  const act = (agent: TestAgent, action: string, body: Record<string, unknown>) =>
    agent.post(`${URL}/${action}`, body);

  it('shows the member, the contract, the form data, the documents and what the manager may do', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const response = await agent.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toBe('"1"');
    const page = response.json<Detail>();
    expect(page).toMatchObject({
      statut: 'envoyee',
      version: 1,
      adherent: { nom: 'Dupont', prenom: 'Marie' },
      contrat: { numero: '1000001-01', offre: 'Santé Essentielle Famille', etat: 'valide' },
      donnees: { etablissement: { finess: '690000880' } },
      actions: ['prendre'],
    });
    expect(page.pieces.map((p) => [p.nom, p.origine])).toEqual([
      ['devis.pdf', 'adherent'],
      ['page.html', 'adherent'],
    ]);
    expect((await agent.get('/api/admin/demandes/inconnue')).statusCode).toBe(404);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await detail(consultant)).actions).toEqual([]);
  });

  it('serves a PDF inline through the viewer route, and never an HTML file as HTML', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const [pdf, html] = (await detail(agent)).pieces;
    const shown = await agent.get(pdf?.url ?? '');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const downloaded = await agent.get(html?.url ?? '');
    expect(downloaded.headers['content-type']).toBe('application/octet-stream');
    expect(String(downloaded.headers['content-disposition'])).toMatch(/^attachment/);
    expect((await agent.get(`${URL}/pieces/autre-fichier/visionneuse`)).statusCode).toBe(404);
  });

  it('gives the request to one manager only when two take it at once; the other is told who has it', async () => {
    const [gestionnaire, admin] = [await signedIn(DEMO_GESTIONNAIRE_LOGIN), await signedIn(DEMO_ADMIN_LOGIN)];
    const answers = await Promise.all([
      act(gestionnaire, 'attribution', { version: 1 }),
      act(admin, 'attribution', { version: 1 }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    const won = answers.find((a) => a.statusCode === 200)?.json<Detail>();
    expect(lost?.json()).toMatchObject({
      code: 'FLOW.DEMANDE_DEJA_ATTRIBUEE',
      message: `Cette demande est déjà prise en charge par ${won?.attribueeA?.nom ?? '?'}.`,
    });
    expect(won).toMatchObject({ statut: 'en-cours', version: 2 });
    const history = await admin.get('/api/admin/history', { query: { area: 'demandes' } });
    expect(history.json<{ entrees: { action: string }[] }>().entrees.map((e) => e.action)).toEqual([
      'demande-attribution',
    ]);
  });

  it('asks the member for a complement (thread message, notification and mail), refusing a stale version', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect(
      (await act(agent, 'complement', { version: 1, message: 'Le devis signé ?' })).json(),
    ).toMatchObject({
      code: 'FLOW.DEMANDE_NON_ATTRIBUEE',
    });
    await act(agent, 'attribution', { version: 1 });
    const stale = await act(agent, 'complement', { version: 1, message: 'Le devis signé ?' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FLOW.DEMANDE_VERSION_PERIMEE' });
    const blank = await act(agent, 'complement', { version: 2, message: '   ' });
    expect(blank.json()).toMatchObject({ code: 'FLOW.DEMANDE_MESSAGE_OBLIGATOIRE' });
    const asked = await agent.post(
      `${URL}/complement`,
      { message: 'Le devis signé, svp.' },
      {
        headers: { 'if-match': '"2"' },
      },
    );
    expect(asked.statusCode).toBe(200);
    const page = asked.json<Detail>();
    expect(page.statut).toBe('complement-demande');
    expect(page.fil).toEqual([
      expect.objectContaining({ auteur: 'gestionnaire', texte: 'Le devis signé, svp.' }),
    ]);
    expect(page.historique.map((h) => h.statut)).toEqual(['en-cours', 'complement-demande']);
    const { rows } = await t.db.query<{ kind: string }>(
      "SELECT kind FROM member_notifications WHERE member_id = 'M001' ORDER BY created_at, kind",
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['demande-message', 'demande-statut', 'demande-statut']);
    const mails = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mails.some((m) => m.text.includes('Le devis signé, svp.'))).toBe(true);
  });

  it('accepts a hospital coverage: the « prise en charge » PDF is attached and mailed to the establishment', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    await act(agent, 'attribution', { version: 1 });
    const accepted = await act(agent, 'acceptation', { version: 2 });
    expect(accepted.statusCode).toBe(200);
    const page = accepted.json<Detail>();
    expect(page.statut).toBe('acceptee');
    const issued = page.pieces.find((p) => p.origine === 'gestionnaire');
    expect(issued).toMatchObject({
      nom: `Prise en charge ${page.reference}.pdf`,
      typeMime: 'application/pdf',
    });
    const pdf = await agent.get(issued?.url ?? '');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('Patient : Léa DUPONT');
    const [mail] = await t.outbox('admissions@clinique-du-parc.fr');
    expect(mail?.subject).toContain(page.reference);
    expect(mail?.text).toContain('Frais de séjour');
    // The PDF itself travels with the mail: a part of the .eml, the same bytes as the document of the request.
    const eml = await readFile(join(t.deps.dataDir, 'outbox', mail?.emlFile ?? ''), 'utf8');
    const part = eml.slice(eml.indexOf('Content-Type: application/pdf'));
    expect(part).toMatch(/^Content-Type: application\/pdf; name="?Prise en charge/);
    expect(part).toContain('Content-Disposition: attachment');
    const base64 = (part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0] ?? '').replace(/\s+/g, '');
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(pdf.rawPayload))).toBe(true);
  });

  it('refuses with a reason only, then closes; a closed request accepts no action', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    await act(agent, 'attribution', { version: 1 });
    const noReason = await act(agent, 'refus', { version: 2, motif: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'FLOW.DEMANDE_MOTIF_OBLIGATOIRE' });
    const refused = await act(agent, 'refus', { version: 2, motif: 'Établissement non conventionné.' });
    expect(refused.json<Detail>()).toMatchObject({ statut: 'refusee', actions: ['cloturer'] });
    const closed = await act(agent, 'cloture', { version: 3 });
    expect(closed.json<Detail>()).toMatchObject({ statut: 'cloturee', actions: [] });
    const again = await act(agent, 'acceptation', { version: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FLOW.DEMANDE_TRANSITION_IMPOSSIBLE' });
    const taken = await t.db.query<{ assigned_to: string }>(
      'SELECT assigned_to FROM member_requests WHERE id = $1',
      [ID],
    );
    expect(taken.rows[0]?.assigned_to).toBe(DEMO_GESTIONNAIRE_ACCOUNT_ID);
  });
});
