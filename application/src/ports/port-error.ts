import type { DomainError } from '@portail/domain';
import type { Result } from '../result.ts';

/** A field-level validation failure reported by the server. */
export interface ServerFieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** What the server said in its error body, when it said anything (openapi ErrorBody). */
export interface ServerErrorDetails {
  /** The server's own machine code (domain issue code, 'CSRF', …). */
  readonly code?: string;
  /** The server's message (message, else Message, else Messages[0]). */
  readonly message?: string;
  /** Error data, e.g. 'InvalidToken' for a reset-password token that is no longer valid. */
  readonly data?: string;
  /** Set by confirm-email failures. */
  readonly isAccountConfirmed?: boolean;
  /** Set by security-code failures that end the session. */
  readonly logoutUrl?: string;
  readonly errors?: readonly ServerFieldError[];
}

/**
 * The error every port returns: a catalogue error (code + French message + effect, with the HTTP status)
 * plus the details of the server's error body, when there was one.
 */
export interface PortError extends DomainError {
  readonly server?: ServerErrorDetails;
}

/** Promise of a port call's outcome: the value, or a PortError. */
export type PortResult<T> = Promise<Result<T, PortError>>;
