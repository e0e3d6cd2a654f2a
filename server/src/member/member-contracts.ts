import type { Contract } from '@portail/domain';
import type { Database } from '../db/database.ts';
import { VersionedCache } from '../http/versioned-cache.ts';
import { findContracts } from './contracts.repository.ts';

/** Members whose contracts are kept in memory (the oldest read is dropped first). */
const MEMBERS_CACHED = 10_000;

/** The `GET /api/adherent/contrats` answer of a member: the same object until the member's contracts change. */
export interface MemberContracts {
  readonly contrats: Contract[];
}

const caches = new WeakMap<Database, VersionedCache<MemberContracts>>();

/**
 * The member's contracts in display order, from the process's cache: exact, any write to `contracts` changes
 * the `contracts` version (migration 101, db/change-versions.ts). Shared by the contracts list and the choice
 * of the current contract (refunds, beneficiaries, acts), which read them on every request.
 */
export function memberContracts(db: Database, memberId: string): Promise<MemberContracts> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new VersionedCache<MemberContracts>(db, 'contracts', MEMBERS_CACHED);
    caches.set(db, cache);
  }
  return cache.get(memberId, async () => ({ contrats: await findContracts(db, memberId) }));
}
