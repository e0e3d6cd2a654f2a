import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpClientConfigAdapter } from './http-client-config.adapter.ts';

const wireClient = {
  libelle: 'Mutuelle Exemple',
  fonctionnalites: {
    dematCreationCompte: { isActivated: true },
    faqInbentaService: { isActivated: false, isActivatedPerContract: { 'C-1': true } },
  },
  dataCollectActivated: false,
  autresClients: [{ id: 'm2', libelle: 'Autre mutuelle' }],
  oidcExternalProvider: null,
  isDonneesROMonegasquesActivated: false,
  createAccountAuthMode: 'oneOfTwo',
  tailleMaxPrenomNom: 50,
  registerAttemptNumber: 3,
  registerAttemptNumberMessage: 'Trop de tentatives.',
  isCodePostalVerifiedOnAccountCreation: true,
  isRegisterVerifyEmail: true,
  isRegisterVerifyIban: false,
  isRegisterIbanObligatoire: false,
  registerEmailMessage: 'Vérifiez votre e-mail.',
  registerIbanMessage: '',
  consentements: [{ nom: 'newsletter', libelle: 'Lettre' }],
  isCheckBirthdayForgotPasswordActivated: true,
  amfSmsActivated: true,
  isAlerteRemboursementSubscribed: false,
  delaiToasts: 5,
  applicationMobile: { lienAndroid: 'a', lienIphone: 'i', titre: 't', texte: 'x' },
};

describe('HttpClientConfigAdapter', () => {
  it('splits the current client into the tenant and its configuration', async () => {
    const { options } = adapterOptions(() => jsonResponse(wireClient));
    const result = await new HttpClientConfigAdapter(options).getCurrentClient();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.client).toEqual({
      libelle: 'Mutuelle Exemple',
      fonctionnalites: wireClient.fonctionnalites,
      dataCollectActivated: false,
      autresClients: [{ id: 'm2', libelle: 'Autre mutuelle' }],
      oidcExternalProvider: null,
      isDonneesROMonegasquesActivated: false,
    });
    expect(result.value.configuration).toMatchObject({
      createAccountAuthMode: 'oneOfTwo',
      registerAttemptNumber: 3,
      delaiToasts: 5,
      consentements: [{ nom: 'newsletter', libelle: 'Lettre' }],
      fonctionnalites: { dematCreationCompte: true },
    });
  });

  it('reads the current client once within the cache duration', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse(wireClient));
    const adapter = new HttpClientConfigAdapter(options);
    await adapter.getCurrentClient();
    await adapter.getCurrentClient();
    expect(requests).toHaveLength(1);
  });

  it('reads the portal configuration', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ passwordRequiredLength: 12 }));
    expect(await new HttpClientConfigAdapter(options).getPortalConfig()).toEqual({
      ok: true,
      value: { passwordRequiredLength: 12 },
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/config/portal');
  });
});
