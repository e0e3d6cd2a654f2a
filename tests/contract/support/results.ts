import type { Result } from '@portail/application';
import { expect } from 'vitest';

/** The value of a successful Result (fails the test with the error otherwise). */
export function valueOf<T, E>(result: Result<T, E>): T {
  if (!result.ok) expect.fail(`expected a success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a failed Result (fails the test otherwise). */
export function errorOf<T, E>(result: Result<T, E>): E {
  if (result.ok) expect.fail(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}
