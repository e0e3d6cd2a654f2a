import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { CARE_NETWORK_INVALID_URL_TOAST, OpenCareNetwork } from './open-care-network.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aCareNetwork, aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new OpenCareNetwork(identity) };
}

describe('OpenCareNetwork', () => {
  it('auto-submits a form with API_KEY (the sctoken) and NUM_OMC to a network identified by OMC number', async () => {
    const { identity, useCase } = setup();
    identity.createScTokenCall.answers(ok('sc-123'));

    const outcome = await useCase.execute({
      network: aCareNetwork({ url: 'https://optique.example.fr/entree', numOmc: ' OMC-42 ' }),
    });

    expect(identity.createScTokenCall.callCount).toBe(1);
    expect(outcome).toEqual({
      kind: 'opened',
      intent: {
        kind: 'post-form',
        url: 'https://optique.example.fr/entree',
        fields: { API_KEY: 'sc-123', NUM_OMC: 'OMC-42' },
      },
    });
  });

  it('opens a network without OMC number in a new tab', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({
      network: aCareNetwork({ url: '/dev/reseaux-soins/accueil', numOmc: '' }),
    });

    expect(outcome).toEqual({
      kind: 'opened',
      intent: { kind: 'open-url', url: '/dev/reseaux-soins/accueil' },
    });
  });

  it("shows 'Erreur lors de la récupération du token SSO.' when no token can be created", async () => {
    const { identity, useCase } = setup();
    identity.createScTokenCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({ network: aCareNetwork() });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.SSO_TOKEN_FETCH_FAILED',
        message: 'Erreur lors de la récupération du token SSO.',
        severity: 'danger',
        detail: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
      },
    });
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', ''])(
    'refuses the address %j without creating a token',
    async (url) => {
      const { identity, useCase } = setup();

      const outcome = await useCase.execute({ network: aCareNetwork({ url }) });

      expect(outcome).toEqual({ kind: 'failed', toast: CARE_NETWORK_INVALID_URL_TOAST });
      identity.createScTokenCall.expectNotCalled();
    },
  );
});
