import type { ErrorBody, FieldError } from './error-body.ts';
import { defaultCodeFor, defaultMessageFor } from './error-body.ts';

/**
 * An expected failure a route handler throws to answer with `status` and an {@link ErrorBody}.
 * The error handler turns it into the reply; code and message default from the status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody = {}) {
    const message = body.message ?? defaultMessageFor(status);
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = { ...body, code: body.code ?? defaultCodeFor(status), message };
  }
}

/** A domain validation issue as returned by the `@portail/domain` validators. */
export interface IssueLike {
  readonly code: string;
  readonly message: string;
}

/**
 * 400 for failed validation: `code`/`message` of the first issue, every issue in `errors`.
 * `issues` pairs a field name with the domain issues found for it.
 */
export function validationError(issues: readonly (readonly [string, readonly IssueLike[]])[]): HttpError {
  const errors: FieldError[] = issues.flatMap(([field, list]) =>
    list.map((issue) => ({ field, code: issue.code, message: issue.message })),
  );
  const first = errors[0];
  return new HttpError(400, {
    code: first?.code ?? 'VALIDATION',
    message: first?.message ?? 'Les informations fournies sont erronées',
    errors,
  });
}

/** Throws {@link validationError} when any field has an issue. */
export function assertValid(issues: readonly (readonly [string, readonly IssueLike[]])[]): void {
  if (issues.some(([, list]) => list.length > 0)) {
    throw validationError(issues.filter(([, list]) => list.length > 0));
  }
}

export const unauthorized = (): HttpError => new HttpError(401);
export const notFound = (): HttpError => new HttpError(404);
