import { describe, expect, it } from 'vitest';
import { invalidFormFields } from '../validation/form-issues.ts';
import { parseRequestForm } from './request-form.parse.ts';
import { validateRequestForm } from './request-form.rules.ts';
import { requestFormAttachments, requestFormPersons } from './request-forms.ts';

const context = { today: new Date(2026, 10, 26), tailleMaxPrenomNom: 20, memberNir: '1850578006084' };

const quote = {
  type: 'devis',
  acte: 'LUN',
  beneficiaire: 'P-2',
  prixDevis: 450,
  praticien: '  Optique du Centre ',
  commentaire: '',
  devis: ['devis-lunettes.pdf'],
};

describe('« Envoyer mon devis » (a request of kind devis)', () => {
  it('accepts a quote of a simulator act and keeps the act’s label from the catalogue, not from the member', () => {
    const parsed = parseRequestForm({ ...quote, libelleActe: 'Autre chose' }, context);
    expect(parsed).toEqual({
      ok: true,
      form: {
        type: 'devis',
        acte: 'LUN',
        libelleActe: 'Lunettes (monture et verres simples)',
        beneficiaire: 'P-2',
        prixDevis: 450,
        praticien: 'Optique du Centre',
        commentaire: undefined,
        devis: ['devis-lunettes.pdf'],
      },
    });
  });

  it('names the patient and the quote as the request’s person and document', () => {
    const parsed = parseRequestForm(quote, context);
    if (!parsed.ok) throw new Error('expected a valid quote');
    expect(requestFormPersons(parsed.form)).toEqual(['P-2']);
    expect(requestFormAttachments(parsed.form)).toEqual(['devis-lunettes.pdf']);
  });

  it('requires the quote upload, the patient, a known act and a positive price with two decimals', () => {
    const issues = validateRequestForm(
      { type: 'devis', acte: 'XYZ', beneficiaire: ' ', prixDevis: 12.345, devis: [] },
      context,
    );
    expect(invalidFormFields(issues)).toEqual(['acte', 'beneficiaire', 'prixDevis', 'devis']);
    expect(issues['acte']?.[0]?.code).toBe('CHOICE.INVALID');
    expect(issues['prixDevis']?.[0]?.code).toBe('AMOUNT.INVALID');
    expect(issues['devis']?.[0]).toEqual({
      code: 'UPLOAD.REQUIRED',
      message: 'Merci de joindre le document demandé.',
    });
  });

  it('asks for the price when it is missing and refuses a zero or negative one', () => {
    expect(validateRequestForm({ ...quote, prixDevis: null }, context)['prixDevis']?.[0]?.code).toBe(
      'FIELD.REQUIRED',
    );
    expect(invalidFormFields(validateRequestForm({ ...quote, prixDevis: 0 }, context))).toEqual([
      'prixDevis',
    ]);
    expect(invalidFormFields(validateRequestForm({ ...quote, prixDevis: -5 }, context))).toEqual([
      'prixDevis',
    ]);
  });

  it('keeps the practitioner and the comment optional but bounded', () => {
    const issues = validateRequestForm(
      { ...quote, praticien: 'x'.repeat(201), commentaire: 'y'.repeat(2001) },
      context,
    );
    expect(invalidFormFields(issues)).toEqual(['praticien', 'commentaire']);
    expect(issues['praticien']?.[0]?.code).toBe('TEXT.TOO_LONG');
    expect(invalidFormFields(validateRequestForm({ ...quote, praticien: undefined }, context))).toEqual([]);
  });

  it('refuses more than ten documents', () => {
    const issues = validateRequestForm(
      { ...quote, devis: Array.from({ length: 11 }, (_, i) => `f${i}`) },
      context,
    );
    expect(issues['devis']?.[0]?.code).toBe('REQUEST.ATTACHMENTS_TOO_MANY');
  });
});
