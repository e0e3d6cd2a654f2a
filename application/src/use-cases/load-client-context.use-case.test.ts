import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadClientContext } from './load-client-context.use-case.ts';
import { FakeClientConfigPort } from './test-support/fake-content.ports.ts';
import { aClientConfiguration, aCurrentClient, aPortError } from './test-support/mothers.ts';

function setup() {
  const port = new FakeClientConfigPort();
  return { port, useCase: new LoadClientContext(port) };
}

describe('LoadClientContext', () => {
  it('loads the current client, its configuration and the portal configuration', async () => {
    const { port, useCase } = setup();
    const client = aCurrentClient();
    const configuration = aClientConfiguration();
    port.getCurrentClientCall.answers(ok({ client, configuration }));
    port.getPortalConfigCall.answers(ok({ passwordRequiredLength: 10 }));

    const outcome = await useCase.execute();

    expect(outcome).toEqual({
      kind: 'loaded',
      client,
      configuration,
      portalConfig: { passwordRequiredLength: 10 },
      externalIdentityProvider: null,
      publicFeatures: { register: true, forgotUsername: true, loginHelp: true },
    });
  });

  it('hides the registration when creationCompteAutreActe is off', async () => {
    const { port, useCase } = setup();
    port.getCurrentClientCall.answers(
      ok({
        client: aCurrentClient({
          fonctionnalites: {
            creationCompteAutreActe: { isActivated: false },
            forgotUsernameAutreActe: { isActivated: true },
          },
        }),
        configuration: aClientConfiguration(),
      }),
    );

    const outcome = await useCase.execute();

    expect(outcome.kind === 'loaded' && outcome.publicFeatures).toEqual({
      register: false,
      forgotUsername: true,
      loginHelp: true,
    });
  });

  it('hides every public-area entry when an external identity provider is configured', async () => {
    const { port, useCase } = setup();
    port.getCurrentClientCall.answers(
      ok({
        client: aCurrentClient(),
        configuration: aClientConfiguration({ oidcExternalProvider: 'FranceConnect' }),
      }),
    );

    const outcome = await useCase.execute();

    expect(outcome).toMatchObject({
      externalIdentityProvider: 'FranceConnect',
      publicFeatures: { register: false, forgotUsername: false, loginHelp: false },
    });
  });

  it('prefers the provider of the client over the one of the configuration, ignoring blank names', async () => {
    const { port, useCase } = setup();
    port.getCurrentClientCall.answers(
      ok({
        client: aCurrentClient({ oidcExternalProvider: ' ' }),
        configuration: aClientConfiguration({ oidcExternalProvider: 'Keycloak' }),
      }),
    );

    const outcome = await useCase.execute();

    expect(outcome.kind === 'loaded' && outcome.externalIdentityProvider).toBe('Keycloak');
  });

  it('fails when the client cannot be loaded', async () => {
    const { port, useCase } = setup();
    port.getCurrentClientCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute();

    expect(outcome).toMatchObject({
      kind: 'failed',
      message: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
    });
  });

  it('fails when the portal configuration cannot be loaded', async () => {
    const { port, useCase } = setup();
    port.getPortalConfigCall.answers(err(aPortError(0)));

    const outcome = await useCase.execute();

    expect(outcome).toMatchObject({ kind: 'failed', message: 'Impossible de se connecter au serveur' });
  });
});
