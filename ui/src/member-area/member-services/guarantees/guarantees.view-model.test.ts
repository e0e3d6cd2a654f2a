import { err, LoadGuarantees, ok } from '@portail/application';
import type { CatalogueMessage, ContractFamily, ContractGuarantees } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../../testing/member-mothers.ts';
import { FakeMemberServices } from '../testing/fake-member-services.ts';
import { GuaranteesViewModel } from './guarantees.view-model.ts';

const HEALTH: ContractGuarantees = {
  nomOffre: 'Santé Essentielle Famille',
  domaines: [
    {
      code: 'hospitalisation',
      libelle: 'Hospitalisation',
      lignes: [{ libelle: 'Honoraires', formule: '150 % BR', precision: '' }],
    },
    {
      code: 'optique',
      libelle: 'Optique',
      lignes: [{ libelle: 'Lentilles de contact', formule: '50 € par an', precision: '' }],
    },
  ],
};

function setup(famille: ContractFamily = 'sante') {
  const services = new FakeMemberServices();
  const toasts: CatalogueMessage[] = [];
  const model = new GuaranteesViewModel({
    loadGuarantees: new LoadGuarantees(services),
    notify: (toast) => toasts.push(toast),
    contractFamily: () => famille,
  });
  return { services, toasts, model };
}

describe('« Mes garanties » view-model', () => {
  it('gives one accordion section per domain, only the first open at start', async () => {
    const { model, services } = setup();
    services.guaranteesCall.answer(ok(HEALTH));
    await model.load();
    expect(model.nomOffre).toBe('Santé Essentielle Famille');
    expect(model.sections.map((section) => [section.domain.libelle, section.openAtStart])).toEqual([
      ['Hospitalisation', true],
      ['Optique', false],
    ]);
    expect(model.glossary?.br).toContain('tarif de référence de la Sécurité sociale');
  });

  it('rebuilds the accordion group for the new contract', async () => {
    const { model, services } = setup();
    services.guaranteesCall.answer(
      ok(HEALTH),
      ok({ nomOffre: 'Hospitalisation Plus', domaines: HEALTH.domaines.slice(0, 1) }),
    );
    await model.load();
    const version = model.version;
    await model.load();
    expect(model.version).toBe(version + 1);
    expect(model.sections).toHaveLength(1);
  });

  it("toasts 'Le chargement d'une source de données à échoué (garanties)' on a failed load", async () => {
    const { model, services, toasts } = setup();
    services.guaranteesCall.answer(err(aPortError(503)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (garanties)",
    ]);
  });

  it('has no health glossary (BR, reste à charge) for a prévoyance contract', async () => {
    const { model, services } = setup('prevoyance');
    services.guaranteesCall.answer(
      ok({
        nomOffre: 'Prévoyance Sérénité',
        domaines: [
          {
            code: 'incapacite',
            libelle: 'Arrêt de travail',
            lignes: [{ libelle: 'Indemnités journalières', formule: '80 % du salaire brut', precision: '' }],
          },
        ],
      }),
    );
    await model.load();
    expect(model.sections).toHaveLength(1);
    expect(model.glossary).toBeNull();
  });
});
