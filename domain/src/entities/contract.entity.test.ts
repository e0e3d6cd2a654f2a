import { describe, expect, it } from 'vitest';
import { contractFamilyOf } from './contract.entity.ts';

describe('contract family', () => {
  it('is the one the contract states', () => {
    expect(contractFamilyOf({ famille: 'prevoyance' })).toBe('prevoyance');
    expect(contractFamilyOf({ famille: 'sante' })).toBe('sante');
  });

  it('is santé when the contract does not say, or when there is no contract', () => {
    expect(contractFamilyOf({})).toBe('sante');
    expect(contractFamilyOf(null)).toBe('sante');
  });
});
