import type {
  CatalogueMessage,
  ContributionPaymentChangeReceipt,
  CurrentPaymentSettings,
  PaymentChangeField,
  UploadedFile,
} from '@portail/domain';
import {
  dangerToastCatalogue,
  needsBankAccount,
  requestReceivedToast,
  validatePaymentChange,
} from '@portail/domain';
import type { CotisationsPort } from '../ports/cotisations.port.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';

const FIELDS: readonly PaymentChangeField[] = [
  'codeModePaiement',
  'codePeriodicite',
  'titulaire',
  'iban',
  'bic',
  'rib',
];

export interface ChangeContributionPaymentCommand {
  readonly codeModePaiement: string;
  readonly codePeriodicite: string;
  readonly titulaire: string;
  readonly iban: string;
  readonly bic: string;
  readonly rib: readonly UploadedFile[];
  readonly current: CurrentPaymentSettings;
  readonly isManualMode: boolean;
}

export type ChangeContributionPaymentOutcome =
  | InvalidFormOutcome<PaymentChangeField>
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerFieldIssues<PaymentChangeField>;
    }
  | {
      readonly kind: 'changed';
      /** 'Votre demande a bien été prise en compte' (+ the manual-mode suffix). */
      readonly toast: CatalogueMessage;
      readonly receipt: ContributionPaymentChangeReceipt;
    };

/** The act whose management mode decides whether the debit's RIB document is required (spec §7). */
export const CONTRIBUTION_RIB_ACT_KEY = 'ribCotisationsActeGestion';

const compactUppercase = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * « Modifier mon paiement »: checks the request with the domain's rules (the bank-details popup's for a direct
 * debit), sends it, and answers the spec's acknowledgement toast; the change takes effect at the next due date.
 */
export class ChangeContributionPayment {
  constructor(private readonly cotisations: Pick<CotisationsPort, 'changePayment'>) {}

  async execute(command: ChangeContributionPaymentCommand): Promise<ChangeContributionPaymentOutcome> {
    const debit = needsBankAccount(command.codeModePaiement);
    const values = {
      codeModePaiement: command.codeModePaiement,
      codePeriodicite: command.codePeriodicite,
      titulaire: command.titulaire.trim(),
      iban: compactUppercase(command.iban),
      bic: compactUppercase(command.bic),
      rib: command.rib,
    };
    const invalid = invalidFormOutcome(
      validatePaymentChange(values, { isManualMode: command.isManualMode, current: command.current }),
    );
    if (invalid !== undefined) return invalid;
    const result = await this.cotisations.changePayment(
      debit ? values : { codeModePaiement: values.codeModePaiement, codePeriodicite: values.codePeriodicite },
    );
    if (!result.ok)
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error),
        fieldIssues: serverFieldIssues(result.error, FIELDS),
      };
    return {
      kind: 'changed',
      toast: requestReceivedToast({
        manualMode: result.value.isModeGestionManuel,
        acknowledgementActive: false,
      }),
      receipt: result.value,
    };
  }
}
