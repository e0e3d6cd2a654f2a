import { err, LoadCareNetworks, LoadCmsBlock, ok, OpenCareNetwork } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { CmsBlockState } from '../../cms-block.state.ts';
import { FakeBrowser, FakeCareNetworks, FakeCms, FakeIdentity } from '../../testing/fake-member-ports.ts';
import { aCareNetwork, aCmsItem, aPortError } from '../../testing/member-mothers.ts';
import { CareNetworksDialogViewModel } from './care-networks-dialog.view-model.ts';

function careNetworksDialog() {
  const networks = new FakeCareNetworks();
  const identity = new FakeIdentity();
  const cms = new FakeCms();
  cms.blocks.answerAlways(ok([aCmsItem({ title: 'Nos réseaux partenaires' })]));
  const browser = new FakeBrowser();
  const toasts: CatalogueMessage[] = [];
  let closed = 0;
  const notify = (message: CatalogueMessage) => toasts.push(message);
  const dialog = new CareNetworksDialogViewModel({
    loadCareNetworks: new LoadCareNetworks(networks, cms),
    openCareNetwork: new OpenCareNetwork(identity),
    notify,
    cms: new CmsBlockState(new LoadCmsBlock(cms), notify, { name: 'Reseaux_Soins' }),
    browser,
    onClose: () => (closed += 1),
  });
  return { dialog, networks, identity, browser, toasts, closed: () => closed };
}

describe('care networks dialog', () => {
  it('shows a card per network with its covering image, icon-sized image or icon', async () => {
    const { dialog, networks } = careNetworksDialog();
    networks.networks.answer(
      ok([
        aCareNetwork({ reseau: 'a', imageId: 'img-a', imageForm: 'covers' }),
        aCareNetwork({ reseau: 'b', imageId: 'img-b', imageForm: 'icon' }),
        aCareNetwork({ reseau: 'c', imageId: '', icon: 'heart' }),
      ]),
    );
    await dialog.open();
    expect(dialog.status).toBe('loaded');
    expect(dialog.title).toBe('Nos réseaux partenaires');
    expect(dialog.cards.map((card) => card.visual)).toEqual([
      { kind: 'image', url: '/api/cms/documents/images/img-a', covers: true },
      { kind: 'image', url: '/api/cms/documents/images/img-b', covers: false },
      { kind: 'icon', icon: 'heart' },
    ]);
  });

  it("toasts 'Le chargement d'une source de données à échoué (réseaux de soins)' when the list fails", async () => {
    const { dialog, networks, toasts } = careNetworksDialog();
    networks.networks.answer(err(aPortError(500)));
    await dialog.open();
    expect(dialog.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (réseaux de soins)",
    ]);
  });

  it('opens a network that needs the member number with an auto-submitted form carrying the new token', async () => {
    const { dialog, networks, identity, browser } = careNetworksDialog();
    networks.networks.answer(ok([aCareNetwork({ url: '/dev/reseaux-soins/accueil', numOmc: 'OMC-48213' })]));
    identity.scToken.answer(ok('sc-42'));
    await dialog.open();
    const card = dialog.cards[0];
    if (card === undefined) throw new Error('one card expected');
    await dialog.openNetwork(card);
    expect(identity.scToken.count).toBe(1);
    expect(browser.posted).toEqual([
      { url: '/dev/reseaux-soins/accueil', fields: { API_KEY: 'sc-42', NUM_OMC: 'OMC-48213' } },
    ]);
    expect(dialog.opening).toBeNull();
  });

  it('opens other networks in a new tab, and toasts a token failure', async () => {
    const { dialog, networks, identity, browser, toasts } = careNetworksDialog();
    networks.networks.answer(ok([aCareNetwork({ url: 'https://audition.example/', numOmc: '' })]));
    await dialog.open();
    const card = dialog.cards[0];
    if (card === undefined) throw new Error('one card expected');
    await dialog.openNetwork(card);
    expect(browser.opened).toEqual(['https://audition.example/']);
    identity.scToken.answer(err(aPortError(500)));
    await dialog.openNetwork(card);
    expect(toasts.map((toast) => toast.message)).toEqual(['Erreur lors de la récupération du token SSO.']);
    expect(browser.opened).toHaveLength(1);
  });

  it('opens one network at a time and closes', async () => {
    const { dialog, networks, identity, browser, closed } = careNetworksDialog();
    networks.networks.answer(ok([aCareNetwork()]));
    await dialog.open();
    const card = dialog.cards[0];
    if (card === undefined) throw new Error('one card expected');
    const token = identity.scToken.defer();
    const first = dialog.openNetwork(card);
    await dialog.openNetwork(card);
    token.resolve(ok('t'));
    await first;
    expect(browser.posted).toHaveLength(1);
    dialog.close();
    expect(closed()).toBe(1);
  });
});
