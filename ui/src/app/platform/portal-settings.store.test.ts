import type { ClientConfiguration, CurrentClient } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { PortalSettingsStore } from './portal-settings.store.ts';

const client: CurrentClient = {
  libelle: '  Mutuelle Exemple ',
  fonctionnalites: { creationCompteAutreActe: { isActivated: false } },
  dataCollectActivated: false,
  autresClients: [],
  oidcExternalProvider: null,
  isDonneesROMonegasquesActivated: false,
};

function configuration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    createAccountAuthMode: 'all',
    tailleMaxPrenomNom: 50,
    registerAttemptNumber: 3,
    registerAttemptNumberMessage: 'Trop de tentatives',
    isCodePostalVerifiedOnAccountCreation: true,
    isRegisterVerifyEmail: true,
    isRegisterVerifyIban: false,
    isRegisterIbanObligatoire: false,
    registerEmailMessage: '',
    registerIbanMessage: '',
    consentements: [],
    oidcExternalProvider: null,
    isCheckBirthdayForgotPasswordActivated: false,
    amfSmsActivated: false,
    isAlerteRemboursementSubscribed: false,
    delaiToasts: 7,
    applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
    fonctionnalites: { dematCreationCompte: false },
    ...overrides,
  };
}

describe('portal settings store', () => {
  it('knows nothing before loading: no flags, no external provider, default toast delay, settled', () => {
    const store = new PortalSettingsStore();
    expect(store.isSettled).toBe(true);
    expect(store.featureFlags).toEqual({});
    expect(store.externalIdentityProvider).toBeNull();
    expect(store.clientName).toBeNull();
    expect(store.toastDelayMs).toBe(5000);
  });

  it('is not settled while loading, then exposes the loaded settings', async () => {
    const store = new PortalSettingsStore();
    let release: () => void = () => undefined;
    const loading = store.load(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ client, configuration: configuration() });
        }),
    );
    expect(store.isSettled).toBe(false);
    release();
    await loading;
    expect(store.status).toBe('ready');
    expect(store.clientName).toBe('Mutuelle Exemple');
    expect(store.featureFlags).toEqual({ creationCompteAutreActe: { isActivated: false } });
    expect(store.toastDelayMs).toBe(7000);
  });

  it('reads the external identity provider from the client or the configuration', () => {
    const store = new PortalSettingsStore();
    store.apply({ client, configuration: configuration({ oidcExternalProvider: 'franceconnect' }) });
    expect(store.externalIdentityProvider).toBe('franceconnect');
    store.apply({ client: { ...client, oidcExternalProvider: 'keycloak' }, configuration: null });
    expect(store.externalIdentityProvider).toBe('keycloak');
  });

  it('keeps a loading failure and rethrows it', async () => {
    const store = new PortalSettingsStore();
    const failure = new Error('503');
    await expect(store.load(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(store.status).toBe('failed');
    expect(store.loadError).toBe(failure);
    expect(store.isSettled).toBe(true);
  });
});
