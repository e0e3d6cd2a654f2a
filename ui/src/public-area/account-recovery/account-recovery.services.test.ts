import type { ClientConfigPort } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { PortalSettingsStore } from '../../app/platform/portal-settings.store.ts';
import { sharedAccountSettings, todayFrom } from './account-recovery.services.ts';

const clientConfig: ClientConfigPort = {
  getCurrentClient: () => Promise.reject(new Error('not called by this test')),
  getPortalConfig: () => Promise.resolve({ ok: true, value: { passwordRequiredLength: 10 } }),
};

describe('account-recovery services', () => {
  it('shares one settings reader between the screens of one shell', async () => {
    const store = new PortalSettingsStore();
    const first = sharedAccountSettings(store, clientConfig, () => undefined);
    expect(sharedAccountSettings(store, clientConfig, () => undefined)).toBe(first);
    expect(sharedAccountSettings(new PortalSettingsStore(), clientConfig, () => undefined)).not.toBe(first);
    store.apply({ client: null, configuration: null });
    await first.ensureLoaded();
    expect(first.passwordRequiredLength).toBe(10);
  });

  it("gives today's date from the clock", () => {
    expect(todayFrom({ now: () => Date.UTC(2026, 10, 21, 12) })().toISOString()).toBe(
      '2026-11-21T12:00:00.000Z',
    );
  });
});
