import { describe, expect, it } from 'vitest';
import { mapHttpError, networkError, readErrorBody, serverMessageOf } from './error-mapping.ts';

describe('mapHttpError — default messages when the server gives none (spec §8)', () => {
  it.each([
    [0, 'HTTP.0', 'Impossible de se connecter au serveur'],
    [400, 'HTTP.400', 'Les informations fournies sont erronées'],
    [401, 'HTTP.401', 'Accès non autorisé'],
    [404, 'HTTP.404', 'La ressource demandée est introuvable'],
    [500, 'HTTP.500', "Une erreur s'est produite. Si le problème persiste, contactez votre support"],
    [501, 'HTTP.501', "Cette fonctionnalité n'est pas implémentée"],
    [503, 'HTTP.503', 'Service momentanément indisponible'],
    [418, 'HTTP.OTHER', 'Erreur 418'],
    [502, 'HTTP.OTHER', 'Erreur 502'],
  ])('status %i → %s %j', (status, code, message) => {
    const error = mapHttpError(status, undefined);
    expect(error).toMatchObject({ code, message, status, severity: 'danger' });
    expect(error.server).toBeUndefined();
  });

  it('redirects to /login on 401 and navigates to service-unavailable on 503', () => {
    expect(mapHttpError(401, {}).effect).toEqual({ kind: 'redirect', to: '/login' });
    expect(mapHttpError(503, {}).effect).toEqual({ kind: 'navigate', route: 'service-unavailable' });
    expect(mapHttpError(500, {}).effect).toBeUndefined();
  });

  it('network failure is status 0', () => {
    expect(networkError()).toMatchObject({ status: 0, message: 'Impossible de se connecter au serveur' });
  });
});

describe('mapHttpError — the server message wins', () => {
  it.each([
    [{ message: 'Date de naissance invalide.' }, 'Date de naissance invalide.'],
    [{ Message: 'Contrat inconnu' }, 'Contrat inconnu'],
    [{ Messages: ['Premier', 'Second'] }, 'Premier'],
    [{ message: '  ', Message: 'Repli' }, 'Repli'],
  ])('%j → %j', (body, message) => {
    expect(mapHttpError(400, body)).toMatchObject({ code: 'HTTP.400', message, status: 400 });
  });

  it('keeps the effect of the status when the server gives its message', () => {
    expect(mapHttpError(503, { message: 'Maintenance' })).toMatchObject({
      message: 'Maintenance',
      effect: { kind: 'navigate', route: 'service-unavailable' },
    });
  });

  it('ignores a text (non-JSON) body', () => {
    expect(mapHttpError(500, '<html>oops</html>').message).toBe(
      "Une erreur s'est produite. Si le problème persiste, contactez votre support",
    );
  });
});

describe('readErrorBody', () => {
  it('keeps the documented details and drops malformed ones', () => {
    expect(
      readErrorBody({
        code: 'CSRF',
        message: 'Jeton anti-falsification manquant ou invalide.',
        data: 'InvalidToken',
        isAccountConfirmed: true,
        logoutUrl: 'https://idp.example/logout',
        errors: [{ field: 'nir', code: 'NIR.KEY', message: 'Clé invalide' }, { field: 3 }],
        isAccountConfirmedTypo: 'x',
      }),
    ).toEqual({
      code: 'CSRF',
      message: 'Jeton anti-falsification manquant ou invalide.',
      data: 'InvalidToken',
      isAccountConfirmed: true,
      logoutUrl: 'https://idp.example/logout',
      errors: [{ field: 'nir', code: 'NIR.KEY', message: 'Clé invalide' }],
    });
  });

  it('returns undefined for bodies that say nothing', () => {
    expect(readErrorBody(undefined)).toBeUndefined();
    expect(readErrorBody([])).toBeUndefined();
    expect(readErrorBody({ message: 42 })).toBeUndefined();
  });

  it('reads Messages[0] only when it is a non-blank string', () => {
    expect(serverMessageOf({ Messages: [7] })).toBeUndefined();
    expect(serverMessageOf({ Messages: [] })).toBeUndefined();
  });
});
