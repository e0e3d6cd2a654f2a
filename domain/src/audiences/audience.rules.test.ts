import { describe, expect, it } from 'vitest';
import { checkAudience, firstAudienceIssue } from './audience.rules.ts';
import { describeAudience } from './audience-description.ts';

const context = { fonctionnalites: ['modalitePaiementPrestation', 'remboursements'] };
const check = (criteres: Parameters<typeof checkAudience>[0]['criteres'], nom = 'Relance RIB') =>
  checkAudience({ nom, criteres }, context);

describe('audience rules', () => {
  it('accepts a rule of several criteria, ANDed, with values deduplicated and offers trimmed', () => {
    const { criteria } = check([
      { type: 'offre', offres: [' Santé Essentielle ', 'Santé Essentielle'] },
      { type: 'etat-contrat', etats: ['valide'] },
      { type: 'coordonnees-bancaires-manquantes' },
      { type: 'sans-connexion', mois: 6 },
    ]);
    expect(criteria).toEqual([
      { type: 'offre', offres: ['Santé Essentielle'] },
      { type: 'etat-contrat', etats: ['valide'] },
      { type: 'coordonnees-bancaires-manquantes' },
      { type: 'sans-connexion', mois: 6 },
    ]);
  });

  it('asks for a name, at most 120 characters', () => {
    expect(firstAudienceIssue(check([{ type: 'tous' }], '  ').issues)?.code).toBe(
      'FLOW.AUDIENCE_NOM_OBLIGATOIRE',
    );
    expect(firstAudienceIssue(check([{ type: 'tous' }], 'x'.repeat(121)).issues)?.code).toBe(
      'FLOW.AUDIENCE_NOM_TROP_LONG',
    );
  });

  it('asks for at least one criterion', () => {
    const { issues, criteria } = check([]);
    expect(criteria).toBeNull();
    expect(issues.criteres[0]?.message).toBe('Ajoutez au moins un critère (ou « Tous les adhérents »).');
  });

  it('keeps « Tous les adhérents » alone and each type once', () => {
    expect(firstAudienceIssue(check([{ type: 'tous' }, { type: 'compte-non-cree' }]).issues)?.code).toBe(
      'FLOW.AUDIENCE_TOUS_SEUL',
    );
    expect(
      firstAudienceIssue(
        check([
          { type: 'role', roles: ['User'] },
          { type: 'role', roles: ['Beneficiaire'] },
        ]).issues,
      )?.code,
    ).toBe('FLOW.AUDIENCE_CRITERE_EN_DOUBLE');
  });

  it('refuses empty lists and values not proposed, naming the criterion at fault', () => {
    const empty = check([{ type: 'compte-non-cree' }, { type: 'etat-contrat', etats: [] }]);
    expect(firstAudienceIssue(empty.issues)).toEqual({
      field: 'criteres[1]',
      code: 'FLOW.AUDIENCE_VALEURS_OBLIGATOIRES',
      message: 'Choisissez au moins une valeur proposée pour ce critère.',
    });
    expect(check([{ type: 'etat-contrat', etats: ['ferme'] }]).criteria).toBeNull();
    expect(check([{ type: 'role', roles: ['Admin'] }]).criteria).toBeNull();
    expect(check([{ type: 'offre', offres: ['  '] }]).criteria).toBeNull();
    expect(
      check([{ type: 'offre', offres: Array.from({ length: 51 }, (_, i) => `O${String(i)}`) }]).criteria,
    ).toBeNull();
  });

  it('accepts only a feature of the tenant and 1 to 120 whole months', () => {
    expect(check([{ type: 'fonctionnalite', fonctionnalite: 'remboursements' }]).criteria).not.toBeNull();
    expect(firstAudienceIssue(check([{ type: 'fonctionnalite', fonctionnalite: 'x' }]).issues)?.code).toBe(
      'FLOW.AUDIENCE_FONCTIONNALITE_INCONNUE',
    );
    for (const mois of [0, 121, 1.5, undefined])
      expect(check([{ type: 'sans-connexion', mois }]).criteria, String(mois)).toBeNull();
    expect(check([{ type: 'sans-connexion', mois: 120 }]).criteria).not.toBeNull();
  });

  it('refuses an unknown criterion type', () => {
    expect(firstAudienceIssue(check([{ type: 'age' }]).issues)?.code).toBe('FLOW.AUDIENCE_CRITERE_INCONNU');
  });

  it('describes a rule in French', () => {
    expect(
      describeAudience([
        { type: 'etat-contrat', etats: ['valide', 'suspendu'] },
        { type: 'role', roles: ['User'] },
        { type: 'sans-connexion', mois: 3 },
        { type: 'coordonnees-bancaires-manquantes' },
      ]),
    ).toBe(
      'État du contrat : Valide, Suspendu et Rôle : Adhérent et Sans connexion depuis 3 mois et Coordonnées bancaires manquantes',
    );
  });
});
