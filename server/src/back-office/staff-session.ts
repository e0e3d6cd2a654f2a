import { isStaff } from '@portail/domain';

/** A staff session ends after 15 minutes without a request (issue 24)… */
export const STAFF_SESSION_IDLE_MS = 15 * 60_000;
/** …and 8 hours after sign-in, whatever its activity. */
export const STAFF_SESSION_MAX_MS = 8 * 3600_000;

/** How long a new session may live: its absolute lifetime and its own idle timeout (null: the instance's). */
export interface SessionLimits {
  readonly ttlMs: number;
  readonly idleMs: number | null;
}

/**
 * The limits of a session opened for an account with `roles`: a staff member's are 15 min idle and 8 h absolute
 * (never longer than the instance's own settings); a member's are the instance's (`SESSION_IDLE_MINUTES`,
 * `SESSION_MAX_HOURS`). Both are stored with the session, so every instance applies them.
 */
export function sessionLimitsFor(
  roles: readonly string[],
  instance: { readonly sessionTtlMs: number; readonly sessionIdleMs?: number },
): SessionLimits {
  if (!isStaff(roles)) return { ttlMs: instance.sessionTtlMs, idleMs: null };
  return {
    ttlMs: Math.min(STAFF_SESSION_MAX_MS, instance.sessionTtlMs),
    idleMs: Math.min(STAFF_SESSION_IDLE_MS, instance.sessionIdleMs ?? STAFF_SESSION_IDLE_MS),
  };
}

/** A staff member always signs in with a second factor (the security code), whatever their account's setting. */
export function secondFactorRequired(roles: readonly string[]): boolean {
  return isStaff(roles);
}
