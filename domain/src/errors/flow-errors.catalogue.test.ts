import { describe, expect, it } from 'vitest';
import { catalogueMessage } from './catalogue-entry.ts';
import {
  flowErrorCatalogue,
  isResetInvalidTokenData,
  securityCodeSendFailure,
} from './flow-errors.catalogue.ts';

describe('flow errors (spec §8)', () => {
  it('sends an invalid reset token and a failed token check to reset-password-error', () => {
    const route = { kind: 'navigate', route: 'reset-password-error' };
    expect(flowErrorCatalogue.resetInvalidToken.effect).toEqual(route);
    expect(flowErrorCatalogue.resetTokenCheckFailed.effect).toEqual(route);
  });

  it('recognises the InvalidToken error data as a bare string or an error/code field', () => {
    expect(isResetInvalidTokenData('InvalidToken')).toBe(true);
    expect(isResetInvalidTokenData({ error: 'InvalidToken' })).toBe(true);
    expect(isResetInvalidTokenData({ code: 'InvalidToken' })).toBe(true);
  });

  it('does not take other error data for an invalid token', () => {
    for (const data of [
      'invalidtoken',
      'ExpiredToken',
      null,
      undefined,
      42,
      {},
      { error: 'Other' },
      ['InvalidToken'],
    ]) {
      expect(isResetInvalidTokenData(data)).toBe(false);
    }
  });

  it('closes the modal when sending the security code fails', () => {
    expect(securityCodeSendFailure()).toEqual({
      code: 'FLOW.SECURITY_CODE_SEND_FAILED',
      message: "L'envoi du code de sécurité a échoué.",
      severity: 'danger',
      effect: { kind: 'close-modal' },
    });
    expect(securityCodeSendFailure('  ').effect).toEqual({ kind: 'close-modal' });
  });

  it('redirects to the returned logout URL 3 seconds after the toast', () => {
    expect(securityCodeSendFailure('https://sso.example/logout').effect).toEqual({
      kind: 'redirect',
      to: 'https://sso.example/logout',
      delayMs: 3000,
    });
  });

  it.each([
    [flowErrorCatalogue.securityCodeResent, "Un code de sécurité vient d'être renvoyé."],
    [flowErrorCatalogue.userInformationRequired, "Veuillez renseigner les informations de l'utilisateur."],
    [flowErrorCatalogue.unknownPage, 'Page inconnue'],
    [
      flowErrorCatalogue.registrationTermsNotAccepted,
      "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
    ],
  ])('carries the verbatim spec text (case %#)', (entry, text) => {
    expect(catalogueMessage(entry).message).toBe(text);
    expect(entry.wording).toBe('spec');
  });
});
