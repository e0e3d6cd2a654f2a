import { insertTestRequest } from '../../../server/src/back-office/requests/test-requests.queries.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
} from '../../../server/src/db/seeds/core.seed.ts';
import { paddedPdf } from '../../../server/src/testing/padded-pdf.ts';
import { STATES } from '../support/provider-states.ts';
import type { ProviderContext, StateSetups } from './provider-context.ts';

/** The request every « Demandes » state holds (its id and its document's id are injected as `id` / `pieceId`). */
export const STATE_REQUEST_ID = 'demande-pec-1';
const injected = { id: STATE_REQUEST_ID, pieceId: `${STATE_REQUEST_ID}-file-0` };

async function withRequest({ app }: ProviderContext): Promise<void> {
  const now = app.clock.now();
  await insertTestRequest(app.db, {
    id: STATE_REQUEST_ID,
    submittedAt: new Date(now.getTime() - 3600_000),
    dueAt: new Date(now.getTime() + 47 * 3600_000),
    files: [{ name: 'devis.pdf', mimeType: 'application/pdf', content: paddedPdf(4096) }],
  });
}

async function takenBy(context: ProviderContext, login: string): Promise<void> {
  const staff = await context.browser.signIn(login);
  const taken = await staff.request('POST', `/api/admin/demandes/${STATE_REQUEST_ID}/attribution`, {
    version: 1,
  });
  if (taken.statusCode !== 200) throw new Error(`request not taken: ${taken.statusCode}`);
}

/** « Demandes » states (back-office-api): the seeded demo staff and one request of Marie Dupont. */
export const backOfficeRequestsStates: StateSetups = {
  [STATES.staffRequestsQueue]: async (context) => {
    await withRequest(context);
    await context.browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return injected;
  },
  [STATES.staffRequestTakenByMe]: async (context) => {
    await withRequest(context);
    await takenBy(context, DEMO_GESTIONNAIRE_LOGIN);
    return injected;
  },
  [STATES.staffRequestTakenByOther]: async (context) => {
    await withRequest(context);
    await takenBy(context, DEMO_ADMIN_LOGIN);
    await context.browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return injected;
  },
  [STATES.staffConsultantWithRequest]: async (context) => {
    await withRequest(context);
    await context.browser.signIn(DEMO_CONSULTANT_LOGIN);
    return injected;
  },
};
