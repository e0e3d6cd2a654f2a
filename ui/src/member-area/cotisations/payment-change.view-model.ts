import type { ChangeContributionPayment, ManagementModeReading } from '@portail/application';
import type {
  CatalogueMessage,
  ContributionSchedule,
  PaymentChangeField,
  UploadFileLike,
  ValidationResult,
} from '@portail/domain';
import { IBAN_INPUT_HINT, IBAN_LENGTH_EXPLANATION, needsBankAccount } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';

export const IBAN_HINTS: readonly string[] = [IBAN_INPUT_HINT, IBAN_LENGTH_EXPLANATION];

type TextField = 'titulaire' | 'iban' | 'bic';
const FIELDS: readonly PaymentChangeField[] = [
  'codeModePaiement',
  'codePeriodicite',
  'titulaire',
  'iban',
  'bic',
  'rib',
];

/** Reference-data options (code + label) of the two selects. */
export interface PaymentOption {
  readonly code: string;
  readonly libelle: string;
}

/** The reference data `paymentMode` and `paymentFrequency`, or null when they could not be read. */
export type PaymentOptionsLoader = () => Promise<{
  readonly modes: readonly PaymentOption[];
  readonly frequencies: readonly PaymentOption[];
} | null>;

/**
 * « Modifier mon paiement »: mode, frequency and, for a direct debit, the account (holder, IBAN, BIC) with the
 * bank-details popup's rules; effective from the next due date. Success: the spec's acknowledgement toast, the
 * dialog closes and the schedule is read again. When the act `ribCotisationsActeGestion` is in manual mode, a
 * direct debit needs the RIB document (the shared upload area); the toast then says the request will be handled.
 */
export class PaymentChangeViewModel<F extends UploadFileLike = UploadFileLike> {
  open = false;
  codeModePaiement = '';
  codePeriodicite = '';
  values: Record<TextField, string> = { titulaire: '', iban: '', bic: '' };
  issues: Partial<Record<PaymentChangeField, ValidationResult>> = {};
  summary: string | null = null;
  submitting = false;
  focusRequest = 0;
  modes: readonly PaymentOption[] = [];
  frequencies: readonly PaymentOption[] = [];
  isManualMode = false;
  /** The RIB document area, present in manual mode only (one per opening). */
  rib: FileUploadViewModel<F> | null = null;
  /** A refusal of the sent RIB by the server (the area shows its own issues). */
  ribServerError: string | null = null;
  private current: ContributionSchedule | null = null;

  constructor(
    private readonly deps: {
      readonly change: Pick<ChangeContributionPayment, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly announce: (message: string) => void;
      readonly changed: () => Promise<void>;
      readonly loadOptions: PaymentOptionsLoader;
      /** The management mode of `ribCotisationsActeGestion` (read as the bank-details popup reads its act's). */
      readonly loadManagementMode: () => Promise<ManagementModeReading>;
      readonly createRibArea: () => FileUploadViewModel<F>;
    },
  ) {
    makeAutoObservable<PaymentChangeViewModel<F>, 'deps' | 'current'>(this, {
      deps: false,
      current: false,
      rib: observableRef,
    });
  }

  get asksAccount(): boolean {
    return needsBankAccount(this.codeModePaiement);
  }

  get effectiveDate(): string | null {
    const next = this.current?.prochaineEcheance ?? null;
    return next === null ? null : next.split('-').reverse().join('/');
  }

  errorOf(field: PaymentChangeField): string | null {
    return this.issues[field]?.[0]?.message ?? null;
  }

  get invalidFields(): readonly PaymentChangeField[] {
    return FIELDS.filter((field) => this.errorOf(field) !== null);
  }

  start(schedule: ContributionSchedule): void {
    this.current = schedule;
    this.codeModePaiement = schedule.codeModePaiement;
    this.codePeriodicite = schedule.codePeriodicite;
    this.values = { titulaire: schedule.titulaire ?? '', iban: '', bic: '' };
    this.issues = {};
    this.summary = null;
    this.ribServerError = null;
    this.isManualMode = false;
    this.disposeRib();
    this.open = true;
    void this.deps.loadManagementMode().then((mode) => {
      if (mode.toast !== undefined) this.deps.notify(mode.toast);
      runInAction(() => {
        this.isManualMode = mode.isManualMode;
        if (mode.isManualMode && this.open) this.rib = this.deps.createRibArea();
      });
    });
    void this.deps.loadOptions().then((options) =>
      runInAction(() => {
        this.modes = options?.modes ?? [];
        this.frequencies = options?.frequencies ?? [];
      }),
    );
  }

  cancel(): void {
    this.open = false;
    this.disposeRib();
  }

  private disposeRib(): void {
    this.rib?.dispose();
    this.rib = null;
  }

  setMode(code: string): void {
    this.codeModePaiement = code;
  }

  setFrequency(code: string): void {
    this.codePeriodicite = code;
  }

  setValue(field: TextField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  async submit(): Promise<void> {
    const current = this.current;
    if (current === null || this.submitting) return;
    this.submitting = true;
    this.rib?.revealErrors();
    const outcome = await this.deps.change.execute({
      codeModePaiement: this.codeModePaiement,
      codePeriodicite: this.codePeriodicite,
      ...this.values,
      rib: this.rib?.uploadedFiles ?? [],
      current: { codeModePaiement: current.codeModePaiement, codePeriodicite: current.codePeriodicite },
      isManualMode: this.isManualMode,
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid') {
        this.issues = outcome.issues;
        this.summary = outcome.summary;
        this.ribServerError = null;
        this.focusRequest += 1;
      } else if (outcome.kind === 'failed') {
        this.issues = outcome.fieldIssues;
        this.ribServerError = this.errorOf('rib');
        this.summary = null;
        if (this.invalidFields.length > 0) this.focusRequest += 1;
      } else {
        this.open = false;
        this.disposeRib();
      }
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
    if (outcome.kind !== 'changed') return;
    this.deps.notify(outcome.toast);
    const from = outcome.receipt.dateEffet.split('-').reverse().join('/');
    this.deps.announce(`Votre nouveau mode de paiement s'appliquera à partir de l'échéance du ${from}.`);
    await this.deps.changed();
  }
}
