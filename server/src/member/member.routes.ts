import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import { answerConsent, findPendingConsents } from './consents.repository.ts';
import { hasCurrentContractHeader, ownCurrentContractOf } from './current-contract.ts';
import { findManagementMode } from './management-modes.repository.ts';
import { memberContracts } from './member-contracts.ts';
import { findBeneficiaries, findPrincipalPerson } from './persons.repository.ts';

const CONTRACTS_DOWN = {
  code: 'CONTRATS_INDISPONIBLES',
  message: 'Le service des contrats est momentanément indisponible.',
};
const UNKNOWN_CONSENT = { code: 'CONSENTEMENT_INCONNU', message: "Ce consentement n'existe pas ou plus." };

/** The member's own data: contracts, pending consents and answers, person, beneficiaries, act modes. */
export async function memberRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  const { db, clock } = deps;

  app.get('/api/adherent/contrats', async (request, reply) => {
    const session = await requireSession(request);
    if (faults?.take('contrats') === true) throw new HttpError(503, CONTRACTS_DOWN);
    const { memberId } = session;
    if (memberId === null) return { contrats: [] };
    return sendCachedJson(reply, await memberContracts(db, memberId));
  });

  app.get('/api/adherent/consentements', async (request) => {
    const session = await requireSession(request);
    return session.memberId === null ? [] : findPendingConsents(db, session.memberId);
  });

  app.post('/api/forms/consentement/form', async (request) => {
    const session = await requireSession(request);
    const data = new RequestFields(request.body).record('data');
    const nom = data.string('nomConsentement', 100);
    const isAccepted = data.boolean('isAccepted');
    if (session.memberId === null || !(await answerConsent(db, clock, session.memberId, nom, isAccepted))) {
      throw new HttpError(404, UNKNOWN_CONSENT);
    }
    return { ok: true };
  });

  app.get('/api/adherent/personne', async (request) => {
    const session = await requireSession(request);
    const person = session.memberId === null ? null : await findPrincipalPerson(db, session.memberId);
    if (person === null) throw new HttpError(404);
    return person;
  });

  // « Mes bénéficiaires »: like the documents and guarantees, a contract number that is not the member's
  // answers 404 — never swapped for another contract (issue 16).
  app.get('/api/adherent/beneficiaires', async (request) => {
    const session = await requireSession(request);
    if (session.memberId === null) return [];
    const contract = await ownCurrentContractOf(request, db, session.memberId);
    if (contract === null && hasCurrentContractHeader(request)) throw new HttpError(404);
    return contract === null ? [] : findBeneficiaries(db, contract);
  });

  app.get<{ Params: { id: string } }>('/api/identity/client/mode-gestion/:id', async (request) => {
    await requireSession(request);
    const modeGestion = await findManagementMode(db, request.params.id);
    if (modeGestion === null) throw new HttpError(404);
    return { modeGestion };
  });
}
