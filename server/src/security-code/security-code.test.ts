import { describe, expect, it } from 'vitest';
import {
  checkSecurityCode,
  issueSecurityCode,
  SECURITY_CODE_MAX_ATTEMPTS,
  SECURITY_CODE_TTL_MS,
  type StoredSecurityCode,
} from './security-code.ts';

const pepper = 'test-pepper';
const now = new Date('2025-03-01T10:00:00Z');

function stored(overrides: Partial<StoredSecurityCode> = {}): { code: string; record: StoredSecurityCode } {
  const issued = issueSecurityCode(now, pepper);
  return {
    code: issued.code,
    record: {
      salt: issued.salt,
      hash: issued.hash,
      expiresAt: issued.expiresAt,
      attempts: 0,
      usedAt: null,
      ...overrides,
    },
  };
}

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('issueSecurityCode', () => {
  it('issues six digits that expire after ten minutes', () => {
    const issued = issueSecurityCode(now, pepper);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt.getTime() - now.getTime()).toBe(SECURITY_CODE_TTL_MS);
  });

  it('never stores the clear code', () => {
    const issued = issueSecurityCode(now, pepper);
    expect(issued.hash).not.toContain(issued.code);
    expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws different codes and salts', () => {
    const codes = new Set(Array.from({ length: 50 }, () => issueSecurityCode(now, pepper).code));
    const salts = new Set(Array.from({ length: 50 }, () => issueSecurityCode(now, pepper).salt));
    expect(codes.size).toBeGreaterThan(45);
    expect(salts.size).toBe(50);
  });
});

describe('checkSecurityCode', () => {
  it('accepts the right code before expiry', () => {
    const { code, record } = stored();
    expect(checkSecurityCode(record, code, new Date(now.getTime() + 60_000), pepper)).toBe('ok');
  });

  it('refuses a wrong code', () => {
    const { code, record } = stored();
    expect(checkSecurityCode(record, otherCode(code), now, pepper)).toBe('wrong');
  });

  it('refuses the right code once ten minutes have passed', () => {
    const { code, record } = stored();
    expect(checkSecurityCode(record, code, new Date(now.getTime() + SECURITY_CODE_TTL_MS), pepper)).toBe(
      'expired',
    );
  });

  it('refuses the right code after five wrong tries', () => {
    const { code, record } = stored({ attempts: SECURITY_CODE_MAX_ATTEMPTS });
    expect(checkSecurityCode(record, code, now, pepper)).toBe('locked');
  });

  it('still accepts the right code after four wrong tries', () => {
    const { code, record } = stored({ attempts: SECURITY_CODE_MAX_ATTEMPTS - 1 });
    expect(checkSecurityCode(record, code, now, pepper)).toBe('ok');
  });

  it('refuses a code already used', () => {
    const { code, record } = stored({ usedAt: now });
    expect(checkSecurityCode(record, code, now, pepper)).toBe('used');
  });

  it('refuses a code hashed with another pepper', () => {
    const { code, record } = stored();
    expect(checkSecurityCode(record, code, now, 'other-pepper')).toBe('wrong');
  });

  it('reports a submission that is not six digits as malformed', () => {
    const { record } = stored();
    expect(checkSecurityCode(record, '12a456', now, pepper)).toBe('malformed');
  });
});
