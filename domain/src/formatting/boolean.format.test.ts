import { describe, expect, it } from 'vitest';
import { formatBoolean } from './boolean.format.ts';

describe('formatBoolean', () => {
  it('shows Oui for true and Non for false', () => {
    expect(formatBoolean(true)).toBe('Oui');
    expect(formatBoolean(false)).toBe('Non');
  });

  it('shows nothing when there is no value', () => {
    expect(formatBoolean(null)).toBe('');
    expect(formatBoolean(undefined)).toBe('');
  });
});
