import type { BackOfficeArea, HabilitationAction, Habilitation } from '@portail/domain';
import { STAFF_ROLES, defaultHabilitationsFor } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface HabilitationRow extends Record<string, unknown> {
  area: BackOfficeArea;
  action: HabilitationAction;
}

/** The habilitations granted to an account (table `staff_habilitations`), in area then action order. */
export async function findHabilitations(db: Queryable, accountId: string): Promise<Habilitation[]> {
  const { rows } = await db.query<HabilitationRow>(
    'SELECT area, action FROM staff_habilitations WHERE account_id = $1 ORDER BY area, action',
    [accountId],
  );
  return rows.map((row) => ({ area: row.area, action: row.action }));
}

/** Grants one habilitation (idempotent). */
export async function grantHabilitation(
  db: Queryable,
  accountId: string,
  granted: Habilitation,
): Promise<void> {
  await db.query(
    'INSERT INTO staff_habilitations (account_id, area, action) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [accountId, granted.area, granted.action],
  );
}

/** Withdraws one habilitation (nothing when it was not granted). */
export async function revokeHabilitation(
  db: Queryable,
  accountId: string,
  revoked: Habilitation,
): Promise<void> {
  await db.query('DELETE FROM staff_habilitations WHERE account_id = $1 AND area = $2 AND action = $3', [
    accountId,
    revoked.area,
    revoked.action,
  ]);
}

interface StaffRow extends Record<string, unknown> {
  id: string;
  roles: string[];
}

/**
 * Gives every staff account that has no habilitation at all the defaults of its roles (domain
 * `defaultHabilitationsFor`). Accounts with at least one row keep what an Administrateur Digital set.
 */
export async function grantRoleDefaultsToStaffWithoutHabilitations(db: Queryable): Promise<void> {
  const { rows } = await db.query<StaffRow>(
    `SELECT a.id, a.roles FROM accounts a
      WHERE a.roles && $1::text[]
        AND NOT EXISTS (SELECT 1 FROM staff_habilitations h WHERE h.account_id = a.id)`,
    [[...STAFF_ROLES]],
  );
  for (const row of rows) {
    const defaults = defaultHabilitationsFor(row.roles);
    if (defaults.length === 0) continue;
    await db.query(
      `INSERT INTO staff_habilitations (account_id, area, action)
       SELECT $1, area, action FROM unnest($2::text[], $3::text[]) AS granted (area, action)
       ON CONFLICT DO NOTHING`,
      [row.id, defaults.map((h) => h.area), defaults.map((h) => h.action)],
    );
  }
}
