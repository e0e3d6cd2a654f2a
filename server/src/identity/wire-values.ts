import type { FormIssues } from '@portail/domain';
import type { IssueLike } from '../http/http-error.ts';
import { assertValid } from '../http/http-error.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The wire carries ISO dates (`yyyy-MM-dd`); the domain rules check the typed `JJ/MM/AAAA` form.
 * Converts an ISO date for the domain rules; any other value is passed through unchanged (the rules
 * then report it with their own code and message).
 */
export function isoToTypedDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A field of an untrusted body as a string ('' when missing or not a string). */
export function textField(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : '';
}

/** A field of an untrusted body, any type (undefined when missing). */
export function rawField(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? Reflect.get(body, name) : undefined;
}

/** Throws the 400 validation answer when a domain form rule found issues. */
export function assertFormValid(issues: FormIssues<string>): void {
  assertValid(Object.entries(issues) as [string, readonly IssueLike[]][]);
}

/** Trimmed lower-case login identifier. */
export function normalizeUserName(value: string): string {
  return value.trim().toLowerCase();
}
