import { LoadAccountProfile, err } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeAccount, aProfile } from '../testing/fake-account.ts';
import { AccountProfileViewModel } from './account-profile.view-model.ts';

function setup() {
  const account = new FakeAccount();
  const toasts: string[] = [];
  const model = new AccountProfileViewModel({
    loadProfile: new LoadAccountProfile(account),
    notify: (message) => toasts.push(message.message),
  });
  return { account, model, toasts };
}

describe('« Mes informations »', () => {
  it('shows the profile in French: civility in words, birth date dd/MM/yyyy, address uppercase, mobile as masked', async () => {
    const { model } = setup();
    await model.load();
    expect(model.status).toBe('loaded');
    const value = (label: string) => model.rows.find((row) => row.label === label)?.lines;
    expect(value('Civilité')).toEqual(['Madame']);
    expect(value('Date de naissance')).toEqual(['12/05/1985']);
    expect(value('Numéros de contrat')).toEqual(['1000001-01', '1000001-02']);
    expect(value('Téléphone mobile')).toEqual(['•• •• •• •• 78']);
    expect(value('Adresse postale')).toEqual(['24 RUE DE LA ROQUETTE', '75011 PARIS']);
  });

  it('says when the mobile phone or the address is not known', async () => {
    const { account, model } = setup();
    account.profileCall.answerAlways({ ok: true, value: aProfile({ telephone: null, adresse: {} }) });
    account.profileCall.answer({ ok: true, value: aProfile({ telephone: null, adresse: {} }) });
    await model.load();
    const value = (label: string) => model.rows.find((row) => row.label === label)?.lines;
    expect(value('Téléphone mobile')).toEqual(['Non renseigné']);
    expect(value('Adresse postale')).toEqual(['Non renseignée']);
  });

  it('toasts a failed load and offers nothing to show', async () => {
    const { account, model, toasts } = setup();
    account.profileCall.answer(err(httpErrorFor(503)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(model.rows).toEqual([]);
    expect(toasts).toEqual(["Le chargement d'une source de données à échoué (Mes informations)"]);
  });
});
