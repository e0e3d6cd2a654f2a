import {
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { ProviderContext, StateSetups } from './provider-context.ts';

/**
 * Marie Dupont starts a thread on « Cotisations » through the member API (as « Mes demandes » does), brought to
 * version 2 (the version the pact's writes send). Returns its id.
 */
async function cotisationsThread({ app, browser }: ProviderContext): Promise<string> {
  const member = await browser.signIn(DEMO_MEMBER_LOGIN);
  const started = await member.request(
    'POST',
    '/api/adherent/messages/form',
    { data: { sujet: 'cotisations', texte: 'Pourquoi ma cotisation a-t-elle augmenté ?', pieces: [] } },
    { headers: { 'x-contrat-courant': '1000001-01' } },
  );
  const id: unknown = started.json<{ id?: unknown }>().id;
  if (started.statusCode !== 200 || typeof id !== 'string')
    throw new Error(`thread not started: ${started.statusCode} ${started.body}`);
  await app.db.query('UPDATE member_threads SET version = 2 WHERE id = $1', [id]);
  return id;
}

/** « Demandes » › « Messages » states (back-office-api). */
export const backOfficeDiscussionsStates: StateSetups = {
  [STATES.discussionAwaitingAnswer]: async (context) => {
    const discussionId = await cotisationsThread(context);
    await context.browser.signIn(DEMO_GESTIONNAIRE_LOGIN);
    return { discussionId };
  },
  [STATES.discussionConsultant]: async (context) => {
    const discussionId = await cotisationsThread(context);
    await context.browser.signIn(DEMO_CONSULTANT_LOGIN);
    return { discussionId };
  },
};
