import { LoadUnpaidContributions, err, ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { FakeCotisations } from './testing/fake-cotisations.port.ts';
import { UnpaidBannerViewModel } from './unpaid-banner.view-model.ts';

describe('UnpaidBannerViewModel', () => {
  it('says the amount of each contract with unpaid contributions and what to do', async () => {
    const port = new FakeCotisations();
    port.unpaidCall.answer(
      ok([
        {
          numeroContrat: '1000001-02',
          nomOffre: 'Prévoyance Sérénité',
          montantCents: 8_540,
          conduiteATenir: 'Réglez ce montant par virement.',
        },
      ]),
    );
    const model = new UnpaidBannerViewModel(new LoadUnpaidContributions(port));
    await model.load();
    expect(model.lines).toEqual([
      {
        numeroContrat: '1000001-02',
        text: '85,40\u00a0€ de cotisations restent à régler sur le contrat Prévoyance Sérénité (1000001-02).',
        conduiteATenir: 'Réglez ce montant par virement.',
      },
    ]);
  });

  it('shows nothing when everything is paid or the amounts cannot be read', async () => {
    const port = new FakeCotisations();
    port.unpaidCall.answer(ok([]), err(aPortError(503)));
    const model = new UnpaidBannerViewModel(new LoadUnpaidContributions(port));
    await model.load();
    expect(model.lines).toEqual([]);
    await model.load();
    expect(model.lines).toEqual([]);
  });

  it('opens the contract that has the unpaid amount, the current one first when it has one', async () => {
    const port = new FakeCotisations();
    const line = (numeroContrat: string) => ({
      numeroContrat,
      nomOffre: 'Offre',
      montantCents: 1_000,
      conduiteATenir: 'Réglez ce montant.',
    });
    port.unpaidCall.answer(ok([line('1000001-02'), line('1000001-03')]));
    const model = new UnpaidBannerViewModel(new LoadUnpaidContributions(port));
    expect(model.linkContract('1000001-01')).toBeNull();
    await model.load();
    expect(model.linkContract('1000001-01')).toBe('1000001-02');
    expect(model.linkContract('1000001-03')).toBe('1000001-03');
    expect(model.linkContract(null)).toBe('1000001-02');
  });
});
