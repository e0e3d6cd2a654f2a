import { readFileSync } from 'node:fs';
import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import type { TestApp } from '../../../server/src/testing/test-app.ts';
import { STATES } from '../support/provider-states.ts';
import { lastSecurityCode } from './identity.states.ts';
import type { StateSetups } from './provider-context.ts';

/** The states below rely on the demo seed: fail loudly if it no longer holds what they need. */
async function expectSeeded(app: TestApp, sql: string): Promise<void> {
  const { rows } = await app.db.query(sql);
  if (rows.length === 0) throw new Error(`the seed has nothing for: ${sql}`);
}

const RIB_PDF = readFileSync(new URL('../fixtures/rib.pdf', import.meta.url));

/** CMS, FAQ, consent, security code, bank details and contracts states (server/seed/*.json). */
export const contentStates: StateSetups = {
  [STATES.cmsBlock]: async ({ app }) => {
    await expectSeeded(app, `SELECT 1 FROM cms_items WHERE block_name = 'Register_Help'`);
    return undefined;
  },
  [STATES.cmsStaticPage]: async ({ app }) => {
    await expectSeeded(
      app,
      `SELECT 1 FROM cms_items WHERE block_name = 'Pages_Statiques' AND item_name = 'mentions-legales'`,
    );
    return undefined;
  },
  [STATES.cmsNoSuchPage]: async ({ app }) => {
    await app.db.query(
      `DELETE FROM cms_items WHERE block_name = 'Pages_Statiques' AND item_name = 'page-inconnue'`,
    );
    return undefined;
  },
  [STATES.cmsImage]: async ({ app }) => {
    await expectSeeded(app, `SELECT 1 FROM cms_images WHERE id = 'reseau-optique-cover'`);
    return undefined;
  },

  [STATES.faqPublished]: async () => undefined,

  // The demo member has two consents pending in the seed (newsletter, partage-reseaux-soins).
  [STATES.memberWithPendingConsents]: async ({ app, browser }) => {
    await expectSeeded(app, `SELECT 1 FROM member_consents WHERE member_id = 'M001' AND accepted IS NULL`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.anonymousVisitor]: async () => undefined,

  [STATES.memberWithConfirmedPhone]: async ({ browser }) => {
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.memberWithSecurityCode]: async ({ app, browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const sent = await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'VERIFY_AMF',
    });
    if (sent.statusCode !== 200) throw new Error(`security code not sent: ${sent.statusCode} ${sent.body}`);
    return { securityCode: await lastSecurityCode(app) };
  },

  // Contract 1000001-01 of the demo member has its benefits payment missing; the act is in manual mode.
  [STATES.memberWithMissingBankDetails]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(RIB_PDF)], { type: 'application/pdf' }), 'rib.pdf');
    const encoded = new Request('http://provider.invalid/', { method: 'POST', body: form });
    const uploaded = await agent.request('POST', '/api/upload', Buffer.from(await encoded.arrayBuffer()), {
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    const remoteFileName: unknown = uploaded.json<{ fileNames?: { remoteFileName?: unknown }[] }>()
      .fileNames?.[0]?.remoteFileName;
    if (uploaded.statusCode !== 200 || typeof remoteFileName !== 'string') {
      throw new Error(`RIB not uploaded: ${uploaded.statusCode} ${uploaded.body}`);
    }
    return { remoteFileName };
  },

  [STATES.memberWithContracts]: async ({ browser }) => {
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.memberWithoutContracts]: async ({ app, browser }) => {
    await app.db.query(`DELETE FROM contracts WHERE member_id = 'M001'`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // The dev fault switch of the reference server makes the next contracts read answer 503.
  [STATES.contractsUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'contrats', times: 1 });
    if (armed.statusCode !== 200)
      throw new Error(`contracts fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },

  // refunds-api: the seed dates 240 acts of 1000001-01 back from today; Jean Martin owns 1000002-01.
  [STATES.memberWithCareActs]: async ({ app, browser }) => {
    await expectSeeded(app, `SELECT 1 FROM care_acts WHERE numero_contrat_individuel = '1000001-01'`);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  [STATES.refundsUnavailable]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    const armed = await agent.post('/dev/faults', { fault: 'remboursements', times: 1 });
    if (armed.statusCode !== 200)
      throw new Error(`refunds fault not armed: ${armed.statusCode} ${armed.body}`);
    return undefined;
  },
};
