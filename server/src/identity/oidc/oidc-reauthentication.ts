import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { getSession } from '../../http/session.ts';
import { linkedAccountId } from './oidc-account-link.repository.ts';
import type { OidcIdentity } from './oidc-relying-party.ts';
import { findOidcReauthenticatedAt, markOidcReauthenticated } from './oidc-session.repository.ts';

/** `GET`: the signed-in member signs in again at the provider, then comes back to `callbackUrl`. */
export const OIDC_REAUTHENTICATE_PATH = '/api/identity/oidc/reauthenticate';
/** Where the browser comes back by default: « Supprimer mon espace », told the identity is confirmed. */
export const REAUTHENTICATED_CALLBACK = '/#/espace/compte/supprimer?identite=confirmee';
/** The provider sign-in must be this recent (ID token `auth_time`; the request asks `max_age=0`). */
export const REAUTH_MAX_AGE_SECONDS = 300;
/** A confirmation allows a deletion for this long. */
export const REAUTH_VALID_MS = 5 * 60_000;

/**
 * The end of a re-authentication flow: the browser still holds the very session that started it, and the provider
 * identity that just signed in is that session's account (stored link or verified e-mail). Then the session is
 * marked confirmed now, with the fresh ID token (kept for the RP-initiated logout).
 */
export async function confirmReauthentication(
  request: FastifyRequest,
  sessionHash: string,
  identity: OidcIdentity,
): Promise<boolean> {
  const { db, clock } = request.server.deps;
  const session = await getSession(request);
  if (session === null || session.idHash !== sessionHash) return false;
  const now = clock.now();
  if ((await linkedAccountId(db, identity, now)) !== session.accountId) return false;
  await markOidcReauthenticated(db, sessionHash, identity.idToken, now);
  return true;
}

/** The session was confirmed at the provider less than REAUTH_VALID_MS ago. */
export async function reauthenticatedRecently(
  db: Queryable,
  sessionHash: string,
  now: Date,
): Promise<boolean> {
  const at = await findOidcReauthenticatedAt(db, sessionHash);
  if (!at) return false;
  return now.getTime() - new Date(at).getTime() < REAUTH_VALID_MS;
}
