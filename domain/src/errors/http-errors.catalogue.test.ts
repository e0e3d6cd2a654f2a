import { describe, expect, it } from 'vitest';
import { httpErrorCatalogue, httpErrorFor } from './http-errors.catalogue.ts';

describe('default HTTP messages (spec §8)', () => {
  it.each([
    [0, 'HTTP.0', 'Impossible de se connecter au serveur'],
    [400, 'HTTP.400', 'Les informations fournies sont erronées'],
    [401, 'HTTP.401', 'Accès non autorisé'],
    [404, 'HTTP.404', 'La ressource demandée est introuvable'],
    [500, 'HTTP.500', "Une erreur s'est produite. Si le problème persiste, contactez votre support"],
    [501, 'HTTP.501', "Cette fonctionnalité n'est pas implémentée"],
    [503, 'HTTP.503', 'Service momentanément indisponible'],
  ])('status %i without server message gives %s "%s"', (status, code, message) => {
    const error = httpErrorFor(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.severity).toBe('danger');
  });

  it('formats any other status as "Erreur {status}" with code HTTP.OTHER', () => {
    expect(httpErrorFor(418)).toEqual({
      code: 'HTTP.OTHER',
      message: 'Erreur 418',
      severity: 'danger',
      status: 418,
    });
    expect(httpErrorFor(502).message).toBe('Erreur 502');
  });

  it('redirects the browser to /login on 401', () => {
    expect(httpErrorFor(401).effect).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('navigates to service-unavailable on 503', () => {
    expect(httpErrorFor(503).effect).toEqual({ kind: 'navigate', route: 'service-unavailable' });
  });

  it('has no effect for the other statuses', () => {
    for (const status of [0, 400, 404, 500, 501, 418]) expect(httpErrorFor(status).effect).toBeUndefined();
  });
});

describe("the server's own message wins", () => {
  it('replaces the default text with the trimmed server message', () => {
    expect(httpErrorFor(400, ' Numéro adhérent inconnu ').message).toBe('Numéro adhérent inconnu');
    expect(httpErrorFor(418, 'Je suis une théière').message).toBe('Je suis une théière');
  });

  it('keeps the status effect when the server supplies a message', () => {
    const error = httpErrorFor(401, 'Session expirée');
    expect(error.message).toBe('Session expirée');
    expect(error.code).toBe('HTTP.401');
    expect(error.effect).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('falls back to the default text when the server message is blank', () => {
    expect(httpErrorFor(404, '  ').message).toBe('La ressource demandée est introuvable');
  });
});

describe('back-office habilitation refusal', () => {
  it('has a stable code and a French message', () => {
    expect(httpErrorCatalogue.forbiddenHabilitation).toMatchObject({
      code: 'HTTP.FORBIDDEN_HABILITATION',
      template: "Vous n'avez pas l'habilitation nécessaire pour cette action.",
    });
  });
});
