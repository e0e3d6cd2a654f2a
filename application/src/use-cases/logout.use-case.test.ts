import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err, ok } from '../result.ts';
import { Logout } from './logout.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { FakeRequestCache, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  const storage = new FakeSessionStorage({ [SESSION_STORAGE_KEYS.securityCode]: '123456' });
  const cache = new FakeRequestCache();
  return { identity, storage, cache, useCase: new Logout(identity, storage, cache) };
}

describe('Logout', () => {
  it('sends the browser to the logoutUrl and forgets the security code and the cache', async () => {
    const { identity, storage, cache, useCase } = setup();
    identity.logoutCall.answers(ok({ logoutUrl: 'https://idp.example.fr/logout?state=1' }));

    const outcome = await useCase.execute();

    expect(outcome).toEqual({
      kind: 'logged-out',
      redirect: { kind: 'redirect', url: 'https://idp.example.fr/logout?state=1' },
    });
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, undefined);
    cache.expectCleared();
  });

  it('sends the browser to the root when the logout call fails', async () => {
    const { identity, storage, cache, useCase } = setup();
    identity.logoutCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute();

    expect(outcome).toMatchObject({ kind: 'failed', redirect: { kind: 'redirect', url: '/' } });
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, undefined);
    cache.expectCleared();
  });

  it('sends the browser to the root when the response has a blank logoutUrl', async () => {
    const { identity, useCase } = setup();
    identity.logoutCall.answers(ok({ logoutUrl: ' ' }));

    const outcome = await useCase.execute();

    expect(outcome).toEqual({ kind: 'logged-out', redirect: { kind: 'redirect', url: '/' } });
  });

  it.each([
    ['succeeds', ok({ logoutUrl: '' })],
    ['fails', err(aPortError(500))],
  ] as const)(
    'forgets the tiers-payant card kept offline for every contract when the call %s, and nothing else',
    async (_, answer) => {
      const identity = new FakeIdentityPort();
      const storage = new FakeSessionStorage({
        [`${SESSION_STORAGE_KEYS.tiersPayantCard}.1000001-01`]: '{"savedAt":1,"card":{}}',
        [`${SESSION_STORAGE_KEYS.tiersPayantCard}.1000001-04`]: '{"savedAt":2,"card":{}}',
        [SESSION_STORAGE_KEYS.currentContract]: '1000001-01',
      });
      identity.logoutCall.answers(answer);

      await new Logout(identity, storage, new FakeRequestCache()).execute();

      storage.expectStored(`${SESSION_STORAGE_KEYS.tiersPayantCard}.1000001-01`, undefined);
      storage.expectStored(`${SESSION_STORAGE_KEYS.tiersPayantCard}.1000001-04`, undefined);
      storage.expectStored(SESSION_STORAGE_KEYS.currentContract, '1000001-01');
    },
  );
});
