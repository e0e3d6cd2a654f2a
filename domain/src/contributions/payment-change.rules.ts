import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import type { UploadedFile } from '../entities/uploaded-file.entity.ts';
import { validateBankDetailsForm } from '../validation/bank-details-form.rules.ts';
import type { FormIssues } from '../validation/form-issues.ts';
import {
  type ContributionDueEntry,
  type ContributionFrequency,
  type ContributionPaymentMode,
  DIRECT_DEBIT_MODE,
  isContributionFrequency,
  isContributionPaymentMode,
} from './contribution-schedule.entity.ts';

export type PaymentChangeField =
  'codeModePaiement' | 'codePeriodicite' | 'titulaire' | 'iban' | 'bic' | 'rib';

export interface PaymentChangeValues {
  readonly codeModePaiement?: string | null | undefined;
  readonly codePeriodicite?: string | null | undefined;
  readonly titulaire?: string | null | undefined;
  readonly iban?: string | null | undefined;
  readonly bic?: string | null | undefined;
  readonly rib?: readonly UploadedFile[] | null | undefined;
}

export interface CurrentPaymentSettings {
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
}

export const PAYMENT_CHANGE_ISSUES = Object.freeze({
  mode: issue('COTISATION.MODE_INCONNU', 'Merci de choisir un mode de paiement proposé.'),
  frequency: issue('COTISATION.PERIODICITE_INCONNUE', 'Merci de choisir une périodicité proposée.'),
  unchanged: issue(
    'COTISATION.AUCUNE_MODIFICATION',
    'Votre demande ne modifie ni le mode de paiement, ni la périodicité, ni le compte bancaire.',
  ),
}) satisfies Record<string, ValidationIssue>;

/** The bank account is asked (and checked) only for a direct debit. */
export function needsBankAccount(mode: string | null | undefined): boolean {
  return mode === DIRECT_DEBIT_MODE;
}

/**
 * « Modifier mon paiement » (issue 26): a known mode and frequency; for a direct debit, the bank-details popup's
 * rules (holder, IBAN with checksum and RIB key, BIC; the RIB document in manual mode). A request that changes
 * nothing is refused on the mode field. The same rules run in the dialog and on the server.
 */
export function validatePaymentChange(
  values: PaymentChangeValues,
  context: { readonly isManualMode: boolean; readonly current: CurrentPaymentSettings },
): FormIssues<PaymentChangeField> {
  const modeKnown = isContributionPaymentMode(values.codeModePaiement);
  const frequencyKnown = isContributionFrequency(values.codePeriodicite);
  const bank = needsBankAccount(values.codeModePaiement)
    ? validateBankDetailsForm(values, { isManualMode: context.isManualMode })
    : { titulaire: valid, iban: valid, bic: valid, rib: valid };
  const unchanged =
    modeKnown &&
    frequencyKnown &&
    !needsBankAccount(values.codeModePaiement) &&
    values.codeModePaiement === context.current.codeModePaiement &&
    values.codePeriodicite === context.current.codePeriodicite;
  const modeIssues: ValidationResult = !modeKnown
    ? [PAYMENT_CHANGE_ISSUES.mode]
    : unchanged
      ? [PAYMENT_CHANGE_ISSUES.unchanged]
      : valid;
  return {
    codeModePaiement: modeIssues,
    codePeriodicite: frequencyKnown ? valid : [PAYMENT_CHANGE_ISSUES.frequency],
    ...bank,
  };
}

/** The first due date strictly after `today` still to come: where a payment change takes effect. */
export function nextDueDate(entries: readonly ContributionDueEntry[], today: string): string | null {
  return (
    entries
      .filter((entry) => entry.statut === 'a_venir' && entry.dateEcheance > today)
      .map((entry) => entry.dateEcheance)
      .sort()[0] ?? null
  );
}
