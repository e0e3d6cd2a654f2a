import type { ClientConfiguration } from '../entities/client-configuration.entity.ts';

/**
 * Failed-registration counter (spec §4 registration): after each failed attempt the counter grows;
 * when it reaches registerAttemptNumber the configured message is shown and the submit button is
 * hidden. An immutable value: every change returns a new counter.
 */
export interface RegisterAttempts {
  readonly failedAttempts: number;
  /** registerAttemptNumber; `undefined` = no limit (missing, zero, negative or non-integer config). */
  readonly limit: number | undefined;
  /** registerAttemptNumberMessage, shown once the limit is reached. */
  readonly limitMessage: string;
}

export type RegisterAttemptsConfig = Pick<
  ClientConfiguration,
  'registerAttemptNumber' | 'registerAttemptNumberMessage'
>;

/** What the registration screen shows for the current counter. */
export interface RegisterSubmitState {
  readonly submitVisible: boolean;
  /** The configured message once the limit is reached, otherwise `undefined`. */
  readonly message: string | undefined;
}

/** A fresh counter (no failed attempt yet) for this client configuration. */
export function startRegisterAttempts(config: RegisterAttemptsConfig): RegisterAttempts {
  const limit = config.registerAttemptNumber;
  return Object.freeze({
    failedAttempts: 0,
    limit: Number.isInteger(limit) && limit > 0 ? limit : undefined,
    limitMessage: config.registerAttemptNumberMessage,
  });
}

/**
 * Counts one failed registration request (a server refusal, not a form that failed client-side
 * validation: that never reaches the server). Once the limit is reached the counter stops growing.
 */
export function recordFailedRegisterAttempt(attempts: RegisterAttempts): RegisterAttempts {
  if (isRegisterAttemptLimitReached(attempts)) return attempts;
  return Object.freeze({ ...attempts, failedAttempts: attempts.failedAttempts + 1 });
}

export function isRegisterAttemptLimitReached(attempts: RegisterAttempts): boolean {
  return attempts.limit !== undefined && attempts.failedAttempts >= attempts.limit;
}

export function registerSubmitState(attempts: RegisterAttempts): RegisterSubmitState {
  const blocked = isRegisterAttemptLimitReached(attempts);
  return Object.freeze({ submitVisible: !blocked, message: blocked ? attempts.limitMessage : undefined });
}
