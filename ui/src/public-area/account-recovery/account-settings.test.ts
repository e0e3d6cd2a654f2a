import type { ClientConfigPort, CurrentClientSettings, PortError } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { PortalSettingsStore } from '../../app/platform/portal-settings.store.ts';
import { TenantAccountSettings } from './account-settings.ts';
import { DEMO_CONFIGURATION } from './testing/account-settings.fakes.ts';

const CLIENT: CurrentClientSettings = {
  client: {
    libelle: 'Mutuelle Démo',
    fonctionnalites: {},
    dataCollectActivated: false,
    autresClients: [],
    oidcExternalProvider: null,
    isDonneesROMonegasquesActivated: false,
  },
  configuration: DEMO_CONFIGURATION,
};
const UNAVAILABLE: PortError = {
  code: 'HTTP.503',
  message: 'Service momentanément indisponible',
  severity: 'danger',
  status: 503,
};

function port(options: { client?: boolean; portal?: boolean } = {}) {
  const calls = { client: 0, portal: 0 };
  const fake: ClientConfigPort = {
    getCurrentClient: () => {
      calls.client += 1;
      return Promise.resolve(
        options.client === false ? { ok: false, error: UNAVAILABLE } : { ok: true, value: CLIENT },
      );
    },
    getPortalConfig: () => {
      calls.portal += 1;
      return Promise.resolve(
        options.portal === false
          ? { ok: false, error: UNAVAILABLE }
          : { ok: true, value: { passwordRequiredLength: 12 } },
      );
    },
  };
  return { fake, calls };
}

describe('tenant account settings', () => {
  it('loads the client configuration and the password length once', async () => {
    const store = new PortalSettingsStore();
    const { fake, calls } = port();
    const settings = new TenantAccountSettings(store, fake, () => undefined);
    await Promise.all([settings.ensureLoaded(), settings.ensureLoaded()]);
    await settings.ensureLoaded();
    expect(settings.configuration).toEqual(DEMO_CONFIGURATION);
    expect(settings.passwordRequiredLength).toBe(12);
    expect(calls).toEqual({ client: 1, portal: 1 });
  });

  it('reuses settings already loaded by the shell', async () => {
    const store = new PortalSettingsStore();
    store.apply(CLIENT);
    const { fake, calls } = port();
    await new TenantAccountSettings(store, fake, () => undefined).ensureLoaded();
    expect(calls.client).toBe(0);
  });

  it('reports a failed load and keeps the domain defaults', async () => {
    const errors: unknown[] = [];
    const { fake } = port({ client: false, portal: false });
    const settings = new TenantAccountSettings(new PortalSettingsStore(), fake, (error) =>
      errors.push(error),
    );
    await settings.ensureLoaded();
    expect(settings.configuration).toBeNull();
    expect(settings.passwordRequiredLength).toBeUndefined();
    expect(errors).toHaveLength(2);
  });
});
