import type { PortError, ServerErrorDetails, ServerFieldError } from '@portail/application';
import { httpErrorFor } from '@portail/domain';

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function fieldErrors(value: unknown): readonly ServerFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors: ServerFieldError[] = [];
  for (const item of value as readonly unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const field = 'field' in item ? nonBlank(item.field) : undefined;
    const code = 'code' in item ? nonBlank(item.code) : undefined;
    const message = 'message' in item ? nonBlank(item.message) : undefined;
    if (field !== undefined && code !== undefined && message !== undefined)
      errors.push({ field, code, message });
  }
  return errors;
}

/** The server's message: message, else Message, else Messages[0] (only non-blank strings count). */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fromMessage = 'message' in body ? nonBlank(body.message) : undefined;
  if (fromMessage !== undefined) return fromMessage;
  const fromCapital = 'Message' in body ? nonBlank(body.Message) : undefined;
  if (fromCapital !== undefined) return fromCapital;
  if ('Messages' in body && Array.isArray(body.Messages)) return nonBlank((body.Messages as unknown[])[0]);
  return undefined;
}

/** Reads an untrusted error body (openapi ErrorBody); undefined when it carries nothing we know. */
export function readErrorBody(body: unknown): ServerErrorDetails | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const details: {
    code?: string;
    message?: string;
    data?: string;
    isAccountConfirmed?: boolean;
    logoutUrl?: string;
    errors?: readonly ServerFieldError[];
  } = {};
  const code = 'code' in body ? nonBlank(body.code) : undefined;
  if (code !== undefined) details.code = code;
  const message = serverMessageOf(body);
  if (message !== undefined) details.message = message;
  const data = 'data' in body ? nonBlank(body.data) : undefined;
  if (data !== undefined) details.data = data;
  if ('isAccountConfirmed' in body && typeof body.isAccountConfirmed === 'boolean') {
    details.isAccountConfirmed = body.isAccountConfirmed;
  }
  const logoutUrl = 'logoutUrl' in body ? nonBlank(body.logoutUrl) : undefined;
  if (logoutUrl !== undefined) details.logoutUrl = logoutUrl;
  const errors = 'errors' in body ? fieldErrors(body.errors) : undefined;
  if (errors !== undefined && errors.length > 0) details.errors = errors;
  return Object.keys(details).length === 0 ? undefined : Object.freeze(details);
}

/**
 * The catalogue error for an HTTP failure (spec §8): default French message per status, replaced by the
 * server's own message when its body has one; the body's details are kept in `server`.
 */
export function mapHttpError(status: number, body: unknown): PortError {
  const server = readErrorBody(body);
  const error = httpErrorFor(status, server?.message);
  return server === undefined ? error : Object.freeze({ ...error, server });
}

/** The request never reached the server (status 0: 'Impossible de se connecter au serveur'). */
export function networkError(): PortError {
  return httpErrorFor(0);
}

/** A 2xx answer without the body the contract promises. */
export function unexpectedBodyError(status: number): PortError {
  return Object.freeze({
    code: 'HTTP.UNEXPECTED_BODY',
    message: 'Réponse inattendue du serveur',
    severity: 'danger',
    status,
  });
}
