import type {
  BankDetailsFormField,
  CatalogueMessage,
  Contract,
  UploadedFile,
  ValidationResult,
} from '@portail/domain';
import { dangerToastCatalogue, requestReceivedToast, validateBankDetailsForm } from '@portail/domain';
import type { BankDetailsPort } from '../ports/bank-details.port.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';
import { bankDetailsPopupContract } from './open-bank-details-popup.use-case.ts';

const BANK_DETAILS_FIELDS: readonly BankDetailsFormField[] = ['titulaire', 'iban', 'bic', 'rib'];

export interface SubmitBankDetailsCommand {
  readonly values: { readonly titulaire: string; readonly iban: string; readonly bic: string };
  /** Files stored by the upload area (`uploadedFilesOf(queue)`). */
  readonly rib: readonly UploadedFile[];
  /** Issues of the upload area (`validateUploadField(queue)`, e.g. an upload in progress). */
  readonly ribUploadIssues?: ValidationResult | undefined;
  /** The current contract. */
  readonly contract: Contract;
  /** From OpenBankDetailsPopup. */
  readonly isManualMode: boolean;
  /** An acknowledgement e-mail is sent for this request (adds the confirmation e-mail line to the toast). */
  readonly acknowledgementActive?: boolean | undefined;
}

export interface BankDetailsUpdatedOutcome {
  readonly kind: 'updated';
  /** 'Votre demande a bien été prise en compte' (+ manual-mode suffix, + confirmation e-mail line). */
  readonly toast: CatalogueMessage;
  /** The contract; its benefit payment is no longer missing when the change is handled manually. */
  readonly contract: Contract;
  readonly isModeGestionManuel: boolean;
  readonly closePopup: true;
}

export type SubmitBankDetailsOutcome =
  | InvalidFormOutcome<BankDetailsFormField>
  /** 'La demande a échoué' (server message as detail); the typed data stays in the popup. */
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerFieldIssues<BankDetailsFormField>;
    }
  | BankDetailsUpdatedOutcome;

/** IBAN and BIC as the uppercase directive leaves them: capitals, no blanks (pasted IBANs come in groups). */
function compactUppercase(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Sends the benefits bank details (spec §5 bank-details popup, §7 bank-details update, §8 success toast). */
export class SubmitBankDetails {
  constructor(private readonly bankDetails: Pick<BankDetailsPort, 'update'>) {}

  async execute(command: SubmitBankDetailsCommand): Promise<SubmitBankDetailsOutcome> {
    const { contract, rib } = command;
    const titulaire = command.values.titulaire.trim();
    const iban = compactUppercase(command.values.iban);
    const bic = compactUppercase(command.values.bic);
    const invalid = invalidFormOutcome(
      validateBankDetailsForm(
        { titulaire, iban, bic, rib },
        { isManualMode: command.isManualMode, ribUploadIssues: command.ribUploadIssues },
      ),
    );
    if (invalid !== undefined) return invalid;
    const result = await this.bankDetails.update({
      titulaire,
      iban,
      bic,
      rib,
      contrat: bankDetailsPopupContract(contract),
    });
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error),
        fieldIssues: serverFieldIssues(result.error, BANK_DETAILS_FIELDS),
      };
    }
    const { isModeGestionManuel } = result.value;
    const payment = contract.modalitePaiementPrestation;
    return {
      kind: 'updated',
      toast: requestReceivedToast({
        manualMode: isModeGestionManuel,
        acknowledgementActive: command.acknowledgementActive === true,
      }),
      contract: isModeGestionManuel
        ? {
            ...contract,
            modalitePaiementPrestation: { ...payment, isMissing: false, isRequestPending: true },
          }
        : contract,
      isModeGestionManuel,
      closePopup: true,
    };
  }
}
