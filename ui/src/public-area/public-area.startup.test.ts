import type { ClientConfigPort, CurrentClientSettings, PortError } from '@portail/application';
import type { ClientConfiguration, CurrentClient } from '@portail/domain';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { PortalSettingsStore } from '../app/platform/portal-settings.store.ts';
import { loadTenantSettings, TenantSettingsUnavailableError } from './public-area.startup.ts';

const client: CurrentClient = {
  libelle: 'Mutuelle Sobre',
  fonctionnalites: { creationCompteAutreActe: { isActivated: false } },
  dataCollectActivated: false,
  autresClients: [],
  oidcExternalProvider: null,
  isDonneesROMonegasquesActivated: false,
};

const configuration: ClientConfiguration = {
  createAccountAuthMode: 'NIR',
  tailleMaxPrenomNom: 30,
  registerAttemptNumber: 5,
  registerAttemptNumberMessage: 'Nombre maximal de tentatives atteint.',
  isCodePostalVerifiedOnAccountCreation: false,
  isRegisterVerifyEmail: false,
  isRegisterVerifyIban: false,
  isRegisterIbanObligatoire: false,
  registerEmailMessage: '',
  registerIbanMessage: '',
  consentements: [],
  oidcExternalProvider: null,
  isCheckBirthdayForgotPasswordActivated: false,
  amfSmsActivated: false,
  isAlerteRemboursementSubscribed: false,
  delaiToasts: 8,
  applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
  fonctionnalites: { dematCreationCompte: false },
};

function clientConfigPort(current: CurrentClientSettings | PortError): ClientConfigPort {
  return {
    getCurrentClient: () =>
      Promise.resolve('client' in current ? { ok: true, value: current } : { ok: false, error: current }),
    getPortalConfig: () => Promise.resolve({ ok: true, value: { passwordRequiredLength: 12 } }),
  };
}

describe('public-area start-up: tenant settings', () => {
  it('fills the shell settings store with the current client and its configuration', async () => {
    const store = new PortalSettingsStore();
    const loading = store.load(() => loadTenantSettings(clientConfigPort({ client, configuration })));
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(store.clientName).toBe('Mutuelle Sobre');
    expect(store.featureFlags).toEqual({ creationCompteAutreActe: { isActivated: false } });
    expect(store.toastDelayMs).toBe(8000);
  });

  it('fails with TenantSettingsUnavailableError, leaving the store failed', async () => {
    const store = new PortalSettingsStore();
    const failure = store.load(() => loadTenantSettings(clientConfigPort(httpErrorFor(503))));
    await expect(failure).rejects.toBeInstanceOf(TenantSettingsUnavailableError);
    await expect(failure).rejects.toThrow(
      'Client configuration unavailable: Service momentanément indisponible',
    );
    expect(store.status).toBe('failed');
  });
});
