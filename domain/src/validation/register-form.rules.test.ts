import { describe, expect, it } from 'vitest';
import type { CreateAccountAuthMode } from '../entities/client-configuration.entity.ts';
import { formSummaryMessage, invalidFormFields, isFormValid } from './form-issues.ts';
import {
  isRegisterFieldMarkedRequired,
  registerFormLayout,
  registerIdentifierLayout,
  validateRegisterForm,
  type RegisterFormConfig,
  type RegisterFormValues,
} from './register-form.rules.ts';

const today = new Date(2025, 5, 15);
const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

const config = (overrides: Partial<RegisterFormConfig> = {}): RegisterFormConfig => ({
  createAccountAuthMode: 'all',
  tailleMaxPrenomNom: 40,
  isCodePostalVerifiedOnAccountCreation: false,
  isRegisterVerifyIban: false,
  isRegisterIbanObligatoire: false,
  ...overrides,
});

const filled: RegisterFormValues = {
  numeroContrat: 'C0012345',
  // 1850578006084: key 91 is not asked at registration (number without key).
  nir: '1850578006084',
  nom: "D'Artagnan",
  prenom: 'Jean-Édouard',
  dateNaissance: '15/06/1985',
  codePostal: '75001',
  email: 'jean.dartagnan@example.fr',
  iban: '0189',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  cgu: true,
};

describe('registration identifier layout', () => {
  it.each<[CreateAccountAuthMode, boolean, boolean, string | undefined]>([
    ['individual', true, false, undefined],
    ['NIR', false, true, undefined],
    ['all', true, true, 'et'],
    ['oneOfTwo', true, true, 'ou'],
  ])('mode %s shows member number %s, NIR %s, separator %s', (mode, memberNumber, nir, separator) => {
    expect(registerIdentifierLayout(mode)).toEqual({ memberNumber, nir, separator });
  });

  it('falls back to the strictest layout for an unknown mode', () => {
    expect(registerIdentifierLayout('autre' as CreateAccountAuthMode)).toEqual({
      memberNumber: true,
      nir: true,
      separator: 'et',
    });
  });
});

describe('validateRegisterForm', () => {
  it('accepts a complete form in every mode', () => {
    for (const mode of ['individual', 'NIR', 'all', 'oneOfTwo'] as const) {
      const issues = validateRegisterForm(filled, config({ createAccountAuthMode: mode }), { today });
      expect(invalidFormFields(issues)).toEqual([]);
      expect(formSummaryMessage(issues)).toBeUndefined();
    }
  });

  it('requires both identifiers in mode all', () => {
    const issues = validateRegisterForm({ ...filled, numeroContrat: '', nir: '' }, config(), { today });
    expect(codes(issues.numeroContrat)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.nir)).toEqual(['FIELD.REQUIRED']);
  });

  it('in oneOfTwo, requires the member number unless a NIR is given, and vice versa', () => {
    const oneOfTwo = config({ createAccountAuthMode: 'oneOfTwo' });
    const none = validateRegisterForm({ ...filled, numeroContrat: '', nir: '' }, oneOfTwo, { today });
    expect(codes(none.numeroContrat)).toEqual(['FIELD.REQUIRED']);
    expect(codes(none.nir)).toEqual(['FIELD.REQUIRED']);

    const nirOnly = validateRegisterForm({ ...filled, numeroContrat: '' }, oneOfTwo, { today });
    expect(nirOnly.numeroContrat).toEqual([]);
    expect(nirOnly.nir).toEqual([]);

    const numberOnly = validateRegisterForm({ ...filled, nir: null }, oneOfTwo, { today });
    expect(numberOnly.numeroContrat).toEqual([]);
    expect(numberOnly.nir).toEqual([]);
  });

  it('still checks the NIR format when it is given in oneOfTwo', () => {
    const issues = validateRegisterForm(
      { ...filled, numeroContrat: 'C1', nir: '3850578006084' },
      config({ createAccountAuthMode: 'oneOfTwo' }),
      { today },
    );
    expect(issues.nir[0]?.message).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });

  it('ignores the hidden identifier of modes individual and NIR', () => {
    const individual = validateRegisterForm(
      { ...filled, nir: 'n’importe quoi' },
      config({ createAccountAuthMode: 'individual' }),
      {
        today,
      },
    );
    expect(individual.nir).toEqual([]);
    const nirMode = validateRegisterForm(
      { ...filled, numeroContrat: '' },
      config({ createAccountAuthMode: 'NIR' }),
      {
        today,
      },
    );
    expect(nirMode.numeroContrat).toEqual([]);
    const nirMissing = validateRegisterForm(
      { ...filled, nir: '' },
      config({ createAccountAuthMode: 'NIR' }),
      { today },
    );
    expect(codes(nirMissing.nir)).toEqual(['FIELD.REQUIRED']);
  });

  it('checks the names and their combined length against tailleMaxPrenomNom, counting the space', () => {
    // "Jean-Édouard" (12) + space + "D'Artagnan" (10) = 23 characters.
    expect(validateRegisterForm(filled, config({ tailleMaxPrenomNom: 23 }), { today }).nomPrenom).toEqual([]);
    const tooLong = validateRegisterForm(filled, config({ tailleMaxPrenomNom: 22 }), { today });
    expect(tooLong.nomPrenom).toEqual([
      {
        code: 'REGISTER.NAME_TOO_LONG',
        message: 'La longueur cumulée du nom et du prénom ne doit pas dépasser 22 caractères.',
      },
    ]);
    const badName = validateRegisterForm({ ...filled, nom: 'Dupont2', prenom: '' }, config(), { today });
    expect(codes(badName.nom)).toEqual(['PERSON_NAME.FORMAT']);
    expect(codes(badName.prenom)).toEqual(['FIELD.REQUIRED']);
  });

  it('checks the birth date against the given day', () => {
    expect(
      codes(validateRegisterForm({ ...filled, dateNaissance: '' }, config(), { today }).dateNaissance),
    ).toEqual(['BIRTH_DATE.REQUIRED']);
    expect(
      codes(
        validateRegisterForm({ ...filled, dateNaissance: '16/06/2025' }, config(), { today }).dateNaissance,
      ),
    ).toEqual(['BIRTH_DATE.AFTER_TODAY']);
  });

  it('checks the postal code only when verification is on', () => {
    const values = { ...filled, codePostal: '99000' };
    expect(validateRegisterForm(values, config(), { today }).codePostal).toEqual([]);
    const verified = config({ isCodePostalVerifiedOnAccountCreation: true });
    expect(codes(validateRegisterForm(values, verified, { today }).codePostal)).toEqual([
      'POSTAL_CODE.FORMAT',
    ]);
    expect(
      codes(validateRegisterForm({ ...filled, codePostal: '' }, verified, { today }).codePostal),
    ).toEqual(['FIELD.REQUIRED']);
  });

  it('checks the IBAN last 4 only when verified, required only when obligatoire', () => {
    const values = { ...filled, iban: '' };
    expect(validateRegisterForm({ ...filled, iban: 'ab' }, config(), { today }).iban).toEqual([]);
    const verified = config({ isRegisterVerifyIban: true });
    expect(validateRegisterForm(values, verified, { today }).iban).toEqual([]);
    expect(codes(validateRegisterForm({ ...filled, iban: '01a9' }, verified, { today }).iban)).toEqual([
      'IBAN_LAST_FOUR.FORMAT',
    ]);
    const required = config({ isRegisterVerifyIban: true, isRegisterIbanObligatoire: true });
    expect(codes(validateRegisterForm(values, required, { today }).iban)).toEqual(['FIELD.REQUIRED']);
    // isRegisterIbanObligatoire alone does nothing while the check is off.
    expect(validateRegisterForm(values, config({ isRegisterIbanObligatoire: true }), { today }).iban).toEqual(
      [],
    );
  });

  it('requires an e-mail identifier, a strong password and an identical confirmation', () => {
    const issues = validateRegisterForm(
      { ...filled, email: 'jean.example.fr', password: 'abc', confirmPassword: 'abd' },
      config({ passwordRequiredLength: 10 }),
      { today },
    );
    expect(issues.email[0]?.message).toBe("Le format de l'identifiant (adresse e-mail) est incorrect");
    expect(issues.password[0]?.message).toBe(
      'Merci de saisir 10 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
    expect(issues.confirmPassword[0]?.message).toBe("Merci de saisir les mots de passe à l'identique.");
  });

  it('blocks the creation when the terms are not accepted', () => {
    const issues = validateRegisterForm({ ...filled, cgu: false }, config(), { today });
    expect(issues.cgu).toEqual([
      {
        code: 'REGISTER.TERMS_NOT_ACCEPTED',
        message: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
      },
    ]);
    expect(isFormValid(issues)).toBe(false);
    expect(formSummaryMessage(issues)).toBe('Merci de renseigner toutes les données obligatoires.');
  });

  it('reports every missing field of an empty form without throwing', () => {
    const issues = validateRegisterForm({}, config({ isCodePostalVerifiedOnAccountCreation: true }), {
      today,
    });
    expect(invalidFormFields(issues)).toEqual([
      'numeroContrat',
      'nir',
      'nom',
      'prenom',
      'dateNaissance',
      'codePostal',
      'email',
      'password',
      'confirmPassword',
      'cgu',
    ]);
  });
});

describe('registerFormLayout', () => {
  it('marks the identifiers required as in the rules, and shows optional fields per configuration', () => {
    const layout = registerFormLayout(
      { nir: '1850578006084' },
      config({ createAccountAuthMode: 'oneOfTwo' }),
    );
    expect(layout.identifierSeparator).toBe('ou');
    expect(isRegisterFieldMarkedRequired(layout, 'numeroContrat')).toBe(false);
    expect(isRegisterFieldMarkedRequired(layout, 'nir')).toBe(false);
    expect(isRegisterFieldMarkedRequired(layout, 'email')).toBe(true);
    expect(layout.fields.numeroContrat).toEqual({ visible: true, required: false });
    expect(layout.fields.nir).toEqual({ visible: true, required: true });
    expect(layout.fields.codePostal.visible).toBe(false);
    expect(layout.fields.iban.visible).toBe(false);

    const full = registerFormLayout(
      {},
      config({
        createAccountAuthMode: 'individual',
        isCodePostalVerifiedOnAccountCreation: true,
        isRegisterVerifyIban: true,
      }),
    );
    expect(full.fields.nir.visible).toBe(false);
    expect(full.fields.codePostal).toEqual({ visible: true, required: true });
    expect(full.fields.iban).toEqual({ visible: true, required: false });
  });
});

describe('registration rules with a Monaco number (client with Monegasque data)', () => {
  const monaco = (overrides: Partial<RegisterFormConfig> = {}) =>
    config({ isDonneesROMonegasquesActivated: true, ...overrides });

  it('accepts 98 + 11 digits as the NIR, the French pattern skipped', () => {
    const issues = validateRegisterForm({ ...filled, nir: '9800000123456' }, monaco(), { today });
    expect(issues.nir).toEqual([]);
    expect(isFormValid(issues)).toBe(true);
  });

  it('refuses the same number when the client has no Monegasque data', () => {
    const issues = validateRegisterForm({ ...filled, nir: '9800000123456' }, config(), { today });
    expect(codes(issues.nir)).toEqual(['NIR.FORMAT']);
  });

  it('still checks a French NIR when Monaco numbers are allowed', () => {
    const issues = validateRegisterForm({ ...filled, nir: '3850578006084' }, monaco(), { today });
    expect(codes(issues.nir)).toEqual(['NIR.FORMAT']);
    expect(validateRegisterForm(filled, monaco(), { today }).nir).toEqual([]);
  });

  it('counts 9800000000000 as empty: required when it is the only identifier', () => {
    const nirMode = validateRegisterForm(
      { ...filled, nir: '9800000000000' },
      monaco({ createAccountAuthMode: 'NIR' }),
      { today },
    );
    expect(codes(nirMode.nir)).toEqual(['FIELD.REQUIRED']);
  });

  it('counts 9800000000000 as empty in oneOfTwo: the member number stays required', () => {
    const values = { ...filled, numeroContrat: '', nir: '9800000000000' };
    const layout = registerFormLayout(values, monaco({ createAccountAuthMode: 'oneOfTwo' }));
    expect(layout.fields.numeroContrat.required).toBe(true);
    const issues = validateRegisterForm(values, monaco({ createAccountAuthMode: 'oneOfTwo' }), { today });
    expect(codes(issues.numeroContrat)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.nir)).toEqual(['FIELD.REQUIRED']);
  });
});
