import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

/** Registration with a Monaco number (spec §3 isDonneesROMonegasquesActivated, §4-§5): seeded member M006. */
const GIULIA = {
  numeroContrat: '',
  // Monaco number 12345678: 98 + the number padded to 11 digits.
  nir: '9800012345678',
  nom: 'ROSSI',
  prenom: 'giulia',
  dateNaissance: '1990-04-02',
  codePostal: '98000',
  email: 'giulia.rossi@example.mc',
  iban: '7301',
  password: 'Monaco#2026',
  confirmPassword: 'Monaco#2026',
  cgu: true,
  consentements: [],
  dematerialization: false,
};

describe('POST /api/identity/register with a Monaco number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('matches the Monégasque member by 98 + the Monaco number and mails the activation link', async () => {
    expect(t.deps.tenant.client.isDonneesROMonegasquesActivated).toBe(true);
    const response = await t.agent().post('/api/identity/register', GIULIA);
    expect(response.statusCode).toBe(202);
    const [mail] = await t.outbox(GIULIA.email);
    expect(mail?.template).toBe('activation');
    expect(mail?.text).toContain('Bonjour Giulia Rossi,');
  });

  it('answers an unknown Monaco number alike and mails nobody', async () => {
    const response = await t.agent().post('/api/identity/register', { ...GIULIA, nir: '9800087654321' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.outbox(GIULIA.email)).toEqual([]);
  });

  it('counts 9800000000000 as no NIR: the member number alone matches (oneOfTwo)', async () => {
    const response = await t
      .agent()
      .post('/api/identity/register', { ...GIULIA, numeroContrat: '1000006', nir: '9800000000000' });
    expect(response.statusCode).toBe(202);
    expect((await t.outbox(GIULIA.email))[0]?.template).toBe('activation');
  });

  it('refuses a Monaco number with the NIR format message when the client has no Monegasque data', async () => {
    const french = await buildTestApp({
      tenant: {
        ...t.deps.tenant,
        client: { ...t.deps.tenant.client, isDonneesROMonegasquesActivated: false },
      },
    });
    try {
      const response = await french.agent().post('/api/identity/register', GIULIA);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [
          {
            field: 'nir',
            code: 'NIR.FORMAT',
            message: 'Le format du numéro de sécurité sociale (sans clé) est incorrect',
          },
        ],
      });
      expect(await french.outbox(GIULIA.email)).toEqual([]);
    } finally {
      await french.close();
    }
  });
});
