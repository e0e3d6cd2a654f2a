import type {
  BankDetailsPopupReadyOutcome,
  BankDetailsUpdatedOutcome,
  ServerFieldIssues,
  SubmitBankDetails,
} from '@portail/application';
import type {
  BankDetailsFormField,
  CatalogueMessage,
  Contract,
  FormIssues,
  UploadFileLike,
} from '@portail/domain';
import {
  BIC_MAX_LENGTH,
  IBAN_FIELD_MAX_LENGTH,
  IBAN_INPUT_HINT,
  IBAN_LENGTH_EXPLANATION,
  UPLOAD_ISSUE_CODES,
  validateBankDetailsForm,
} from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import type { CmsBlockState } from '../../cms-block.state.ts';

export const BANK_DETAILS_TITLE = 'Vos coordonnées bancaires';
export const IBAN_HINTS: readonly string[] = [IBAN_INPUT_HINT, IBAN_LENGTH_EXPLANATION];

type TextField = 'titulaire' | 'iban' | 'bic';

export interface BankDetailsDialogDeps<F extends UploadFileLike> {
  readonly submitBankDetails: Pick<SubmitBankDetails, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  readonly cms: CmsBlockState;
  /** The RIB document area (required in manual mode). */
  readonly rib: FileUploadViewModel<F>;
  /** An acknowledgement e-mail follows the request (adds the e-mail line to the success toast). */
  readonly acknowledgementActive: boolean;
  readonly onSubmitted: (outcome: BankDetailsUpdatedOutcome) => void;
  readonly onClose: () => void;
}

/** The uppercase directive (spec §5): capitals only; IBAN and BIC are typed or pasted without blanks. */
export function uppercaseCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Field lengths (spec §9: IBAN field max 27, BIC max 11), applied after the blanks are removed so that an
 * IBAN pasted in groups of four ('FR76 3000 …', 33 characters) is kept whole.
 */
export const CODE_FIELD_MAX_LENGTH = Object.freeze({ iban: IBAN_FIELD_MAX_LENGTH, bic: BIC_MAX_LENGTH });

/**
 * Bank-details popup for benefit payments (spec §2, §5, §8): holder, IBAN (domain rules with checksum and
 * RIB key, uppercase, hint texts), BIC, RIB document required in manual mode; Cancel hidden when blocking.
 * Errors show after a field is left or the form is submitted; the typed data survives a failed request.
 */
export class BankDetailsDialogViewModel<F extends UploadFileLike> {
  values: Record<TextField, string> = { titulaire: '', iban: '', bic: '' };
  touched: Record<BankDetailsFormField, boolean> = { titulaire: false, iban: false, bic: false, rib: false };
  submitted = false;
  submitting = false;
  summary: string | null = null;
  serverIssues: ServerFieldIssues<BankDetailsFormField> = {};
  /** Bumped on each refused submit so the dialog moves the focus to the first error. */
  focusRequest = 0;

  constructor(
    private readonly deps: BankDetailsDialogDeps<F>,
    readonly ready: BankDetailsPopupReadyOutcome,
    private readonly contract: Contract,
  ) {
    makeAutoObservable<BankDetailsDialogViewModel<F>, 'deps' | 'contract'>(this, {
      deps: false,
      contract: false,
      ready: false,
    });
  }

  get cms(): CmsBlockState {
    return this.deps.cms;
  }

  get rib(): FileUploadViewModel<F> {
    return this.deps.rib;
  }

  get title(): string {
    return this.deps.cms.titleOr(BANK_DETAILS_TITLE);
  }

  get contractLabel(): string {
    return `${this.ready.contract.numContrat} - ${this.ready.contract.nomOffre}`;
  }

  get isManualMode(): boolean {
    return this.ready.isManualMode;
  }

  get ribRequired(): boolean {
    return this.ready.layout.ribRequired;
  }

  get cancelVisible(): boolean {
    return this.ready.layout.cancelVisible;
  }

  /** The domain rules on the current values (as the use case will check them). */
  get issues(): FormIssues<BankDetailsFormField> {
    return validateBankDetailsForm(
      {
        titulaire: this.values.titulaire.trim(),
        iban: uppercaseCode(this.values.iban),
        bic: uppercaseCode(this.values.bic),
        rib: this.rib.uploadedFiles,
      },
      { isManualMode: this.isManualMode, ribUploadIssues: this.rib.issues },
    );
  }

  /** The message under a field, once it was left or the form submitted; a server issue first. */
  errorOf(field: BankDetailsFormField): string | null {
    const server = this.serverIssues[field]?.[0];
    if (server !== undefined) return server.message;
    if (!this.submitted && !this.touched[field]) return null;
    const issues = this.issues[field];
    // An upload in progress explains the missing document better than 'Merci de joindre…'.
    const inProgress = issues.find((found) => found.code === UPLOAD_ISSUE_CODES.inProgress);
    return (inProgress ?? issues[0])?.message ?? null;
  }

  /** The fields in error, in form order (focus goes to the first one). */
  get invalidFields(): readonly BankDetailsFormField[] {
    return (['titulaire', 'iban', 'bic', 'rib'] as const).filter((field) => this.errorOf(field) !== null);
  }

  async open(): Promise<void> {
    if (this.ready.toast !== undefined) this.deps.notify(this.ready.toast);
    await this.deps.cms.load();
  }

  setValue(field: TextField, value: string): void {
    this.values[field] =
      field === 'titulaire' ? value : uppercaseCode(value).slice(0, CODE_FIELD_MAX_LENGTH[field]);
    this.serverIssues = { ...this.serverIssues, [field]: undefined };
  }

  touch(field: BankDetailsFormField): void {
    this.touched[field] = true;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitted = true;
    this.rib.revealErrors();
    this.submitting = true;
    const outcome = await this.deps.submitBankDetails.execute({
      values: this.values,
      rib: this.rib.uploadedFiles,
      ribUploadIssues: this.rib.issues,
      contract: this.contract,
      isManualMode: this.isManualMode,
      acknowledgementActive: this.deps.acknowledgementActive,
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid') {
        this.summary = outcome.summary;
        this.focusRequest += 1;
      } else if (outcome.kind === 'failed') {
        this.summary = null;
        this.serverIssues = outcome.fieldIssues;
        if (Object.values(outcome.fieldIssues).some((issues) => issues !== undefined && issues.length > 0)) {
          this.focusRequest += 1;
        }
      } else {
        this.summary = null;
      }
    });
    if (outcome.kind === 'invalid') return;
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'updated') {
      this.deps.onSubmitted(outcome);
      this.close();
    }
  }

  cancel(): void {
    if (this.cancelVisible) this.close();
  }

  close(): void {
    this.rib.dispose();
    this.deps.onClose();
  }
}
