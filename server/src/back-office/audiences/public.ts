/**
 * What the rest of the back office (« Notifications ») and, through `back-office/public.ts`, the CMS may use of
 * « Audiences »: the saved audiences, their members in keyset batches, and membership of one member.
 */
import type { Audience } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { audienceMemberIds, countAudienceMembers, isMemberSelected } from './audience-members.queries.ts';
import { findAudience, listAudiences } from './audiences.repository.ts';

export type { Audience } from '@portail/domain';

/** What the membership queries need (a `ServerDeps` will do). */
export interface AudienceDeps {
  readonly db: Queryable;
  readonly tenant: TenantConfig;
  readonly clock: Clock;
}

/** Every saved audience, by name. */
export function listSavedAudiences(deps: Pick<AudienceDeps, 'db'>): Promise<Audience[]> {
  return listAudiences(deps.db);
}

/** One saved audience, or null. */
export function findSavedAudience(
  deps: Pick<AudienceDeps, 'db'>,
  audienceId: string,
): Promise<Audience | null> {
  return findAudience(deps.db, audienceId);
}

async function audienceOrThrow(deps: AudienceDeps, audienceId: string): Promise<Audience> {
  const audience = await findAudience(deps.db, audienceId);
  if (audience === null) throw new Error(`unknown audience ${audienceId}`);
  return audience;
}

/** A batch of member ids of the audience (as it is now), in id order, after `afterMemberId` (null: from the start). */
export interface AudienceMemberBatch {
  readonly memberIds: readonly string[];
  /** Pass it as `afterMemberId` for the next batch; null when this batch was the last. */
  readonly nextAfterMemberId: string | null;
}

/**
 * The members of an audience, `limit` (1 to 10,000) at a time, by keyset on the member id: stable under inserts
 * (a member added later with a smaller id is skipped, never duplicated). Throws for an unknown audience (a bug).
 */
export async function audienceMemberBatch(
  deps: AudienceDeps,
  audienceId: string,
  page: { readonly afterMemberId: string | null; readonly limit: number },
): Promise<AudienceMemberBatch> {
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 10_000)
    throw new RangeError(`audience batch limit ${String(page.limit)}`);
  const audience = await audienceOrThrow(deps, audienceId);
  const memberIds = await audienceMemberIds(
    deps.db,
    audience.criteres,
    { tenant: deps.tenant, now: deps.clock.now() },
    page,
  );
  const last = memberIds.at(-1);
  return { memberIds, nextAfterMemberId: memberIds.length < page.limit || last === undefined ? null : last };
}

/** How many members the audience holds now. Throws for an unknown audience. */
export async function countMembersOfAudience(deps: AudienceDeps, audienceId: string): Promise<number> {
  const audience = await audienceOrThrow(deps, audienceId);
  return countAudienceMembers(deps.db, audience.criteres, { tenant: deps.tenant, now: deps.clock.now() });
}

/** Whether the member is in the audience now; false for an unknown audience. */
export async function isMemberInAudience(
  deps: AudienceDeps,
  memberId: string,
  audienceId: string,
): Promise<boolean> {
  const audience = await findAudience(deps.db, audienceId);
  if (audience === null) return false;
  return isMemberSelected(deps.db, memberId, audience.criteres, {
    tenant: deps.tenant,
    now: deps.clock.now(),
  });
}
