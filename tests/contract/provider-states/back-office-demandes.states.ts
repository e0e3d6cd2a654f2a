import { readFileSync } from 'node:fs';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { ProviderContext, StateSetups } from './provider-context.ts';

const QUOTE_PDF = readFileSync(new URL('../fixtures/rib.pdf', import.meta.url));
/** Marie Dupont (seed): her contract and herself as the person hospitalised. */
const CONTRACT = '1000001-01';
const MARIE = 'P0010001';

const day = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Marie Dupont sends a hospital coverage request with a quote through the member API (as the portal does), then
 * the request is brought to `version` (the version the pact's writes send: the number of changes it went
 * through is the server's business, not the contract's). Returns its id.
 */
async function hospitalCoverageRequest({ app, browser }: ProviderContext): Promise<string> {
  const member = await browser.signIn(DEMO_MEMBER_LOGIN);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(QUOTE_PDF)], { type: 'application/pdf' }), 'devis.pdf');
  const encoded = new Request('http://provider.invalid/', { method: 'POST', body: form });
  const uploaded = await member.request('POST', '/api/upload', Buffer.from(await encoded.arrayBuffer()), {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  const quote: unknown = uploaded.json<{ fileNames?: { remoteFileName?: unknown }[] }>().fileNames?.[0]
    ?.remoteFileName;
  if (uploaded.statusCode !== 200 || typeof quote !== 'string')
    throw new Error(`quote not uploaded: ${uploaded.statusCode} ${uploaded.body}`);
  const data = {
    type: 'prise-en-charge-hospitaliere',
    beneficiaire: MARIE,
    etablissement: {
      nom: 'Hôpital de la Pitié-Salpêtrière',
      finess: '750100125',
      codePostal: '75013',
      email: 'admissions@hopital.example',
    },
    dateAdmission: day(app.clock.now(), 3),
    typeHospitalisation: 'complete',
    devis: [quote],
  };
  const sent = await member.request(
    'POST',
    '/api/adherent/demandes/form',
    { data },
    {
      headers: { 'x-contrat-courant': CONTRACT },
    },
  );
  const id: unknown = sent.json<{ demande?: { id?: unknown } }>().demande?.id;
  if (sent.statusCode !== 200 || typeof id !== 'string')
    throw new Error(`request not sent: ${sent.statusCode} ${sent.body}`);
  return id;
}

/** `login` takes the request (staff API), which is then set at `version`. */
async function takenBy(context: ProviderContext, id: string, login: string, version: number): Promise<void> {
  const staff = await context.browser.signIn(login);
  const read = await staff.request('GET', `/api/admin/demandes/${id}`);
  const current: unknown = read.json<{ version?: unknown }>().version;
  const taken = await staff.request('POST', `/api/admin/demandes/${id}/attribution`, { version: current });
  if (taken.statusCode !== 200) throw new Error(`request not taken: ${taken.statusCode} ${taken.body}`);
  await atVersion(context, id, version);
}

async function atVersion({ app }: ProviderContext, id: string, version: number): Promise<void> {
  await app.db.query('UPDATE member_requests SET version = $2 WHERE id = $1', [id, version]);
}

/** « Demandes » and « Délais de traitement » states (back-office-api): the demo staff and Marie Dupont. */
export const backOfficeDemandesStates: StateSetups = {
  [STATES.demandeSentNobodyHasIt]: async (context) => {
    const demandeId = await hospitalCoverageRequest(context);
    await atVersion(context, demandeId, 1);
    await context.browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return { demandeId };
  },
  [STATES.demandeTakenByAdministrator]: async (context) => {
    const demandeId = await hospitalCoverageRequest(context);
    await takenBy(context, demandeId, DEMO_ADMIN_LOGIN, 2);
    await context.browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return { demandeId };
  },
  [STATES.demandeTakenByGestionnaire]: async (context) => {
    const demandeId = await hospitalCoverageRequest(context);
    await takenBy(context, demandeId, DEMO_GESTIONNAIRE_LOGIN, 2);
    return { demandeId };
  },
  // Another administrator saved the delays first: the table is past version 0.
  [STATES.delaisChangedMeanwhile]: async ({ browser }) => {
    const admin = await browser.signIn(DEMO_ADMIN_LOGIN);
    const saved = await admin.request('PUT', '/api/admin/referentiels/delais-demandes', {
      version: 0,
      delais: [{ type: 'remboursement', heures: 96 }],
    });
    if (saved.statusCode !== 200) throw new Error(`delays not saved: ${saved.statusCode} ${saved.body}`);
    return undefined;
  },
};
