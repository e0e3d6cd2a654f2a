import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { CONFIRM_IDENTITY_URL, DELETED_ACCOUNT_URL, DeleteAccount } from './delete-account.use-case.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { FakeAccountPort } from './test-support/fake-account.port.ts';
import { FakeRequestCache, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const account = new FakeAccountPort();
  const storage = new FakeSessionStorage();
  const cache = new FakeRequestCache();
  return { account, storage, cache, useCase: new DeleteAccount(account, storage, cache) };
}

describe('DeleteAccount', () => {
  it('asks for the password without calling the server', async () => {
    const { account, useCase } = setup();
    expect((await useCase.execute('  ')).kind).toBe('invalid');
    account.deleteAccountCall.expectNotCalled();
  });

  it('deletes, forgets the security code and the cache, and goes to delete-user-confirmation by a full load', async () => {
    const { account, storage, cache, useCase } = setup();
    storage.set(SESSION_STORAGE_KEYS.securityCode, '123456');
    const outcome = await useCase.execute('Portail#2025');
    account.deleteAccountCall.expectCalledOnceWith('Portail#2025');
    expect(outcome).toEqual({ kind: 'deleted', redirect: { kind: 'redirect', url: DELETED_ACCOUNT_URL } });
    expect(storage.get(SESSION_STORAGE_KEYS.securityCode)).toBeUndefined();
    expect(cache.clearCount).toBe(1);
  });

  it('asks for a security code when the server needs one', async () => {
    const { account, useCase } = setup();
    account.deleteAccountCall.answers(err(aPortError(400, { code: 'SECURITY_CODE.REQUIRED', message: 'x' })));
    expect(await useCase.execute('Portail#2025')).toEqual({ kind: 'security-code-required' });
  });

  it('reports a wrong password under the field and in the toast', async () => {
    const { account, useCase } = setup();
    account.deleteAccountCall.answers(
      err(aPortError(400, { code: 'WRONG_PASSWORD', message: 'Le mot de passe actuel est incorrect.' })),
    );
    const outcome = await useCase.execute('Mauvais#1');
    expect(outcome.kind === 'failed' && outcome.passwordError).toBe('Le mot de passe actuel est incorrect.');
    expect(outcome.kind === 'failed' && outcome.toast.detail).toBe('Le mot de passe actuel est incorrect.');
  });

  describe('with an external identity provider (no local password)', () => {
    it('deletes without a password once the session was confirmed at the provider', async () => {
      const { account, useCase } = setup();
      const outcome = await useCase.executeConfirmedByProvider();
      expect(account.deleteAccountCall.calls).toEqual([[]]);
      expect(outcome).toEqual({ kind: 'deleted', redirect: { kind: 'redirect', url: DELETED_ACCOUNT_URL } });
    });

    it('sends the member to the provider when the server wants a fresh sign-in there', async () => {
      const { account, useCase } = setup();
      account.deleteAccountCall.answers(
        err(aPortError(403, { code: 'REAUTHENTICATION_REQUIRED', message: 'Confirmez votre identité.' })),
      );
      expect(await useCase.executeConfirmedByProvider()).toEqual({
        kind: 'identity-confirmation-required',
        redirect: { kind: 'redirect', url: CONFIRM_IDENTITY_URL },
      });
    });
  });
});
