import { describe, expect, it } from 'vitest';
import { isValid, issue, valid } from './result.ts';

describe('validation result', () => {
  it('treats an empty issue list as valid and a non-empty one as invalid', () => {
    expect(isValid(valid)).toBe(true);
    expect(isValid([issue('X.Y', 'Message')])).toBe(false);
  });
});
