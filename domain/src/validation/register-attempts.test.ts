import { describe, expect, it } from 'vitest';
import {
  isRegisterAttemptLimitReached,
  recordFailedRegisterAttempt,
  registerSubmitState,
  startRegisterAttempts,
  type RegisterAttempts,
} from './register-attempts.ts';

const message = 'Trop de tentatives : merci de contacter votre mutuelle.';
const failTimes = (attempts: RegisterAttempts, times: number): RegisterAttempts =>
  Array.from({ length: times }).reduce<RegisterAttempts>(
    (current) => recordFailedRegisterAttempt(current),
    attempts,
  );

describe('register attempt counter', () => {
  it('shows the submit button until the number of failures reaches registerAttemptNumber', () => {
    const start = startRegisterAttempts({ registerAttemptNumber: 3, registerAttemptNumberMessage: message });
    expect(registerSubmitState(start)).toEqual({ submitVisible: true, message: undefined });
    const twice = failTimes(start, 2);
    expect(twice.failedAttempts).toBe(2);
    expect(registerSubmitState(twice)).toEqual({ submitVisible: true, message: undefined });
    const thrice = recordFailedRegisterAttempt(twice);
    expect(isRegisterAttemptLimitReached(thrice)).toBe(true);
    expect(registerSubmitState(thrice)).toEqual({ submitVisible: false, message });
  });

  it('does not change the original counter and stops counting at the limit', () => {
    const start = startRegisterAttempts({ registerAttemptNumber: 1, registerAttemptNumberMessage: message });
    const blocked = recordFailedRegisterAttempt(start);
    expect(start.failedAttempts).toBe(0);
    expect(recordFailedRegisterAttempt(blocked)).toBe(blocked);
  });

  it.each([0, -1, 2.5, Number.NaN])('applies no limit when registerAttemptNumber is %s', (limit) => {
    const start = startRegisterAttempts({
      registerAttemptNumber: limit,
      registerAttemptNumberMessage: message,
    });
    expect(start.limit).toBeUndefined();
    expect(registerSubmitState(failTimes(start, 50)).submitVisible).toBe(true);
  });
});
