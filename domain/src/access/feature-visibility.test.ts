import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../entities/feature-flag.entity.ts';
import { isFeatureVisible, PORTAL_FUNCTIONALITIES } from './feature-visibility.ts';

const flags: FeatureFlags = {
  on: { isActivated: true },
  off: { isActivated: false },
  perContract: { isActivated: false, isActivatedPerContract: { C1: true, C2: false } },
  offForC1: { isActivated: true, isActivatedPerContract: { C1: false } },
};

describe('isFeatureVisible', () => {
  it('follows isActivated when no contract applies', () => {
    expect(isFeatureVisible(flags, 'on')).toBe(true);
    expect(isFeatureVisible(flags, 'off')).toBe(false);
    expect(isFeatureVisible(flags, 'perContract')).toBe(false);
  });

  it('lets the current contract entry override isActivated', () => {
    expect(isFeatureVisible(flags, 'perContract', 'C1')).toBe(true);
    expect(isFeatureVisible(flags, 'perContract', 'C2')).toBe(false);
    expect(isFeatureVisible(flags, 'offForC1', 'C1')).toBe(false);
  });

  it('falls back to isActivated for a contract without an entry', () => {
    expect(isFeatureVisible(flags, 'perContract', 'C9')).toBe(false);
    expect(isFeatureVisible(flags, 'offForC1', 'C9')).toBe(true);
  });

  it('shows unknown features, including Object member names', () => {
    expect(isFeatureVisible(flags, 'neverHeardOf')).toBe(true);
    expect(isFeatureVisible(flags, 'constructor')).toBe(true);
    expect(isFeatureVisible({}, PORTAL_FUNCTIONALITIES.creationCompteAutreActe)).toBe(true);
  });

  it('shows comma-separated keys if any is active', () => {
    expect(isFeatureVisible(flags, 'off, on')).toBe(true);
    expect(isFeatureVisible(flags, 'off,perContract')).toBe(false);
    expect(isFeatureVisible(flags, 'off,perContract', 'C1')).toBe(true);
  });

  it('requires nothing for a blank key list', () => {
    expect(isFeatureVisible(flags, ' , ')).toBe(true);
  });

  it('names the spec functionalities', () => {
    expect(Object.values(PORTAL_FUNCTIONALITIES)).toEqual([
      'creationCompteAutreActe',
      'forgotUsernameAutreActe',
      'faqInbentaService',
      'consentementCGUCreationCompteAutreActe',
    ]);
  });
});
