import type { Habilitation, StaffRole } from '@portail/domain';
import { STAFF_ROLES } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** active: signs in; disabled: refused and without sessions; pending: waiting for its activation link. */
export type StaffAccountState = 'active' | 'disabled' | 'pending';

/** A staff account as « Habilitations » lists it. */
export interface StaffAccount {
  readonly id: string;
  readonly login: string;
  readonly nom: string;
  readonly prenom: string;
  readonly roles: readonly StaffRole[];
  readonly state: StaffAccountState;
  /** The last sign-in recorded in the back-office history, null when none. */
  readonly lastSignInAt: Date | null;
  /** Version of the habilitations (optimistic concurrency of the matrix editor). */
  readonly habilitationsVersion: number;
}

interface StaffRow extends Record<string, unknown> {
  id: string;
  user_name: string;
  nom: string | null;
  prenom: string | null;
  roles: string[];
  status: StaffAccountState;
  last_sign_in_at: Date | null;
  habilitations_version: number | null;
}

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

function toStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    login: row.user_name,
    nom: row.nom ?? '',
    prenom: row.prenom ?? '',
    roles: row.roles.filter(isStaffRole),
    state: row.status,
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at),
    habilitationsVersion: row.habilitations_version ?? 0,
  };
}

/** Last sign-in: the newest « connexion » entry of the history (index staff_account_id, at desc). */
const SELECT_STAFF = `
  SELECT a.id, a.user_name, p.nom, p.prenom, a.roles, a.status, p.habilitations_version,
         (SELECT h.at FROM admin_history h
           WHERE h.staff_account_id = a.id AND h.area = 'connexion' AND h.action = 'sign-in'
           ORDER BY h.at DESC LIMIT 1) AS last_sign_in_at
    FROM accounts a LEFT JOIN staff_profiles p ON p.account_id = a.id
   WHERE a.roles && $1::text[]`;

/** Every staff account (an account holding a staff role), by login. */
export async function listStaffAccounts(db: Queryable): Promise<StaffAccount[]> {
  const { rows } = await db.query<StaffRow>(`${SELECT_STAFF} ORDER BY a.user_name`, [[...STAFF_ROLES]]);
  return rows.map(toStaffAccount);
}

/** One staff account, or null (unknown id, or a member's account). */
export async function findStaffAccount(db: Queryable, id: string): Promise<StaffAccount | null> {
  const { rows } = await db.query<StaffRow>(`${SELECT_STAFF} AND a.id = $2`, [[...STAFF_ROLES], id]);
  const row = rows[0];
  return row === undefined ? null : toStaffAccount(row);
}

/** Whether an account (of anyone) already has this login (normalised). */
export async function loginTaken(db: Queryable, login: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE user_name = $1', [login]);
  return rows.length > 0;
}

export interface NewStaffAccount {
  readonly id: string;
  readonly login: string;
  readonly nom: string;
  readonly prenom: string;
  readonly roles: readonly StaffRole[];
  readonly habilitations: readonly Habilitation[];
  readonly createdAt: Date;
}

/**
 * Inserts a pending staff account created by an administrator (no member, no password: the activation link
 * lets its owner choose one), its profile (name, habilitations version 0) and its habilitations.
 */
export async function insertStaffAccount(db: Queryable, account: NewStaffAccount): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, status, is_confirmed, created_by_admin, dematerialization,
                           registration_consents, created_at, password_hash, roles)
     VALUES ($1, NULL, $2, $2, 'pending', false, true, true, '[]'::jsonb, $3, NULL, $4::text[])`,
    [account.id, account.login, account.createdAt, [...account.roles]],
  );
  await db.query('INSERT INTO staff_profiles (account_id, nom, prenom) VALUES ($1, $2, $3)', [
    account.id,
    account.nom,
    account.prenom,
  ]);
  await insertHabilitations(db, account.id, account.habilitations);
}

async function insertHabilitations(
  db: Queryable,
  accountId: string,
  habilitations: readonly Habilitation[],
): Promise<void> {
  if (habilitations.length === 0) return;
  await db.query(
    `INSERT INTO staff_habilitations (account_id, area, action)
     SELECT $1, area, action FROM unnest($2::text[], $3::text[]) AS granted (area, action)`,
    [accountId, habilitations.map((h) => h.area), habilitations.map((h) => h.action)],
  );
}

/**
 * Disables a staff account and deletes every session it has: the sessions live in the shared database and the
 * `sessions` change version the deletion bumps voids every instance's session cache, so the staff member is
 * signed out everywhere at once.
 */
export async function disableStaffAccount(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE accounts SET status = 'disabled' WHERE id = $1`, [id]);
  await db.query('DELETE FROM sessions WHERE account_id = $1', [id]);
}

/** Re-enables a disabled staff account: active again when it was ever activated, else pending its link. */
export async function enableStaffAccount(db: Queryable, id: string): Promise<StaffAccountState> {
  const { rows } = await db.query<{ status: StaffAccountState }>(
    `UPDATE accounts SET status = CASE WHEN activated_at IS NULL THEN 'pending' ELSE 'active' END
      WHERE id = $1 RETURNING status`,
    [id],
  );
  return rows[0]?.status ?? 'disabled';
}

/**
 * Replaces the habilitations of a staff account if they are still at `expectedVersion`; returns the new version,
 * or null when another save came first (nothing written then). Run inside a transaction.
 */
export async function replaceHabilitations(
  db: Queryable,
  accountId: string,
  expectedVersion: number,
  habilitations: readonly Habilitation[],
): Promise<number | null> {
  await db.query('INSERT INTO staff_profiles (account_id) VALUES ($1) ON CONFLICT DO NOTHING', [accountId]);
  const { rows } = await db.query<{ version: number }>(
    `UPDATE staff_profiles SET habilitations_version = habilitations_version + 1
      WHERE account_id = $1 AND habilitations_version = $2 RETURNING habilitations_version AS version`,
    [accountId, expectedVersion],
  );
  const version = rows[0]?.version;
  if (version === undefined) return null;
  await db.query('DELETE FROM staff_habilitations WHERE account_id = $1', [accountId]);
  await insertHabilitations(db, accountId, habilitations);
  return version;
}
