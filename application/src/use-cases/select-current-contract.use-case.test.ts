import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { SelectCurrentContract } from './select-current-contract.use-case.ts';
import { FakeRequestCache, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aContract } from './test-support/mothers.ts';

const KEY = SESSION_STORAGE_KEYS.currentContract;
const FIRST = aContract({ numeroContratIndividuel: 'C-1' });
const SECOND = aContract({ numeroContratIndividuel: 'C-2' });
const CLOSED = aContract({ numeroContratIndividuel: 'C-3', etat: 'resilie', isActif: false });

function setup() {
  const storage = new FakeSessionStorage({ [KEY]: 'C-1' });
  const cache = new FakeRequestCache();
  return { storage, cache, useCase: new SelectCurrentContract(storage, cache) };
}

describe('SelectCurrentContract', () => {
  it('stores the new choice, clears the caches and reloads the route', () => {
    const { storage, cache, useCase } = setup();

    const outcome = useCase.execute({ contracts: [FIRST, SECOND], numeroContratIndividuel: 'C-2' });

    expect(outcome).toEqual({
      kind: 'switched',
      current: SECOND,
      keptOnNextLoad: true,
      next: { kind: 'reload-route' },
    });
    storage.expectStored(KEY, 'C-2');
    cache.expectCleared();
  });

  it('says an inactive contract among several will not stay current on the next load', () => {
    const { useCase } = setup();

    const outcome = useCase.execute({ contracts: [FIRST, CLOSED], numeroContratIndividuel: 'C-3' });

    expect(outcome.kind === 'switched' && outcome.keptOnNextLoad).toBe(false);
  });

  it('does nothing when the contract is already the current one', () => {
    const { cache, useCase } = setup();

    const outcome = useCase.execute({ contracts: [FIRST, SECOND], numeroContratIndividuel: 'C-1' });

    expect(outcome).toEqual({ kind: 'unchanged', current: FIRST });
    cache.expectCleared(0);
  });

  it('ignores a number that is not one of the member contracts', () => {
    const { storage, cache, useCase } = setup();

    const outcome = useCase.execute({ contracts: [FIRST, SECOND], numeroContratIndividuel: 'C-99' });

    expect(outcome).toEqual({ kind: 'unknown-contract' });
    storage.expectStored(KEY, 'C-1');
    cache.expectCleared(0);
  });
});
