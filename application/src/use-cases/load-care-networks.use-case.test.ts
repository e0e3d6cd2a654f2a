import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadCareNetworks } from './load-care-networks.use-case.ts';
import { FakeCareNetworkPort, FakeCmsPort } from './test-support/fake-content.ports.ts';
import { aCareNetwork, aPortError } from './test-support/mothers.ts';

function setup() {
  const port = new FakeCareNetworkPort();
  return { port, useCase: new LoadCareNetworks(port, new FakeCmsPort()) };
}

describe('LoadCareNetworks', () => {
  it('builds cards with a covering image, an inline image, an icon or nothing', async () => {
    const { port, useCase } = setup();
    const covers = aCareNetwork({ reseau: 'a', imageId: 'img-1', imageForm: 'covers' });
    const inline = aCareNetwork({ reseau: 'b', imageId: 'img-2', imageForm: 'logo' });
    const icon = aCareNetwork({ reseau: 'c', imageId: '', icon: 'eye-open' });
    const bare = aCareNetwork({ reseau: 'd', imageId: '', icon: ' ' });
    port.getCareNetworksCall.answers(ok([covers, inline, icon, bare]));

    const outcome = await useCase.execute();

    expect(outcome.kind === 'loaded' && outcome.cards.map((card) => card.visual)).toEqual([
      { kind: 'image', url: '/api/cms/documents/images/img-1', covers: true },
      { kind: 'image', url: '/api/cms/documents/images/img-2', covers: false },
      { kind: 'icon', icon: 'eye-open' },
      { kind: 'none' },
    ]);
    expect(outcome.kind === 'loaded' && outcome.cards[0]).toMatchObject({
      network: covers,
      title: 'Réseau optique',
      description: 'Des opticiens partenaires',
    });
  });

  it('shows the data-source toast when the networks cannot be loaded', async () => {
    const { port, useCase } = setup();
    port.getCareNetworksCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute();

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.DATA_SOURCE_LOAD_FAILED',
        message: "Le chargement d'une source de données à échoué (réseaux de soins)",
        severity: 'danger',
        detail: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
      },
    });
  });
});
