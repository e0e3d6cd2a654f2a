import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadCmsBlock } from './load-cms-block.use-case.ts';
import { FakeCmsPort } from './test-support/fake-content.ports.ts';
import { aCmsItem, aPortError } from './test-support/mothers.ts';

function setup() {
  const cms = new FakeCmsPort();
  return { cms, useCase: new LoadCmsBlock(cms) };
}

describe('LoadCmsBlock', () => {
  it('returns the first item of the block', async () => {
    const { cms, useCase } = setup();
    const first = aCmsItem({ id: 'a', title: 'Aide' });
    cms.getBlockItemsCall.answers(ok([first, aCmsItem({ id: 'b' })]));

    const outcome = await useCase.execute({ name: 'Register_Help' });

    cms.getBlockItemsCall.expectCalledOnceWith('Register_Help', undefined);
    expect(outcome).toEqual({ kind: 'loaded', item: first });
  });

  it('passes the item name when given', async () => {
    const { cms, useCase } = setup();

    await useCase.execute({ name: 'Pages_Statiques', itemName: 'mentions' });

    cms.getBlockItemsCall.expectCalledOnceWith('Pages_Statiques', 'mentions');
  });

  it("shows 'Le message {name} n'a pas pu être chargé.' when the block fails to load", async () => {
    const { cms, useCase } = setup();
    cms.getBlockItemsCall.answers(err(aPortError(500, { message: 'CMS indisponible' })));

    const outcome = await useCase.execute({ name: 'Register_Help' });

    expect(outcome.kind === 'failed' && outcome.toast).toEqual({
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Register_Help n'a pas pu être chargé.",
      severity: 'danger',
      detail: 'CMS indisponible',
    });
  });

  it('treats an empty block as a failure', async () => {
    const { cms, useCase } = setup();
    cms.getBlockItemsCall.answers(ok([]));

    const outcome = await useCase.execute({ name: 'Register_Num_Secu_Popup' });

    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { message: "Le message Register_Num_Secu_Popup n'a pas pu être chargé." },
      error: { status: 404 },
    });
  });

  it('throws for a blank block name (a programming error)', async () => {
    const { useCase } = setup();

    await expect(useCase.execute({ name: ' ' })).rejects.toThrow('LoadCmsBlock needs a block name');
  });
});
