import { describe, expect, it } from 'vitest';
import { ok } from '../result.ts';
import { ContractUpdateSucceeded } from './contract-update-succeeded.use-case.ts';
import { LoadContracts } from './load-contracts.use-case.ts';
import { FakeContractsPort, FakeRequestCache, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aContract, aCurrentUser } from './test-support/mothers.ts';

function setup() {
  const contracts = new FakeContractsPort();
  const cache = new FakeRequestCache();
  const loadContracts = new LoadContracts(contracts, new FakeSessionStorage());
  return { contracts, cache, useCase: new ContractUpdateSucceeded(loadContracts, cache) };
}

describe('ContractUpdateSucceeded', () => {
  it('reloads the contract list, without the cached responses, when the contract resource is flagged for refresh', async () => {
    const { contracts, cache, useCase } = setup();
    const updated = aContract({ nomOffre: 'Santé Plus Renfort' });
    contracts.loadContractsCall.answers(ok([updated]));

    const outcome = await useCase.execute({
      refreshContracts: true,
      handledManually: false,
      user: aCurrentUser(),
    });

    cache.expectCleared();
    expect(contracts.loadContractsCall.callCount).toBe(1);
    expect(outcome).toMatchObject({
      kind: 'contracts-reloaded',
      contracts: { kind: 'loaded', current: updated },
    });
  });

  it('reloads the page after 5 seconds otherwise', async () => {
    const { contracts, useCase } = setup();

    const outcome = await useCase.execute({
      refreshContracts: false,
      handledManually: false,
      user: aCurrentUser(),
    });

    expect(outcome).toEqual({ kind: 'reload-page', next: { kind: 'reload-page', delayMs: 5000 } });
    contracts.loadContractsCall.expectNotCalled();
  });

  it.each([true, false])(
    'does nothing when the request is handled manually (refresh flag %s)',
    async (refresh) => {
      const { contracts, cache, useCase } = setup();

      const outcome = await useCase.execute({
        refreshContracts: refresh,
        handledManually: true,
        user: aCurrentUser(),
      });

      expect(outcome).toEqual({ kind: 'skipped' });
      contracts.loadContractsCall.expectNotCalled();
      cache.expectCleared(0);
    },
  );
});
