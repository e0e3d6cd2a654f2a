import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { ownCurrentContractOf } from '../member/public.ts';
import { findContractGuarantees } from './guarantees.repository.ts';

/**
 * « Mes garanties » (generic resource `/adherent/garanties`): what the session member's current contract
 * covers, by domain. 404 when the member has no contract or names one that is not theirs.
 */
export async function guaranteeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/adherent/garanties', async (request) => {
    const session = await requireSession(request);
    if (session.memberId === null) throw new HttpError(404);
    const contract = await ownCurrentContractOf(request, deps.db, session.memberId);
    const guarantees =
      contract === null ? null : await findContractGuarantees(deps.db, session.memberId, contract);
    if (guarantees === null) throw new HttpError(404);
    return guarantees;
  });
}
