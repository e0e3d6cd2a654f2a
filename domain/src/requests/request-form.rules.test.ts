import { describe, expect, it } from 'vitest';
import { invalidFormFields } from '../validation/form-issues.ts';
import { parseRequestForm } from './request-form.parse.ts';
import { validateRequestForm } from './request-form.rules.ts';
import { validateRequestMessage, validateTopicThread } from './request-message.rules.ts';

const context = { today: new Date(2026, 10, 26), tailleMaxPrenomNom: 20, memberNir: '1850578006084' };

const hospital = {
  type: 'prise-en-charge-hospitaliere',
  beneficiaire: 'P-1',
  etablissement: { nom: 'CH de Fleyriat', finess: '010 000 024', codePostal: '01440', fax: '04 74 45 41 14' },
  dateAdmission: '02/12/2026',
  typeHospitalisation: 'complete',
  devis: ['a.pdf'],
};

describe('validateRequestForm', () => {
  it('accepts a hospital coverage and normalises it', () => {
    const parsed = parseRequestForm(hospital, context);
    expect(parsed).toEqual({
      ok: true,
      form: {
        type: 'prise-en-charge-hospitaliere',
        beneficiaire: 'P-1',
        etablissement: {
          nom: 'CH de Fleyriat',
          finess: '010000024',
          codePostal: '01440',
          fax: '0474454114',
          email: undefined,
        },
        dateAdmission: '2026-12-02',
        typeHospitalisation: 'complete',
        codeDmt: undefined,
        devis: ['a.pdf'],
      },
    });
  });

  it('asks the establishment’s fax or e-mail, a known FINESS and a hospital type of the list', () => {
    const issues = validateRequestForm(
      {
        ...hospital,
        etablissement: { nom: 'X', finess: '010000025', codePostal: '01440' },
        typeHospitalisation: 'autre',
        codeDmt: '12',
      },
      context,
    );
    expect(invalidFormFields(issues)).toEqual([
      'etablissement.finess',
      'etablissement.fax',
      'typeHospitalisation',
      'codeDmt',
    ]);
    expect(issues['etablissement.fax']?.[0]?.code).toBe('ESTABLISHMENT.CONTACT_REQUIRED');
  });

  it('requires the bill and a positive amount with two decimals for a refund', () => {
    const refund = {
      type: 'remboursement',
      beneficiaire: 'P-1',
      dateSoins: '2026-11-20',
      typeSoins: 'dentaire',
    };
    expect(
      invalidFormFields(validateRequestForm({ ...refund, montant: 12.5, factures: ['f.pdf'] }, context)),
    ).toEqual([]);
    const issues = validateRequestForm({ ...refund, montant: 12.345, factures: [] }, context);
    expect(invalidFormFields(issues)).toEqual(['montant', 'factures']);
    expect(issues['factures']?.[0]?.message).toBe('Merci de joindre le document demandé.');
  });

  it('checks a claim: type, past event date, person, documents', () => {
    const issues = validateRequestForm(
      {
        type: 'declaration-sinistre',
        typeSinistre: '',
        dateEvenement: '2026-12-01',
        personneConcernee: 'P-1',
      },
      context,
    );
    expect(invalidFormFields(issues)).toEqual(['typeSinistre', 'dateEvenement', 'justificatifs']);
  });

  it('checks a new beneficiary with the spec’s name rules, the tenant’s combined length and the NIR rules', () => {
    const child = {
      type: 'ajout-beneficiaire',
      civilite: 'M',
      nom: 'Dupont',
      prenom: 'Léo',
      dateNaissance: '2024-01-15',
      rattacheNirAdherent: true,
      typeBeneficiaire: 'ENFANT',
      teletransmission: true,
      justificatifs: ['livret.pdf'],
    };
    const parsed = parseRequestForm({ ...child, nir: '123' }, context);
    expect(parsed.ok && parsed.form.type === 'ajout-beneficiaire' && parsed.form.nir).toBeUndefined();
    const issues = validateRequestForm(
      { ...child, nom: 'Dupont2', prenom: 'Marie-Charlotte-Amélie', typeBeneficiaire: 'CONJOINT' },
      context,
    );
    expect(invalidFormFields(issues)).toEqual(['nom', 'nomPrenom', 'nir']);
  });

  it('checks a removal: who, effective date, reason', () => {
    expect(
      invalidFormFields(
        validateRequestForm(
          { type: 'radiation-beneficiaire', beneficiaire: 'P-2', dateEffet: '2026-12-31' },
          context,
        ),
      ),
    ).toEqual(['motif']);
  });

  it('refuses an unknown kind', () => {
    expect(invalidFormFields(validateRequestForm({ type: 'autre' }, context))).toEqual(['type']);
  });
});

describe('messages', () => {
  it('needs a text or a document, at most 4,000 characters', () => {
    expect(invalidFormFields(validateRequestMessage('', []))).toEqual(['texte']);
    expect(invalidFormFields(validateRequestMessage('', ['a.pdf']))).toEqual([]);
    expect(invalidFormFields(validateRequestMessage('x'.repeat(4001), []))).toEqual(['texte']);
  });

  it('starts a thread only on a topic of the list, with a text', () => {
    expect(invalidFormFields(validateTopicThread('cotisations', 'Bonjour', []))).toEqual([]);
    expect(invalidFormFields(validateTopicThread('divers', '', []))).toEqual(['sujet', 'texte']);
  });
});
