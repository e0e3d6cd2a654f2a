import type { MemberRequestSummary, SendMemberRequest } from '@portail/application';
import type { CatalogueMessage, UploadFileLike, ValidationResult } from '@portail/domain';
import { formatDateInput, formSummaryMessage, validateRequired } from '@portail/domain';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { FormFeedback } from '../../widgets/form-feedback/form-feedback.ts';
import { NirInputViewModel } from '../../widgets/nir-input/nir-input.view-model.ts';
import type {
  ChoiceItem,
  RequestFieldSpec,
  RequestFormSpec,
  SelectFieldSpec,
} from './request-form.fields.ts';
import { parseAmount } from './request-field.rules.ts';

export interface RequestFormDeps<F extends UploadFileLike> {
  readonly sendRequest: Pick<SendMemberRequest, 'execute'>;
  /** The choices of a list (beneficiaries of the contract, reference data); null when they failed to load. */
  readonly loadChoices: (
    source: Exclude<SelectFieldSpec['source'], readonly ChoiceItem[]>,
  ) => Promise<readonly ChoiceItem[] | null>;
  readonly notify: (message: CatalogueMessage) => void;
  readonly createArea: (spec: RequestFormSpec['documents']) => FileUploadViewModel<F>;
  readonly today: () => Date;
  readonly maxNameLength: () => number | undefined;
}

/** yyyy-MM-dd of a local calendar day. */
function isoDay(date: Date): string {
  return formatDateInput(date).split('/').reverse().join('-');
}

/**
 * One typed request form (hospital coverage, refund, claim, beneficiary added or removed), driven by its
 * spec: the values as typed, each field's rule (domain validators), the documents' upload area, the
 * server's field refusals. A failed sending keeps everything typed; a sent one gives the new request.
 */
export class RequestFormViewModel<F extends UploadFileLike> {
  readonly texts = observable.map<string, string>();
  readonly choices = observable.map<string, readonly ChoiceItem[]>();
  readonly dates = new Map<string, DatePickerViewModel>();
  readonly nirs = new Map<string, NirInputViewModel>();
  readonly feedback = new FormFeedback<string>();
  readonly area: FileUploadViewModel<F>;
  sending = false;
  /** The request just sent (the screen goes back to the list). */
  sent: MemberRequestSummary | null = null;

  constructor(
    readonly spec: RequestFormSpec,
    private readonly deps: RequestFormDeps<F>,
  ) {
    for (const field of spec.fields) {
      if (field.type === 'date') {
        this.dates.set(
          field.key,
          new DatePickerViewModel({ ...field.limits(deps.today()), today: deps.today }),
        );
      } else if (field.type === 'nir') {
        this.nirs.set(field.key, new NirInputViewModel({ required: true, withKey: true, keyRequired: true }));
      } else if (field.type === 'select' && Array.isArray(field.source)) {
        this.choices.set(field.key, field.source);
      }
    }
    this.area = deps.createArea(spec.documents);
    makeAutoObservable<RequestFormViewModel<F>, 'deps'>(this, {
      deps: false,
      spec: false,
      dates: false,
      nirs: false,
      feedback: false,
      area: observableRef,
    });
  }

  /** Loads the lists the form chooses from. */
  async load(): Promise<void> {
    await Promise.all(
      this.spec.fields.map(async (field) => {
        if (field.type !== 'select' || Array.isArray(field.source)) return;
        const source = field.source as Exclude<SelectFieldSpec['source'], readonly ChoiceItem[]>;
        const items = await this.deps.loadChoices(source);
        runInAction(() => this.choices.set(field.key, items ?? []));
      }),
    );
  }

  text(key: string): string {
    return this.texts.get(key) ?? '';
  }

  get visibleFields(): readonly RequestFieldSpec[] {
    const context = { text: (key: string) => this.text(key), maxNameLength: this.deps.maxNameLength() };
    return this.spec.fields.filter((field) => field.visibleWhen?.(context) ?? true);
  }

  set(key: string, value: string): void {
    const field = this.spec.fields.find((candidate) => candidate.key === key);
    const normalize = field?.type === 'text' || field?.type === 'textarea' ? field.normalize : undefined;
    this.texts.set(key, normalize === undefined ? value : normalize(value));
    this.feedback.changed(key);
  }

  touch(key: string): void {
    this.feedback.touch(key);
  }

  issuesOf(field: RequestFieldSpec): ValidationResult {
    if (field.type === 'date') {
      const picker = this.dates.get(field.key);
      if (picker === undefined) return [];
      return field.required === true && picker.text.trim() === '' ? validateRequired('') : picker.issues;
    }
    if (field.type === 'nir') return this.nirs.get(field.key)?.issues ?? [];
    const text = this.text(field.key).trim();
    if (text === '') return field.required === true ? validateRequired('') : [];
    if (field.type === 'text' || field.type === 'textarea') {
      const context = { text: (key: string) => this.text(key), maxNameLength: this.deps.maxNameLength() };
      return field.validate?.(text, context) ?? [];
    }
    return [];
  }

  /** The message shown under the field (after leaving it, or a sending), else null. */
  errorOf(field: RequestFieldSpec): string | null {
    const touchedElsewhere =
      this.dates.get(field.key)?.touched === true || this.nirs.get(field.key)?.touched === true;
    return this.feedback.errorOf(field.key, this.issuesOf(field), touchedElsewhere);
  }

  /** The key of a NIR field (the number's own messages are errorOf). */
  keyErrorOf(key: string): string | null {
    const nir = this.nirs.get(key);
    if (nir === undefined || !(this.feedback.submitted || nir.touched)) return null;
    return nir.keyIssues[0]?.message ?? null;
  }

  private get payload(): Record<string, string | number | boolean> {
    const fields: Record<string, string | number | boolean> = {};
    for (const field of this.visibleFields) {
      const text = this.text(field.key).trim();
      if (field.type === 'date') {
        const value = this.dates.get(field.key)?.value ?? null;
        if (value !== null) fields[field.key] = isoDay(value);
      } else if (field.type === 'nir') {
        const nir = this.nirs.get(field.key);
        if (nir !== undefined) Object.assign(fields, { [field.key]: nir.nir, [`${field.key}Cle`]: nir.key });
      } else if (field.type === 'toggle') {
        if (text !== '') fields[field.key] = text === 'true';
      } else if (field.type !== 'select' && field.numeric === true) {
        const amount = parseAmount(text);
        if (amount !== null) fields[field.key] = amount;
      } else if (text !== '') {
        fields[field.key] = text;
      }
    }
    return fields;
  }

  async submit(): Promise<void> {
    if (this.sending) return;
    this.feedback.startSubmission();
    this.area.revealErrors();
    const issues = Object.fromEntries(this.visibleFields.map((field) => [field.key, this.issuesOf(field)]));
    const summary = formSummaryMessage({ ...issues, documents: this.area.issues });
    if (summary !== undefined) {
      this.feedback.refused(summary);
      return;
    }
    this.feedback.clearSummary();
    this.sending = true;
    const outcome = await this.deps.sendRequest.execute({
      kind: this.spec.kind,
      fields: this.payload,
      documents: this.area.uploadedFiles,
    });
    runInAction(() => (this.sending = false));
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'failed') {
      this.feedback.rejectedByServer(outcome.fieldIssues);
      return;
    }
    runInAction(() => (this.sent = outcome.request));
  }

  dispose(): void {
    this.area.dispose();
  }
}
