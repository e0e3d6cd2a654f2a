import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';

const ADMIN_ACCOUNT_ID = '00000000-0000-4000-8000-000000000002';
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

describe('generic acts', () => {
  it('records an act with the current contract and acknowledges it by mail', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.post(
      '/api/forms/changementadresse/form',
      { data: { libelleVoie: 'rue des Lilas', codePostal: '75020' } },
      { headers: { 'x-contrat-courant': '1000001-02' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isModeGestionManuel: false, isAccuseReceptionActive: true });
    const { rows } = await t.db.query('SELECT form_name, numero_contrat_individuel, data FROM member_acts');
    expect(rows).toEqual([
      {
        form_name: 'changementadresse',
        numero_contrat_individuel: '1000001-02',
        data: { libelleVoie: 'rue des Lilas', codePostal: '75020' },
      },
    ]);
    const [mail] = await t.outbox('demo@mutuelle.fr');
    expect(mail?.template).toBe('act-acknowledgement');
    expect(mail?.text).toContain('Nous avons bien reçu votre demande de changement d’adresse (référence');
    expect(mail?.text).not.toContain('changementadresse');
  });

  it('never names an act by its slug in the acknowledgement (issue 22 #15)', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    await agent.post('/api/forms/envoi-justificatifs/form', { data: {} });
    await agent.post('/api/forms/acte-inconnu/form', { data: {} });
    const texts = (await t.outbox('demo@mutuelle.fr')).map((mail) => mail.text);
    expect(texts.some((text) => text.includes("votre demande d'envoi de justificatifs (référence"))).toBe(
      true,
    );
    expect(texts.some((text) => text.includes('reçu votre demande (référence'))).toBe(true);
    expect(texts.join('\n')).not.toMatch(/envoi-justificatifs|acte-inconnu/);
  });

  it('says when an act is handled manually', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.post('/api/forms/ribprestations/form', { data: {} });
    expect(response.json()).toMatchObject({ isModeGestionManuel: true });
  });

  it('needs a session for an act but not for an online-sales form, which mails nobody', async () => {
    expect((await t.agent().post('/api/forms/changementadresse/form', { data: {} })).statusCode).toBe(401);
    const vel = await t.agent().post('/api/vel/devis-sante/vel', { data: { email: 'prospect@example.fr' } });
    expect(vel.statusCode).toBe(200);
    expect(vel.json()).toEqual({ isModeGestionManuel: true, isAccuseReceptionActive: false });
    expect(await t.outbox('prospect@example.fr')).toEqual([]);
  });

  it('refuses an oversized act', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.post('/api/forms/changementadresse/form', {
      data: { texte: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ACTE_TROP_VOLUMINEUX' });
  });
});

describe('reference data, simulator and admin resources', () => {
  it('serves each reference kind publicly, 404 for an unknown kind', async () => {
    const civility = await t.agent().get('/api/referentiel/civility');
    expect(civility.json()).toEqual([
      { code: 'M', libelle: 'Monsieur' },
      { code: 'MME', libelle: 'Madame' },
      { code: 'MLLE', libelle: 'Mademoiselle' },
    ]);
    expect((await t.agent().get('/api/referentiel/paymentMode')).json<unknown[]>()).toHaveLength(3);
    expect((await t.agent().get('/api/referentiel/inconnu')).statusCode).not.toBe(200);
  });

  it('serves the simulator domains to a member', async () => {
    expect((await t.agent().get('/api/simulateurprestation/domaines')).statusCode).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    const domains = (await agent.get('/api/simulateurprestation/domaines')).json<
      { libelle: string; children: unknown[] }[]
    >();
    expect(domains.map((domain) => domain.libelle)).toEqual([
      'Optique',
      'Dentaire',
      'Hospitalisation',
      'Audition',
      'Soins courants',
    ]);
    expect(domains[0]?.children).toHaveLength(2);
  });

  it('serves the habilitations to an administrator only (admin prefix rule)', async () => {
    const member = t.agent();
    await signInAs(t, member);
    expect((await member.get('/api/admin/habilitations')).statusCode).toBe(403);
    const admin = t.agent();
    await signInAs(t, admin, ADMIN_ACCOUNT_ID);
    const response = await admin.get('/api/admin/habilitations');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ role: string }[]>()[0]).toEqual({
      role: 'Admin',
      ressource: 'cms',
      actions: ['create', 'read', 'update', 'delete'],
    });
  });
});
