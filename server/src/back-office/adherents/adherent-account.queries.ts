import type { AdherentAccountFacts } from '@portail/domain';

/**
 * The account facts of each member of `<source> m` (a table or subquery with the member's `id`), for the domain's
 * `adherentAccountStatus`: the member's account (the latest when several), its valid activation link, its running
 * sign-in lock, the last deletion. `$1` is now.
 */
export const accountFactsJoin = (source: string): string => `
  ${source}
  LEFT JOIN LATERAL (
    SELECT a.id, a.user_name, a.status, a.created_at, a.activated_at, a.amf_enabled, a.created_by_admin
      FROM accounts a WHERE a.member_id = m.id ORDER BY a.created_at DESC LIMIT 1) a ON true
  LEFT JOIN LATERAL (
    SELECT max(t.created_at) AS valid_link_sent_at FROM account_tokens t
     WHERE t.account_id = a.id AND t.purpose = 'Confirmation' AND t.used_at IS NULL AND t.expires_at > $1) t ON true
  LEFT JOIN LATERAL (
    SELECT th.locked_until FROM throttle th
     WHERE th.key = 'login-user:' || a.user_name AND th.locked_until > $1) th ON true
  LEFT JOIN LATERAL (
    SELECT max(d.deleted_at) AS deleted_at FROM member_account_deletions d WHERE d.member_id = m.id) d ON true`;

export const ACCOUNT_FACTS_COLUMNS = `a.id AS account_id, a.user_name, a.status, a.created_at AS account_created_at,
  a.activated_at, a.amf_enabled, a.created_by_admin, t.valid_link_sent_at, th.locked_until, d.deleted_at`;

export interface AccountFactsRow extends Record<string, unknown> {
  account_id: string | null;
  user_name: string | null;
  status: 'pending' | 'active' | 'disabled' | null;
  account_created_at: Date | null;
  activated_at: Date | null;
  amf_enabled: boolean | null;
  created_by_admin: boolean | null;
  valid_link_sent_at: Date | null;
  locked_until: Date | null;
  deleted_at: Date | null;
}

export function accountFacts(row: AccountFactsRow): AdherentAccountFacts {
  return {
    account:
      row.status === null || row.account_created_at === null
        ? null
        : {
            status: row.status,
            createdAt: row.account_created_at,
            activatedAt: row.activated_at,
            validLinkSentAt: row.valid_link_sent_at,
            lockedUntil: row.locked_until,
          },
    deletedAt: row.deleted_at,
  };
}
