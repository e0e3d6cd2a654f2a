import { issuableDocument } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findContractGuarantees } from '../guarantees/public.ts';
import { findBeneficiaries, findMemberContract, ownCurrentContractOf } from '../member/public.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import { tiersPayantCard } from './tiers-payant-card.ts';

const GED_DOWN = {
  code: 'GED_INDISPONIBLE',
  message: 'Le service des documents est momentanément indisponible.',
};
const NO_CARD = {
  code: 'DOCUMENT_INDISPONIBLE',
  message: "Ce document n'est pas disponible pour ce contrat.",
};

/**
 * The tiers-payant card of the session member's current contract as data (`/adherent/carte-tiers-payant`), the
 * same card as the PDF: shown large on the phone at the counter. 404 when the member has no contract, names a
 * contract that is not theirs, or the contract has no card (not « valide »).
 */
export async function tiersPayantCardRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  app.get('/api/adherent/carte-tiers-payant', async (request, reply) => {
    const session = await requireSession(request);
    if (session.memberId === null) throw new HttpError(404);
    const number = await ownCurrentContractOf(request, deps.db, session.memberId);
    const contract = number === null ? null : await findMemberContract(deps.db, session.memberId, number);
    if (contract === null) throw new HttpError(404);
    if (faults?.take('ged') === true) throw new HttpError(503, GED_DOWN);
    if (issuableDocument('CarteTP', contract.etat) === null) throw new HttpError(404, NO_CARD);
    const guarantees = await findContractGuarantees(
      deps.db,
      session.memberId,
      contract.numeroContratIndividuel,
    );
    if (guarantees === null) throw new HttpError(404);
    void reply.header('Cache-Control', 'private, no-store');
    return tiersPayantCard({
      issuer: deps.tenant.client.libelle,
      today: deps.clock.now().toISOString().slice(0, 10),
      numeroContrat: contract.numeroContratIndividuel,
      beneficiaries: await findBeneficiaries(deps.db, contract.numeroContratIndividuel),
      guarantees,
    });
  });
}
