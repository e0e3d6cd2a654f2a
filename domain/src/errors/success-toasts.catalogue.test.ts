import { describe, expect, it } from 'vitest';
import { catalogueMessage } from './catalogue-entry.ts';
import { requestReceivedToast, successToastCatalogue as toasts } from './success-toasts.catalogue.ts';

describe('success toasts (spec §8)', () => {
  it.each([
    [toasts.passwordChanged, 'La modification du mot de passe a bien été prise en compte.'],
    [toasts.loginChanged, 'Identifiant modifié avec succès.'],
    [toasts.activationMailResent, "Le mail d'activation a été renvoyé."],
    [toasts.requestDone, 'Demande réalisée'],
    [toasts.consentRecorded, 'Nous avons bien pris en compte votre consentement.'],
    [toasts.feedbackThanks, 'Nous vous remercions pour votre retour'],
  ])('toast %# reads exactly as the spec', (entry, text) => {
    expect(catalogueMessage(entry)).toEqual({ code: entry.code, message: text, severity: 'success' });
  });
});

describe('login change requested toast (project wording)', () => {
  it('says the request is recorded, not that the login changed', () => {
    expect(catalogueMessage(toasts.loginChangeRequested).message).toBe(
      "Demande de changement d'identifiant enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour qu'elle devienne votre identifiant.",
    );
  });
});

describe('request received toast', () => {
  it('is the bare spec sentence outside manual mode without acknowledgement', () => {
    expect(requestReceivedToast({ manualMode: false, acknowledgementActive: false }).message).toBe(
      'Votre demande a bien été prise en compte',
    );
  });

  it('adds the manual-mode suffix', () => {
    expect(requestReceivedToast({ manualMode: true, acknowledgementActive: false }).message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
    );
  });

  it('adds the confirmation e-mail line after the manual-mode sentence', () => {
    expect(requestReceivedToast({ manualMode: true, acknowledgementActive: true }).message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    );
  });

  it('closes the bare sentence with a full stop before the confirmation e-mail line', () => {
    const toast = requestReceivedToast({ manualMode: false, acknowledgementActive: true });
    expect(toast.message).toBe(
      'Votre demande a bien été prise en compte. Vous recevrez un e-mail de confirmation.',
    );
    expect(toast.code).toBe('SUCCESS.REQUEST_RECEIVED');
    expect(toast.severity).toBe('success');
  });
});
