import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadStaticPage } from './load-static-page.use-case.ts';
import { FakeCmsPort } from './test-support/fake-content.ports.ts';
import { aCmsItem, aPortError } from './test-support/mothers.ts';

function setup() {
  const cms = new FakeCmsPort();
  return { cms, useCase: new LoadStaticPage(cms) };
}

const UNKNOWN = {
  kind: 'unknown',
  message: { code: 'FLOW.UNKNOWN_PAGE', message: 'Page inconnue', severity: 'danger' },
};

describe('LoadStaticPage', () => {
  it('loads the page item of Pages_Statiques with its CMS title', async () => {
    const { cms, useCase } = setup();
    const item = aCmsItem({
      title: 'Mentions légales',
      content: '<p>Éditeur</p>',
      itemName: 'mentions-legales',
    });
    cms.getBlockItemsCall.answers(ok([item]));

    const outcome = await useCase.execute({ pageName: 'mentions-legales' });

    cms.getBlockItemsCall.expectCalledOnceWith('Pages_Statiques', 'mentions-legales');
    expect(outcome).toEqual({ kind: 'loaded', title: 'Mentions légales', content: '<p>Éditeur</p>', item });
  });

  it("answers 'Page inconnue' when the CMS does not know the page", async () => {
    const { cms, useCase } = setup();
    cms.getBlockItemsCall.answers(err(aPortError(404)));

    expect(await useCase.execute({ pageName: 'absente' })).toEqual(UNKNOWN);
  });

  it("answers 'Page inconnue' for an empty block", async () => {
    const { cms, useCase } = setup();
    cms.getBlockItemsCall.answers(ok([]));

    expect(await useCase.execute({ pageName: 'vide' })).toEqual(UNKNOWN);
  });

  it.each([undefined, '', '../admin', 'a b'])(
    "answers 'Page inconnue' for the malformed name %j without calling the CMS",
    async (pageName) => {
      const { cms, useCase } = setup();

      expect(await useCase.execute({ pageName })).toEqual(UNKNOWN);
      cms.getBlockItemsCall.expectNotCalled();
    },
  );

  it('reports a CMS outage as a loading failure, not as an unknown page', async () => {
    const { cms, useCase } = setup();
    cms.getBlockItemsCall.answers(err(aPortError(0)));

    const outcome = await useCase.execute({ pageName: 'mentions-legales' });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
        message: "Le message mentions-legales n'a pas pu être chargé.",
        severity: 'danger',
        detail: 'Impossible de se connecter au serveur',
      },
    });
  });
});
