import { cotisationsErrorCatalogue } from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import { findMemberContract, ownCurrentContractOf } from '../member/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { type ContributionSettings, findContributionSettings } from './cotisations.repository.ts';

const { noSchedule } = cotisationsErrorCatalogue;
export const NO_SCHEDULE = { code: noSchedule.code, message: noSchedule.template };

/** What a « Mes cotisations » request is about: the session member, their contract and its settings. */
export interface CotisationScope {
  readonly memberId: string;
  readonly accountId: string;
  readonly email: string;
  readonly nomOffre: string;
  readonly settings: ContributionSettings;
}

/**
 * The session member's current contract (`X-Contrat-Courant`, strict: another member's contract is never
 * replaced, it is not found) with its contribution settings. 401 without a session, 404 otherwise.
 */
export async function cotisationScope(request: FastifyRequest, deps: ServerDeps): Promise<CotisationScope> {
  const session = await requireSession(request);
  const memberId = session.memberId;
  if (memberId === null) throw new HttpError(404);
  const number = await ownCurrentContractOf(request, deps.db, memberId);
  const contract = number === null ? null : await findMemberContract(deps.db, memberId, number);
  if (contract === null) throw new HttpError(404);
  const settings = await findContributionSettings(deps.db, contract.numeroContratIndividuel);
  if (settings === null) throw new HttpError(404, NO_SCHEDULE);
  return {
    memberId,
    accountId: session.accountId,
    email: session.email,
    nomOffre: contract.nomOffre,
    settings,
  };
}

/** The ISO day of `date` (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
