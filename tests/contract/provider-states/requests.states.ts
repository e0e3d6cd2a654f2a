import { readFileSync } from 'node:fs';
import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import type { TestAgent } from '../../../server/src/testing/test-agent.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/**
 * States of requests-api on the demo seed (Marie Dupont, contract 1000001-01). Seeded through the member's own
 * API — an uploaded quote, then a hospital coverage request — so they follow the server's rules.
 */
const QUOTE_PDF = readFileSync(new URL('../fixtures/rib.pdf', import.meta.url));
const CONTRACT = { 'x-contrat-courant': '1000001-01' };

async function uploadQuote(agent: TestAgent): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(QUOTE_PDF)], { type: 'application/pdf' }), 'devis.pdf');
  const encoded = new Request('http://provider.invalid/', { method: 'POST', body: form });
  const uploaded = await agent.request('POST', '/api/upload', Buffer.from(await encoded.arrayBuffer()), {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  const remoteFileName: unknown = uploaded.json<{ fileNames?: { remoteFileName?: unknown }[] }>()
    .fileNames?.[0]?.remoteFileName;
  if (uploaded.statusCode !== 200 || typeof remoteFileName !== 'string') {
    throw new Error(`quote not uploaded: ${uploaded.statusCode} ${uploaded.body}`);
  }
  return remoteFileName;
}

async function sendHospitalRequest(agent: TestAgent): Promise<string> {
  const quote = await uploadQuote(agent);
  const admission = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  const sent = await agent.post(
    '/api/adherent/demandes/form',
    {
      data: {
        type: 'prise-en-charge-hospitaliere',
        beneficiaire: 'P0010001',
        etablissement: {
          nom: 'Hôpital Saint-Louis',
          finess: '750100208',
          codePostal: '75010',
          email: 'a@b.fr',
        },
        dateAdmission: admission,
        typeHospitalisation: 'complete',
        devis: [quote],
      },
    },
    { headers: CONTRACT },
  );
  const id: unknown = sent.json<{ demande?: { id?: unknown } }>().demande?.id;
  if (sent.statusCode !== 200 || typeof id !== 'string') {
    throw new Error(`request not sent: ${sent.statusCode} ${sent.body}`);
  }
  return id;
}

export const requestsStates: StateSetups = {
  [STATES.memberWithRequests]: async ({ browser }) => {
    await sendHospitalRequest(await browser.signIn(DEMO_MEMBER_LOGIN));
    return undefined;
  },
  [STATES.memberWithUploadedQuote]: async ({ browser }) => {
    return { remoteFileName: await uploadQuote(await browser.signIn(DEMO_MEMBER_LOGIN)) };
  },
  [STATES.memberWithSentRequest]: async ({ browser }) => {
    return { requestId: await sendHospitalRequest(await browser.signIn(DEMO_MEMBER_LOGIN)) };
  },
};
