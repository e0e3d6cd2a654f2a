import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../entities/uploaded-file.entity.ts';
import {
  bankDetailsFormLayout,
  isManualManagementMode,
  validateBankDetailsForm,
  type BankDetailsFormValues,
} from './bank-details-form.rules.ts';
import { isFormValid } from './form-issues.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);
const ribFile: UploadedFile = {
  remoteFileName: 'a1b2.pdf',
  localFileName: 'rib.pdf',
  size: 120_000,
  inputName: 'rib',
};
const filled: BankDetailsFormValues = {
  titulaire: 'Jean Dupont',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',
  rib: [],
};

describe('validateBankDetailsForm', () => {
  it('accepts holder, IBAN and BIC without a RIB file outside manual mode', () => {
    expect(isFormValid(validateBankDetailsForm(filled, { isManualMode: false }))).toBe(true);
  });

  it('requires the RIB file in manual mode', () => {
    const issues = validateBankDetailsForm(filled, { isManualMode: true });
    expect(issues.rib).toEqual([
      { code: 'UPLOAD.REQUIRED', message: 'Merci de joindre le document demandé.' },
    ]);
    expect(validateBankDetailsForm({ ...filled, rib: [ribFile] }, { isManualMode: true }).rib).toEqual([]);
  });

  it('requires the holder, and checks IBAN and BIC', () => {
    const issues = validateBankDetailsForm(
      { titulaire: '', iban: 'FR7630006000011234567890188', bic: 'BNPAFRPPX' },
      { isManualMode: false },
    );
    expect(codes(issues.titulaire)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.iban)).toEqual(['IBAN.CHECKSUM', 'IBAN.RIB_KEY']);
    expect(issues.bic[0]?.message).toBe('Le code BIC doit comporter 8 ou 11 caractères.');
  });

  it('merges the upload field issues into rib without duplicates', () => {
    const inProgress = { code: 'UPLOAD.IN_PROGRESS', message: 'Téléversement en cours...' };
    const required = { code: 'UPLOAD.REQUIRED', message: 'Merci de joindre le document demandé.' };
    const issues = validateBankDetailsForm(filled, {
      isManualMode: true,
      ribUploadIssues: [required, inProgress],
    });
    expect(issues.rib).toEqual([required, inProgress]);
  });

  it('reports missing values without throwing', () => {
    const issues = validateBankDetailsForm({}, { isManualMode: true });
    expect(codes(issues.titulaire)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.iban)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.bic)).toEqual(['FIELD.REQUIRED']);
    expect(codes(issues.rib)).toEqual(['UPLOAD.REQUIRED']);
  });
});

describe('bank-details popup layout', () => {
  it('requires the RIB only in manual mode and hides cancel when the popup is blocking', () => {
    expect(bankDetailsFormLayout({ isManualMode: true })).toEqual({ ribRequired: true, cancelVisible: true });
    expect(bankDetailsFormLayout({ isManualMode: false, isBlocking: true })).toEqual({
      ribRequired: false,
      cancelVisible: false,
    });
  });

  it("recognises the 'manuel' management mode", () => {
    expect(isManualManagementMode('manuel')).toBe(true);
    expect(isManualManagementMode('automatique')).toBe(false);
    expect(isManualManagementMode(undefined)).toBe(false);
  });
});
