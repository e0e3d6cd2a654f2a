import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_LOGIN } from '../db/seeds/core.seed.ts';
import { MARIE_CONTRACT, uploadPdf } from './requests.test-support.ts';
import { loginAs } from '../testing/login.ts';
import { signInAs } from '../testing/member-session.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

/** Where the values edited in « Référentiels » are used: the member's forms and what they display. */
describe('« Référentiels »: the values as the member services use them', () => {
  let t: TestApp;
  let admin: TestAgent;
  let member: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date('2026-11-26T10:00:00Z'));
    admin = t.agent();
    await loginAs(admin, DEMO_ADMIN_LOGIN);
    member = t.agent();
    await signInAs(t, member);
  });

  it('refuses a claim type disabled in the back office from the next submission, and accepts one added', async () => {
    const claim = async (typeSinistre: string) =>
      member.post(
        '/api/adherent/demandes/form',
        {
          data: {
            type: 'declaration-sinistre',
            typeSinistre,
            dateEvenement: '2026-11-20',
            personneConcernee: 'P0010001',
            description: 'Déclaration de test.',
            justificatifs: [await uploadPdf(member, 'arret.pdf')],
          },
        },
        { headers: MARIE_CONTRACT },
      );
    const path = '/api/admin/referentiels/claimType/valeurs';
    expect((await admin.request('PATCH', `${path}/DECES`, { version: 0, actif: false })).statusCode).toBe(
      200,
    );
    const refused = await claim('DECES');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('typeSinistre');
    expect(
      (await admin.request('POST', path, { version: 1, code: 'ACCIDENT', libelle: 'Accident' })).statusCode,
    ).toBe(201);
    expect((await claim('ACCIDENT')).statusCode).toBe(200);
  });

  it('shows a payment mode renamed then disabled with its new label where it is already used', async () => {
    const path = '/api/admin/referentiels/paymentMode/valeurs/PRL';
    await admin.request('PATCH', path, { version: 0, libelle: 'Prélèvement SEPA' });
    await admin.request('PATCH', path, { version: 1, actif: false });
    const schedule = await member.get('/api/adherent/cotisations', { headers: MARIE_CONTRACT });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json<{ libelleModePaiement: string }>().libelleModePaiement).toBe('Prélèvement SEPA');
    const offered = (await t.agent().get('/api/referentiel/paymentMode')).json<{ code: string }[]>();
    expect(offered.map((value) => value.code)).not.toContain('PRL');
  });
});
