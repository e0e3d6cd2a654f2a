import type { Queryable } from '../db/database.ts';
import { grantRoleDefaultsToStaffWithoutHabilitations } from './staff-habilitations.repository.ts';

/**
 * The staff's default habilitations (issue 24; table in domain/README.md): every staff account without any
 * habilitation row, the seeded admin@, gestionnaire@ and consultant@ included, gets its roles' defaults. Runs
 * after the core seed (the accounts); idempotent, and what an administrator changed later is kept.
 */
export async function seedStaffHabilitations(db: Queryable): Promise<void> {
  await grantRoleDefaultsToStaffWithoutHabilitations(db);
}
