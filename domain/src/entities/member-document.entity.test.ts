import { describe, expect, it } from 'vitest';
import { teletransmissionLabel } from './beneficiary.entity.ts';
import { beneficiaryChoiceOf, documentsForContract, issuableDocument } from './member-document.entity.ts';

describe('member documents', () => {
  it('lets the scope decide whether a beneficiary is picked', () => {
    expect(beneficiaryChoiceOf('Contrat')).toBe('none');
    expect(beneficiaryChoiceOf('Benef')).toBe('required');
    expect(beneficiaryChoiceOf('Both')).toBe('optional');
  });

  it('issues the card and the attestation for a valid contract only', () => {
    expect(documentsForContract('valide').map((d) => d.typeDocument)).toEqual([
      'CarteTP',
      'Attestation',
      'SituationContractuelle',
      'InscriptionBeneficiaires',
    ]);
    expect(documentsForContract('eninstance').map((d) => d.typeDocument)).toEqual([
      'SituationContractuelle',
      'InscriptionBeneficiaires',
    ]);
    for (const etat of ['suspendu', 'resilie'] as const) {
      expect(documentsForContract(etat).map((d) => d.typeDocument)).toEqual(['SituationContractuelle']);
    }
  });

  it('refuses an unknown or non-issuable document type', () => {
    expect(issuableDocument('CarteTP', 'resilie')).toBeNull();
    expect(issuableDocument('MandatSepa', 'valide')).toBeNull();
    expect(issuableDocument('Attestation', 'valide')?.scope).toBe('Both');
  });
});

describe('teletransmission label', () => {
  it('shows the refusal reason when there is one', () => {
    expect(teletransmissionLabel({ teletransmission: true, motifRefusTeletransmission: null })).toBe(
      'Active',
    );
    expect(
      teletransmissionLabel({
        teletransmission: false,
        motifRefusTeletransmission: { libelle: 'Autre mutuelle' },
      }),
    ).toBe('Refusée : Autre mutuelle');
    expect(teletransmissionLabel({ teletransmission: false, motifRefusTeletransmission: null })).toBe(
      'Refusée',
    );
  });
});
