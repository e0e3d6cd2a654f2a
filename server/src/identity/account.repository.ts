import type { Queryable } from '../db/database.ts';

export type AccountStatus = 'pending' | 'active' | 'disabled';

/** A login account (table `accounts`). */
export interface Account {
  readonly id: string;
  readonly memberId: string | null;
  readonly userName: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly status: AccountStatus;
  readonly isConfirmed: boolean;
  readonly createdByAdmin: boolean;
  readonly roles: readonly string[];
}

interface AccountRow extends Record<string, unknown> {
  id: string;
  member_id: string | null;
  user_name: string;
  email: string;
  password_hash: string | null;
  status: AccountStatus;
  is_confirmed: boolean;
  created_by_admin: boolean;
  roles: string[];
}

const COLUMNS =
  'id, member_id, user_name, email, password_hash, status, is_confirmed, created_by_admin, roles';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    memberId: row.member_id,
    userName: row.user_name,
    email: row.email,
    passwordHash: row.password_hash,
    status: row.status,
    isConfirmed: row.is_confirmed,
    createdByAdmin: row.created_by_admin,
    roles: row.roles,
  };
}

async function one(db: Queryable, where: string, value: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE ${where} = $1`, [value]);
  const row = rows[0];
  return row ? toAccount(row) : null;
}

export const findAccountById = (db: Queryable, id: string): Promise<Account | null> => one(db, 'id', id);

/** The consents answered in « Créer mon espace », kept on the pending account until its activation. */
export async function findRegistrationConsents(db: Queryable, accountId: string): Promise<unknown[]> {
  const { rows } = await db.query<{ consents: unknown }>(
    'SELECT registration_consents AS consents FROM accounts WHERE id = $1',
    [accountId],
  );
  const consents = rows[0]?.consents;
  return Array.isArray(consents) ? consents : [];
}

/** `userName` must already be normalised (trimmed, lower-case). */
export const findAccountByUserName = (db: Queryable, userName: string): Promise<Account | null> =>
  one(db, 'user_name', userName);

export const findAccountByMemberId = (db: Queryable, memberId: string): Promise<Account | null> =>
  one(db, 'member_id', memberId);

export interface NewAccount {
  readonly id: string;
  readonly memberId: string | null;
  readonly userName: string;
  readonly createdByAdmin: boolean;
  readonly dematerialization: boolean;
  readonly registrationConsents: unknown;
  readonly createdAt: Date;
  /** The hash of the password chosen in « Créer mon espace » (issue 22 #2); null for an administrator's account. */
  readonly passwordHash: string | null;
}

/** Inserts a `pending` account (usable once activated; with the password chosen at registration, if any). */
export async function insertPendingAccount(db: Queryable, account: NewAccount): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, status, is_confirmed, created_by_admin, dematerialization,
                           registration_consents, created_at, password_hash)
     VALUES ($1, $2, $3, $3, 'pending', false, $4, $5, $6::jsonb, $7, $8)`,
    [
      account.id,
      account.memberId,
      account.userName,
      account.createdByAdmin,
      account.dematerialization,
      JSON.stringify(account.registrationConsents ?? []),
      account.createdAt,
      account.passwordHash,
    ],
  );
}

/** A registration again for a `pending` account: its new login (also its address), choices, consents and password. */
export async function updatePendingAccount(
  db: Queryable,
  accountId: string,
  update: {
    readonly userName: string;
    readonly dematerialization: boolean;
    readonly registrationConsents: unknown;
    readonly passwordHash: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE accounts SET user_name = $2, email = $2, dematerialization = $3, registration_consents = $4::jsonb,
            password_hash = $5
      WHERE id = $1`,
    [
      accountId,
      update.userName,
      update.dematerialization,
      JSON.stringify(update.registrationConsents),
      update.passwordHash,
    ],
  );
}

/** The login asked for in « Mon compte », used once the link mailed to it is opened. */
export async function setPendingUserName(db: Queryable, accountId: string, userName: string): Promise<void> {
  await db.query('UPDATE accounts SET pending_user_name = $2 WHERE id = $1', [accountId, userName]);
}

/** The login waiting for the confirmation of its address, or null. */
export async function pendingLoginOf(db: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ pending_user_name: string | null }>(
    'SELECT pending_user_name FROM accounts WHERE id = $1',
    [accountId],
  );
  return rows[0]?.pending_user_name ?? null;
}

/**
 * The new address was confirmed: it becomes the login and the contact e-mail. False when another account took
 * it in between (nothing changes then).
 */
export async function applyPendingLogin(db: Queryable, accountId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE accounts a SET user_name = a.pending_user_name, email = a.pending_user_name, pending_user_name = NULL
      WHERE a.id = $1 AND a.pending_user_name IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM accounts o WHERE o.user_name = a.pending_user_name AND o.id <> a.id)`,
    [accountId],
  );
  return rowCount === 1;
}

/** The login (and contact e-mail) becomes `userName`, unconfirmed until the link mailed to it is opened. */
export async function replaceLogin(db: Queryable, accountId: string, userName: string): Promise<void> {
  await db.query('UPDATE accounts SET user_name = $2, email = $2, is_confirmed = false WHERE id = $1', [
    accountId,
    userName,
  ]);
}

/** Is double authentication (a code after the password) on for the account? */
export async function doubleAuthenticationOn(db: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await db.query<{ amf_enabled: boolean }>(
    'SELECT amf_enabled FROM accounts WHERE id = $1',
    [accountId],
  );
  return rows[0]?.amf_enabled === true;
}

/** Deletes every session of the account except `keepIdHash` (after a password change). */
export async function deleteSessions(db: Queryable, accountId: string, keepIdHash?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1 AND ($2::text IS NULL OR id_hash <> $2)', [
    accountId,
    keepIdHash ?? null,
  ]);
}
