import { describe, expect, it } from 'vitest';
import { PortalSettingsStore } from '../../../app/platform/portal-settings.store.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import { AccountLandingViewModel, PROVIDER_OWNED_NOTICE } from './account-landing.view-model.ts';

function landing(oidcExternalProvider: string | null) {
  const settings = new PortalSettingsStore();
  settings.apply({
    client: {
      libelle: 'Mutuelle Démo',
      fonctionnalites: {},
      dataCollectActivated: false,
      autresClients: [],
      oidcExternalProvider,
      isDonneesROMonegasquesActivated: false,
    },
    configuration: null,
  });
  return new AccountLandingViewModel(settings);
}

describe('« Mon compte » landing', () => {
  it('names all ten sections when members sign in with a password of the portal', () => {
    const model = landing(null);
    expect(model.sections.map((section) => section.title)).toEqual([
      'Mes informations',
      'Mot de passe',
      'Identifiant',
      'Double authentification',
      'Mes consentements',
      'Mes coordonnées bancaires',
      'Zéro papier',
      'Alertes remboursement',
      'Supprimer mon espace',
      'Télécharger mes données',
      'Consultations de votre espace',
    ]);
    expect(model.providerNotice).toBeNull();
    expect(model.isOffered(ACCOUNT_PATHS.motDePasse)).toBe(true);
  });

  it('leaves out what the insurer’s identity provider owns, and says so in one line', () => {
    const model = landing('connexion.mutuelle.example');
    expect(model.sections.map((section) => section.title)).toEqual([
      'Mes informations',
      'Mes consentements',
      'Mes coordonnées bancaires',
      'Zéro papier',
      'Alertes remboursement',
      'Supprimer mon espace',
      'Télécharger mes données',
      'Consultations de votre espace',
    ]);
    expect(model.providerNotice).toBe(PROVIDER_OWNED_NOTICE);
    expect(PROVIDER_OWNED_NOTICE).toContain('gérés par le service de connexion de votre mutuelle');
  });

  it('offers no screen for the provider-owned sections (their routes lead back to the landing)', () => {
    const model = landing('connexion.mutuelle.example');
    expect(model.isOffered(ACCOUNT_PATHS.motDePasse)).toBe(false);
    expect(model.isOffered(ACCOUNT_PATHS.identifiant)).toBe(false);
    expect(model.isOffered(ACCOUNT_PATHS.doubleAuthentification)).toBe(false);
    expect(model.isOffered(ACCOUNT_PATHS.supprimer)).toBe(true);
  });
});
