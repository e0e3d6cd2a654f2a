import { ChangeDematerialization, LoadAccountProfile, LoadCmsBlock, err, ok } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { CmsBlockState } from '../../cms-block.state.ts';
import { FakeCms } from '../../testing/fake-member-ports.ts';
import { FakeAccount } from '../testing/fake-account.ts';
import { DematerializationViewModel } from './dematerialization.view-model.ts';

function setup() {
  const account = new FakeAccount();
  const toasts: string[] = [];
  const notify = (message: { message: string }) => void toasts.push(message.message);
  const cms = new FakeCms();
  cms.blocks.answerAlways(
    ok([
      {
        id: '1',
        title: 'Passez au zéro papier',
        content: '<p>Vos relevés par e-mail.</p>',
        name: 'Popup_Demat',
        itemName: '',
      },
    ]),
  );
  const model = new DematerializationViewModel({
    loadProfile: new LoadAccountProfile(account),
    changeDematerialization: new ChangeDematerialization(account),
    cms: new CmsBlockState(new LoadCmsBlock(cms), notify, { name: 'Popup_Demat' }),
    notify,
  });
  return { account, model, toasts };
}

describe('« Zéro papier »', () => {
  it('shows the current preference and changes it with the « Demande réalisée » toast', async () => {
    const { account, model, toasts } = setup();
    await model.load();
    expect(model.dematerialization).toBe(true);
    await expect.poll(() => model.cms.item?.title).toBe('Passez au zéro papier');
    await model.change(false);
    expect(account.dematCall.calls).toEqual([[false]]);
    expect(model.dematerialization).toBe(false);
    expect(toasts).toContain('Demande réalisée');
  });

  it('keeps the previous preference when the server refuses', async () => {
    const { account, model, toasts } = setup();
    await model.load();
    account.dematCall.answer(err(httpErrorFor(500)));
    await model.change(false);
    expect(model.dematerialization).toBe(true);
    expect(toasts).toContain('Un problème est survenu');
  });
});
