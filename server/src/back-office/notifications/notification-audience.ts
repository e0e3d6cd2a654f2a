import type { Queryable } from '../../db/database.ts';
import type { ServerDeps } from '../../server-deps.ts';
import {
  audienceMemberBatch,
  countMembersOfAudience,
  findSavedAudience,
  listSavedAudiences,
} from '../audiences/public.ts';
import type { AudienceMembers } from './notification-delivery.ts';

/** The members of the saved audiences of « Audiences » (`back-office/audiences/public.ts`), for a sending. */
export function savedAudienceMembers(deps: Pick<ServerDeps, 'tenant' | 'clock'>): AudienceMembers {
  const on = (db: Queryable) => ({ db, tenant: deps.tenant, clock: deps.clock });
  return {
    list: async (db) => (await listSavedAudiences({ db })).map((a) => ({ id: a.id, label: a.nom })),
    label: async (db, audienceId) => (await findSavedAudience({ db }, audienceId))?.nom ?? null,
    count: (db, audienceId) => countMembersOfAudience(on(db), audienceId),
    batch: async (db, audienceId, after, size) =>
      (await audienceMemberBatch(on(db), audienceId, { afterMemberId: after, limit: size })).memberIds,
  };
}
