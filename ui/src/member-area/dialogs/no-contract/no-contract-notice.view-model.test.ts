import { err, Logout } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { FakeClock, flushPromises } from '../../testing/fake-clock.ts';
import { FakeBrowser, FakeCache, FakeIdentity, FakeStorage } from '../../testing/fake-member-ports.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { NoContractNoticeViewModel } from './no-contract-notice.view-model.ts';

function notice(destination: 'admin-area' | 'logout-to-login') {
  const identity = new FakeIdentity();
  const browser = new FakeBrowser();
  const clock = new FakeClock();
  const model = new NoContractNoticeViewModel(
    {
      logout: new Logout(identity, new FakeStorage(), new FakeCache()),
      browser,
      scheduler: clock,
      loginUrl: '/api/identity/login',
      adminAreaUrl: '/admin/',
      delayMs: 3000,
    },
    { kind: 'no-contract', message: '0 contrat', destination },
  );
  return { model, identity, browser, clock };
}

describe('no-contract notice', () => {
  it('sends a back-end user to the admin area after 3 s, without logging out', async () => {
    const { model, identity, browser, clock } = notice('admin-area');
    expect(model.title).toBe('0 contrat');
    expect(model.text).toContain("l'espace d'administration");
    model.start();
    clock.advance(2999);
    expect(browser.redirects).toEqual([]);
    clock.advance(1);
    await flushPromises();
    expect(browser.redirects).toEqual(['/admin/']);
    expect(identity.logoutCall.count).toBe(0);
  });

  it('logs a member out, then sends them to the login page', async () => {
    const { model, identity, browser, clock } = notice('logout-to-login');
    model.start();
    clock.advance(3000);
    await flushPromises();
    expect(identity.logoutCall.count).toBe(1);
    expect(browser.redirects).toEqual(['/api/identity/login']);
  });

  it('goes to the login page even when the logout call fails', async () => {
    const { model, identity, browser } = notice('logout-to-login');
    identity.logoutCall.answer(err(aPortError(500)));
    await model.proceed();
    expect(browser.redirects).toEqual(['/api/identity/login']);
  });

  it('goes on at once with the button, only once, and stops its timer', async () => {
    const { model, identity, browser, clock } = notice('logout-to-login');
    model.start();
    await model.proceed();
    clock.advance(5000);
    await model.proceed();
    await flushPromises();
    expect(identity.logoutCall.count).toBe(1);
    expect(browser.redirects).toHaveLength(1);
    expect(clock.pendingCount).toBe(0);
  });

  it('forgets its timer when disposed', () => {
    const { model, clock, browser } = notice('admin-area');
    model.start();
    model.dispose();
    clock.advance(3000);
    expect(browser.redirects).toEqual([]);
  });
});
