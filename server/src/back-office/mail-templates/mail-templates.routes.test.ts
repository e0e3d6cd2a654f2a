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

const URL = '/api/admin/mail-templates';
const RESET = `${URL}/reset-password`;
const NEW_RESET = {
  objet: 'Votre nouveau mot de passe, {{prenom}}',
  corps: 'Bonjour {{prenom}},\n\nChoisissez-le ici :\n\n{{lien}}\n\nL’équipe {{mutuelle}}',
};

interface Detail {
  cle: string;
  version: number;
  personnalise: boolean;
  objet: string;
  corps: string;
  variables: { nom: string; obligatoire: boolean }[];
  defaut: { objet: string; corps: string };
}

describe('« Modèles de mails »: /api/admin/mail-templates', () => {
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

  it('answers 401 without a session and 403 to a member or a consultant, before validating the body', async () => {
    expect((await t.agent().get(URL)).statusCode).toBe(401);
    for (const login of [DEMO_MEMBER_LOGIN, DEMO_CONSULTANT_LOGIN]) {
      const agent = await signedIn(login);
      expect((await agent.get(URL)).statusCode, login).toBe(403);
      const write = await agent.request('PUT', RESET, { nothing: true });
      expect(write.statusCode, login).toBe(403);
      expect(write.json(), login).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
    }
  });

  it('lists every mail and SMS the portal sends with its variables, required ones marked, defaults first', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const list = (await admin.get(URL)).json<{
      modeles: { cle: string; canal: string; version: number }[];
    }>();
    expect(list.modeles.map((m) => m.cle)).toEqual(
      expect.arrayContaining([
        'activation',
        'confirm-email',
        'reset-password',
        'password-changed',
        'login-changed',
        'security-code',
        'security-code-sms',
        'account-deleted',
        'act-acknowledgement',
        'bank-details-request',
      ]),
    );
    expect(list.modeles.find((m) => m.cle === 'security-code-sms')).toMatchObject({
      canal: 'sms',
      version: 0,
    });
    const reset = (await admin.get(RESET)).json<Detail>();
    expect(reset).toMatchObject({
      personnalise: false,
      version: 0,
      objet: 'Réinitialisation de votre mot de passe',
    });
    expect(reset.variables).toContainEqual(expect.objectContaining({ nom: 'lien', obligatoire: true }));
    expect((await admin.get(`${URL}/nope`)).statusCode).toBe(404);
  });

  it('saves a template, records it in the history, and the next mail uses it', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const saved = await gestionnaire.request('PUT', RESET, { ...NEW_RESET, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Detail>()).toMatchObject({ version: 1, personnalise: true, objet: NEW_RESET.objet });

    await t.agent().post('/api/identity/forgot-password', {
      userName: DEMO_MEMBER_LOGIN,
      dateNaissance: '1985-05-12',
    });
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.subject).toBe('Votre nouveau mot de passe, Marie');
    expect(mail?.text).toMatch(
      /^Bonjour Marie,\n\nChoisissez-le ici :\n\nhttp:\/\/127\.0\.0\.1:8080\/#\/reset-password\?/,
    );
    expect(mail?.links).toHaveLength(1);

    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const history = (await admin.get('/api/admin/history', { query: { area: 'modeles-mails' } })).json<{
      entrees: { element: string; action: string; agent: { identifiant: string }; resume: unknown }[];
    }>();
    expect(history.entrees).toEqual([
      expect.objectContaining({
        element: 'reset-password',
        action: 'update',
        agent: expect.objectContaining({ identifiant: DEMO_GESTIONNAIRE_LOGIN }),
        resume: {
          version: 1,
          avant: {
            objet: 'Réinitialisation de votre mot de passe',
            corps: expect.stringContaining('{{lien}}'),
          },
          apres: NEW_RESET,
        },
      }),
    ]);
  });

  it('answers 409 to a save made from a stale version, and keeps the first save', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    expect((await admin.request('PUT', RESET, { ...NEW_RESET, version: 0 })).statusCode).toBe(200);
    const stale = await admin.request('PUT', RESET, { objet: 'Autre', corps: '{{lien}}', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FLOW.BACK_OFFICE_STALE_VERSION' });
    expect((await admin.get(RESET)).json<Detail>()).toMatchObject({ version: 1, objet: NEW_RESET.objet });
    const next = await admin.request('PUT', RESET, { objet: 'Autre', corps: '{{lien}}', version: 1 });
    expect(next.json<Detail>()).toMatchObject({ version: 2, objet: 'Autre' });
  });

  it('refuses an unknown variable and a link mail without {{lien}} with the French catalogue message', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const unknown = await admin.request('PUT', RESET, { objet: '{{iban}}', corps: '{{lien}}', version: 0 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'FLOW.MAIL_TEMPLATE_UNKNOWN_VARIABLE',
      message: "La variable « {{iban}} » n'existe pas pour ce modèle.",
      errors: [expect.objectContaining({ field: 'objet' })],
    });
    const missing = await admin.request('PUT', RESET, { objet: 'Bonjour', corps: 'Sans lien', version: 0 });
    expect(missing.json()).toMatchObject({
      code: 'FLOW.MAIL_TEMPLATE_MISSING_VARIABLE',
      message: 'La variable obligatoire « {{lien}} » doit figurer dans le modèle.',
    });
    expect((await admin.get(RESET)).json<Detail>().version).toBe(0);
  });

  it('previews with sample values, HTML escaped, and sends a test to the staff member’s own address', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const texts = { objet: 'Pour {{prenom}}', corps: '<b>{{prenom}}</b>\n\n{{lien}}' };
    const preview = await admin.post(`${RESET}/preview`, texts);
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{ objet: string; texte: string; html: string }>();
    expect(body.objet).toBe('Pour Marie');
    expect(body.html).toContain('<p>&lt;b&gt;Marie&lt;/b&gt;</p>');
    expect(body.html).toContain('>Choisir un nouveau mot de passe</a>');

    const sent = await admin.post(`${RESET}/test`, texts);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ destinataire: DEMO_ADMIN_LOGIN });
    const [mail] = await t.outbox(DEMO_ADMIN_LOGIN);
    expect(mail).toMatchObject({ subject: '[Test] Pour Marie', template: 'mail-template-test' });
    expect((await admin.post(`${RESET}/test`, { objet: 'x', corps: 'y' })).statusCode).toBe(400);
  });
});
