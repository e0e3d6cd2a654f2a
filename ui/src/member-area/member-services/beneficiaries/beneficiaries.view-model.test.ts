import { err, LoadBeneficiaries, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../../testing/member-mothers.ts';
import { aBeneficiary, FakeMemberServices, THOMAS } from '../testing/fake-member-services.ts';
import { BeneficiariesViewModel } from './beneficiaries.view-model.ts';

function setup() {
  const services = new FakeMemberServices();
  const toasts: CatalogueMessage[] = [];
  const model = new BeneficiariesViewModel({
    loadBeneficiaries: new LoadBeneficiaries(services),
    notify: (toast) => toasts.push(toast),
  });
  return { services, toasts, model };
}

describe('« Mes bénéficiaires » view-model', () => {
  it('lists the covered people in rank order with their teletransmission status and refusal reason', async () => {
    const { model, services } = setup();
    services.beneficiariesCall.answer(ok([THOMAS, aBeneficiary()]));
    await model.load();
    expect(model.rows).toEqual([
      {
        numPers: 'P0010001',
        rang: 1,
        civilite: 'Mme',
        nom: 'Dupont',
        prenom: 'Marie',
        dateNaissance: '12/05/1985',
        teletransmission: 'Active',
        teletransmissionRefused: false,
      },
      expect.objectContaining({
        rang: 2,
        civilite: 'M.',
        teletransmission: 'Refusée : Rattaché à un autre organisme complémentaire',
        teletransmissionRefused: true,
      }),
    ]);
    expect(model.refusedCount).toBe(1);
  });

  it('reloads for the new contract', async () => {
    const { model, services } = setup();
    services.beneficiariesCall.answer(
      ok([aBeneficiary(), THOMAS]),
      ok([aBeneficiary({ numPers: 'P0010004' })]),
    );
    await model.load();
    await model.load();
    expect(model.rows.map((row) => row.numPers)).toEqual(['P0010004']);
  });

  it("toasts 'Le chargement d'une source de données à échoué (bénéficiaires)' on a failed load", async () => {
    const { model, services, toasts } = setup();
    services.beneficiariesCall.answer(err(aPortError(500)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (bénéficiaires)",
    ]);
  });
});
