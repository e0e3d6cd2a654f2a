import type { Queryable } from '../../db/database.ts';
import type { OidcFlowSecrets } from './oidc-relying-party.ts';

/** Lifetime of an authorization request (browser at the provider). */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

export interface OidcFlow extends OidcFlowSecrets {
  readonly callbackUrl: string;
  /** A re-authentication of this portal session (SHA-256 of its cookie); null for a sign-in. */
  readonly reauthSessionHash: string | null;
}

interface FlowRow extends Record<string, unknown> {
  state: string;
  nonce: string;
  code_verifier: string;
  callback_url: string;
  reauth_session_hash: string | null;
}

/** Stores the flow of this browser (a newer flow of the same browser replaces the older one). */
export async function saveOidcFlow(
  db: Queryable,
  browserHash: string,
  flow: OidcFlow,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM oidc_flows WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO oidc_flows (browser_hash, state, nonce, code_verifier, callback_url, created_at, expires_at,
                             reauth_session_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      browserHash,
      flow.state,
      flow.nonce,
      flow.codeVerifier,
      flow.callbackUrl,
      now,
      new Date(now.getTime() + OIDC_FLOW_TTL_MS),
      flow.reauthSessionHash,
    ],
  );
}

/** Spends the live flow of this browser exactly once; null when none, expired or already spent. */
export async function spendOidcFlow(db: Queryable, browserHash: string, now: Date): Promise<OidcFlow | null> {
  const { rows } = await db.query<FlowRow>(
    `UPDATE oidc_flows SET used_at = $2 WHERE browser_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING state, nonce, code_verifier, callback_url, reauth_session_hash`,
    [browserHash, now],
  );
  const row = rows[0];
  return row
    ? {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        callbackUrl: row.callback_url,
        reauthSessionHash: row.reauth_session_hash,
      }
    : null;
}
