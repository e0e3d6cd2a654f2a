import { describe, expect, it } from 'vitest';
import { catalogueMessage } from './catalogue-entry.ts';
import { dangerToast, dangerToastCatalogue as toasts } from './danger-toasts.catalogue.ts';

describe('danger toasts (spec §8)', () => {
  it.each([
    [toasts.activationFailed, "L'activation du compte a échoué."],
    [toasts.passwordChangeFailed, 'La modification du mot de passe a échoué.'],
    [toasts.loginUpdateFailed, "La modification de l'identifiant a échoué."],
    [toasts.passwordResetRequestFailed, 'La demande de réinitialisation du mot de passe a échoué.'],
    [toasts.loginChangeFailed, "Le changement d'identifiant a échoué."],
    [toasts.managementModeFetchFailed, 'Erreur lors de la récupération du mode de gestion.'],
    [toasts.ssoTokenFetchFailed, 'Erreur lors de la récupération du token SSO.'],
    [toasts.activationMailResendFailed, "Le renvoi du mail d'activation a échoué."],
    [toasts.accountCreationFailed, 'La création du compte a échoué.'],
    [toasts.passwordResetFailed, 'La réinitialisation du mot de passe a échoué.'],
    [toasts.actRequestFailed, 'La demande a échoué'],
    [toasts.optionalUpdateFailed, 'Un problème est survenu'],
    [toasts.faqRatingFailed, 'Une erreur est survenue.'],
    [toasts.uploadFailed, 'Une erreur est survenue'],
  ])('toast %# reads exactly as the spec', (entry, text) => {
    const message = catalogueMessage(entry);
    expect(message.message).toBe(text);
    expect(message.severity).toBe('danger');
    expect(message.code).toMatch(/^TOAST\./);
  });

  it('names the resource label of a data source that failed to load', () => {
    expect(catalogueMessage(toasts.dataSourceLoadFailed, { label: 'Contrats' }).message).toBe(
      "Le chargement d'une source de données à échoué (Contrats)",
    );
  });

  it('names the CMS block that failed to load', () => {
    expect(catalogueMessage(toasts.cmsBlockLoadFailed, { name: 'accueil' }).message).toBe(
      "Le message accueil n'a pas pu être chargé.",
    );
  });

  it("shows the server's message as detail under the catalogue text", () => {
    expect(dangerToast(toasts.activationFailed, 'Lien expiré')).toEqual({
      code: 'TOAST.ACTIVATION_FAILED',
      message: "L'activation du compte a échoué.",
      severity: 'danger',
      detail: 'Lien expiré',
    });
  });

  it('accepts template parameters alongside the server detail', () => {
    const toast = dangerToast(toasts.dataSourceLoadFailed, undefined, { label: 'FAQ' });
    expect(toast.message).toBe("Le chargement d'une source de données à échoué (FAQ)");
    expect(toast.detail).toBeUndefined();
  });
});
