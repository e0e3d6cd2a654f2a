import type { BankDetailsPopupData } from '../entities/bank-details-popup.entity.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { UPLOAD_ISSUE_CODES, UPLOAD_REQUIRED_HINT } from '../upload/upload.messages.ts';
import { validateAccountHolder } from './account-holder.validator.ts';
import { validateBic } from './bic.validator.ts';
import type { FormIssues } from './form-issues.ts';
import { validateIban } from './iban.validator.ts';

export type BankDetailsFormField = 'titulaire' | 'iban' | 'bic' | 'rib';

export type BankDetailsFormValues = {
  readonly [K in BankDetailsFormField]?: BankDetailsPopupData[K] | null | undefined;
};

export interface BankDetailsFormContext {
  /** The management mode is manual (getModeGestion returned 'manuel'): the RIB file is required. */
  readonly isManualMode: boolean;
  /**
   * Issues of the RIB upload field as reported by the upload rules (e.g. an upload in progress);
   * merged into `rib`, duplicates by code removed.
   */
  readonly ribUploadIssues?: ValidationResult | undefined;
  /** The benefit popup is blocking: its cancel button is hidden. */
  readonly isBlocking?: boolean | undefined;
}

export interface BankDetailsFormLayout {
  readonly ribRequired: boolean;
  readonly cancelVisible: boolean;
}

/** 'Merci de joindre le document demandé.' with the upload rules' code, so the two merge. */
export const RIB_REQUIRED_ISSUE: ValidationIssue = issue(UPLOAD_ISSUE_CODES.required, UPLOAD_REQUIRED_HINT);

/** Management mode value that enables manual mode (spec §7 getModeGestion). */
export const MANUAL_MANAGEMENT_MODE = 'manuel';

export function isManualManagementMode(modeGestion: unknown): boolean {
  return modeGestion === MANUAL_MANAGEMENT_MODE;
}

export function bankDetailsFormLayout(
  context: Pick<BankDetailsFormContext, 'isManualMode' | 'isBlocking'>,
): BankDetailsFormLayout {
  return { ribRequired: context.isManualMode === true, cancelVisible: context.isBlocking !== true };
}

function mergeByCode(...results: readonly ValidationResult[]): ValidationResult {
  const byCode = new Map<string, ValidationIssue>();
  for (const result of results)
    for (const found of result) if (!byCode.has(found.code)) byCode.set(found.code, found);
  return byCode.size === 0 ? valid : [...byCode.values()];
}

/**
 * Bank-details popup rules (spec §5): holder required (at most 70 characters of a bank statement); IBAN (required, max 27, uppercase, pattern,
 * plus ISO 13616 checksum and RIB key); BIC (required, 8 or 11); RIB file required only in manual mode.
 */
export function validateBankDetailsForm(
  values: BankDetailsFormValues,
  context: BankDetailsFormContext,
): FormIssues<BankDetailsFormField> {
  const ribMissing = !Array.isArray(values.rib) || values.rib.length === 0;
  return {
    titulaire: validateAccountHolder(values.titulaire),
    iban: validateIban(values.iban),
    bic: validateBic(values.bic),
    rib: mergeByCode(
      bankDetailsFormLayout(context).ribRequired && ribMissing ? [RIB_REQUIRED_ISSUE] : valid,
      context.ribUploadIssues ?? valid,
    ),
  };
}
