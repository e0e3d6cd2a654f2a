import { err, Logout } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { FakeBrowser, FakeCache, FakeIdentity, FakeStorage } from '../../testing/fake-member-ports.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { NoContractDialogViewModel } from './no-contract-dialog.view-model.ts';

function notice(destination: 'admin-area' | 'logout-to-login') {
  const identity = new FakeIdentity();
  const browser = new FakeBrowser();
  const storage = new FakeStorage();
  storage.set('portail.codeSecurite', '123456');
  const model = new NoContractDialogViewModel(
    {
      logout: new Logout(identity, storage, new FakeCache()),
      browser,
      loginUrl: '/api/identity/login',
      adminAreaUrl: '/admin/',
    },
    { kind: 'no-contract', message: '0 contrat', destination },
  );
  return { model, identity, browser, storage };
}

describe('no-contract notice', () => {
  it('sends a back-end user to the admin area, without logging out', async () => {
    const { model, identity, browser } = notice('admin-area');
    expect(model.title).toBe('0 contrat');
    expect(model.text).toContain("l'espace d'administration");
    expect(browser.redirects).toEqual([]);
    await model.proceed();
    expect(browser.redirects).toEqual(['/admin/']);
    expect(identity.logoutCall.count).toBe(0);
  });

  it('logs a member out (security code forgotten), then sends them to the login page', async () => {
    const { model, identity, browser, storage } = notice('logout-to-login');
    expect(model.text).toContain('déconnecté');
    await model.proceed();
    expect(identity.logoutCall.count).toBe(1);
    expect(storage.get('portail.codeSecurite')).toBeUndefined();
    expect(browser.redirects).toEqual(['/api/identity/login']);
  });

  it('goes to the login page even when the logout call fails', async () => {
    const { model, identity, browser } = notice('logout-to-login');
    identity.logoutCall.answer(err(aPortError(500)));
    await model.proceed();
    expect(browser.redirects).toEqual(['/api/identity/login']);
  });

  it('goes on only once', async () => {
    const { model, identity, browser } = notice('logout-to-login');
    const first = model.proceed();
    expect(model.leaving).toBe(true);
    await model.proceed();
    await first;
    expect(identity.logoutCall.count).toBe(1);
    expect(browser.redirects).toHaveLength(1);
  });
});
