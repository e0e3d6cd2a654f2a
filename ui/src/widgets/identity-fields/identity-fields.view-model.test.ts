import { nameLengthMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { IdentityFieldsSettings } from './identity-fields.view-model.ts';
import { IdentityFieldsViewModel } from './identity-fields.view-model.ts';

const TODAY = new Date(2026, 10, 21);
const ONE_OF_TWO: IdentityFieldsSettings = {
  createAccountAuthMode: 'oneOfTwo',
  tailleMaxPrenomNom: 20,
  isCodePostalVerifiedOnAccountCreation: true,
};

function model(settings: IdentityFieldsSettings | null = ONE_OF_TWO) {
  return new IdentityFieldsViewModel(
    () => settings,
    () => TODAY,
  );
}

function fillJeanMartin(fields: IdentityFieldsViewModel) {
  fields.set('numeroContrat', '1000002');
  fields.set('nom', 'Martin');
  fields.set('prenom', 'Jean');
  fields.birthDate.typeText('14021979');
  fields.set('codePostal', '69003');
  fields.set('email', 'jean.nouveau@example.fr');
}

describe('identity fields view-model', () => {
  it("shows member number and NIR joined by 'ou' in oneOfTwo mode, both required while both are empty", () => {
    const fields = model();
    expect(fields.layout.identifierSeparator).toBe('ou');
    expect(fields.layout.fields.numeroContrat).toEqual({ visible: true, required: true });
    expect(fields.layout.fields.nir).toEqual({ visible: true, required: true });
  });

  it('frees the NIR once a member number is typed (oneOfTwo)', () => {
    const fields = model();
    fields.set('numeroContrat', '1000002');
    expect(fields.layout.fields.nir.required).toBe(false);
    expect(fields.issues.nir).toEqual([]);
  });

  it("asks only the member number in 'individual' mode and hides the postal code when it is not verified", () => {
    const fields = model({
      ...ONE_OF_TWO,
      createAccountAuthMode: 'individual',
      isCodePostalVerifiedOnAccountCreation: false,
    });
    expect(fields.layout.fields.nir.visible).toBe(false);
    expect(fields.layout.fields.codePostal.visible).toBe(false);
    expect(fields.layout.identifierSeparator).toBeUndefined();
  });

  it('falls back to every identifier while the tenant settings are unknown', () => {
    const fields = model(null);
    expect(fields.layout.identifierSeparator).toBe('et');
  });

  it('collects the typed values, the birth date as JJ/MM/AAAA and the NIR as typed (upper-case)', () => {
    const fields = model();
    fillJeanMartin(fields);
    fields.nir.setNumber('2921113045012');
    expect(fields.values).toEqual({
      numeroContrat: '1000002',
      nir: '2921113045012',
      nom: 'Martin',
      prenom: 'Jean',
      dateNaissance: '14/02/1979',
      codePostal: '69003',
      email: 'jean.nouveau@example.fr',
    });
    expect(fields.isValid).toBe(true);
  });

  it('keeps digits only in the postal code, at most 5', () => {
    const fields = model();
    fields.set('codePostal', '69 0030a');
    expect(fields.codePostal).toBe('69003');
  });

  it('shows a field error only after the field is left, or after a submission for every field', () => {
    const fields = model();
    fields.set('nom', 'Martin2');
    expect(fields.errorOf('nom')).toBeNull();
    fields.touch('nom');
    expect(fields.errorOf('nom')).toBe(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
    expect(fields.errorOf('email')).toBeNull();
    fields.startSubmission();
    expect(fields.errorOf('email')).toBe('* saisie obligatoire');
    expect(fields.errorOf('dateNaissance')).toBe('La date de naissance est obligatoire');
  });

  it('shows the combined name length error under the first name', () => {
    const fields = model();
    fields.set('nom', 'Nguyen-Casanova');
    fields.set('prenom', 'Pierre Antoine');
    fields.touch('prenom');
    expect(fields.errorOf('prenom')).toBe(nameLengthMessage(20));
  });

  it('refuses a birth date after today', () => {
    const fields = model();
    fields.birthDate.typeText('01012030');
    fields.birthDate.markTouched();
    expect(fields.errorOf('dateNaissance')).not.toBeNull();
  });

  it('shows the NIR format error once the NIR input is left', () => {
    const fields = model();
    fields.nir.setNumber('3921113045012');
    expect(fields.errorOf('nir')).toBeNull();
    fields.nir.markTouched();
    expect(fields.errorOf('nir')).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });
});
