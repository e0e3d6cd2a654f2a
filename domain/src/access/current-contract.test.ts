import { describe, expect, it } from 'vitest';
import { selectCurrentContract } from './current-contract.ts';

const active = (n: string) => ({ numeroContratIndividuel: n, isActif: true });
const inactive = (n: string) => ({ numeroContratIndividuel: n, isActif: false });

describe('selectCurrentContract', () => {
  it('uses the stored choice when it is active', () => {
    const contracts = [active('A'), active('B')];
    expect(selectCurrentContract(contracts, 'B')).toBe(contracts[1]);
  });

  it('falls back to the first contract when the stored one is inactive', () => {
    const contracts = [active('A'), inactive('B')];
    expect(selectCurrentContract(contracts, 'B')).toBe(contracts[0]);
  });

  it('uses an inactive stored choice when it is the sole contract', () => {
    const contracts = [inactive('A')];
    expect(selectCurrentContract(contracts, 'A')).toBe(contracts[0]);
  });

  it('takes the first contract when nothing or an unknown number is stored', () => {
    const contracts = [inactive('A'), active('B')];
    expect(selectCurrentContract(contracts, null)).toBe(contracts[0]);
    expect(selectCurrentContract(contracts, 'Z')).toBe(contracts[0]);
  });

  it('gives null when there is no contract', () => {
    expect(selectCurrentContract([], 'A')).toBeNull();
  });
});
