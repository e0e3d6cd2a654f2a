import type { DomainError } from '@portail/domain';

/** Outcome of an operation that may fail in an expected way: a value or a typed error (never thrown). */
export type Result<T, E = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
