import type { MemberRequestSummary, SendMemberRequest } from '@portail/application';
import type { CatalogueMessage, RequestFormContext, UploadFileLike, ValidationResult } from '@portail/domain';
import { formatDateInput, formSummaryMessage, validateRequestForm } from '@portail/domain';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { FormFeedback } from '../../widgets/form-feedback/form-feedback.ts';
import { NirInputViewModel } from '../../widgets/nir-input/nir-input.view-model.ts';
import type {
  ChoiceItem,
  RequestDocumentsSpec,
  RequestFieldSpec,
  RequestFormSpec,
  SelectFieldSpec,
} from './request-form.fields.ts';
import { setAtPath, typedValue } from './request-form.values.ts';

export type ChoiceSource = Exclude<SelectFieldSpec['source'], readonly ChoiceItem[]>;

export interface RequestFormDeps<F extends UploadFileLike> {
  readonly sendRequest: Pick<SendMemberRequest, 'execute'>;
  /** What the domain's form rules need besides the data (today, the tenant's name limit, the member's NIR). */
  readonly context: () => RequestFormContext;
  /** The choices of a list (the contract's beneficiaries, reference data); null when they failed to load. */
  readonly loadChoices: (source: ChoiceSource) => Promise<readonly ChoiceItem[] | null>;
  readonly notify: (message: CatalogueMessage) => void;
  readonly createArea: (documents: RequestDocumentsSpec) => FileUploadViewModel<F>;
  readonly today: () => Date;
}

const NO_DOCUMENTS = { key: '', label: '', inputName: 'documents', constraints: { queueLimit: 0 } };

/**
 * One typed request form (hospital coverage, refund, claim, beneficiary added or removed), driven by its spec:
 * the values as typed, the data they make, the domain's rules on that data, the documents' upload area and the
 * server's field refusals. A failed sending keeps everything typed; a sent one gives the new request.
 */
export class RequestFormViewModel<F extends UploadFileLike> {
  readonly texts = observable.map<string, string>();
  readonly choices = observable.map<string, readonly ChoiceItem[]>();
  readonly dates = new Map<string, DatePickerViewModel>();
  readonly nirs = new Map<string, NirInputViewModel>();
  readonly feedback = new FormFeedback<string>();
  /** The documents (an unused, empty area for a kind without documents). */
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
    this.area = deps.createArea(spec.documents ?? NO_DOCUMENTS);
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
        const items = await this.deps.loadChoices(field.source as ChoiceSource);
        runInAction(() => this.choices.set(field.key, items ?? []));
      }),
    );
  }

  text(key: string): string {
    return this.texts.get(key) ?? '';
  }

  get visibleFields(): readonly RequestFieldSpec[] {
    const context = { text: (key: string) => this.text(key) };
    return this.spec.fields.filter((field) => field.visibleWhen?.(context) ?? true);
  }

  /** The request's data as sent: `type`, the visible fields at their paths, the documents' remote names. */
  get data(): Readonly<Record<string, unknown>> {
    const data: Record<string, unknown> = { type: this.spec.kind };
    for (const field of this.visibleFields) {
      const nir = this.nirs.get(field.key);
      if (nir !== undefined) {
        Object.assign(data, { nir: nir.nir, cleNir: nir.key, nirMonaco: nir.mode === 'monaco' });
        continue;
      }
      const value = typedValue(
        field,
        this.text(field.key),
        this.dates.get(field.key)?.value ?? null,
        (date) => formatDateInput(date).split('/').reverse().join('-'),
      );
      if (value !== undefined) setAtPath(data, field.key, value);
    }
    if (this.spec.documents !== null) {
      data[this.spec.documents.key] = this.area.uploadedFiles.map((file) => file.remoteFileName);
    }
    return data;
  }

  /** The domain's rules on the data as it would be sent (the same the server runs again). */
  get ruleIssues(): Readonly<Record<string, ValidationResult>> {
    return validateRequestForm(this.data, this.deps.context());
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
    const picker = this.dates.get(field.key);
    if (picker !== undefined && picker.issues.length > 0) return picker.issues;
    const visible = new Set(this.visibleFields.map((candidate) => candidate.key));
    const shown = [field.key, ...(field.alsoShows ?? []).filter((key) => !visible.has(key))];
    return shown.flatMap((key) => this.ruleIssues[key] ?? []);
  }

  /** The message shown under the field (after leaving it, or a sending), else null. */
  errorOf(field: RequestFieldSpec): string | null {
    const touchedElsewhere =
      this.dates.get(field.key)?.touched === true || this.nirs.get(field.key)?.touched === true;
    return this.feedback.errorOf(field.key, this.issuesOf(field), touchedElsewhere);
  }

  /** The key of a NIR field, once touched or sent (the widget's own format check). */
  keyErrorOf(key: string): string | null {
    const nir = this.nirs.get(key);
    if (nir === undefined || !(this.feedback.submitted || nir.touched)) return null;
    return nir.keyIssues[0]?.message ?? null;
  }

  /** The server's refusals, each under the visible field whose path ends its own. */
  private serverIssuesByField(
    byPath: Readonly<Record<string, ValidationResult>>,
  ): Record<string, ValidationResult> {
    const byField: Record<string, ValidationResult> = {};
    for (const [path, issues] of Object.entries(byPath)) {
      const field = this.visibleFields.find((candidate) =>
        [candidate.key, ...(candidate.alsoShows ?? [])].some(
          (key) => path === key || path.endsWith(`.${key}`),
        ),
      );
      if (field !== undefined) byField[field.key] = [...(byField[field.key] ?? []), ...issues];
    }
    return byField;
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
    const outcome = await this.deps.sendRequest.execute(this.data, this.deps.context());
    runInAction(() => (this.sending = false));
    if (outcome.kind === 'invalid') {
      this.feedback.refused(formSummaryMessage(outcome.issues) ?? '');
      return;
    }
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'failed') {
      this.feedback.rejectedByServer(this.serverIssuesByField(outcome.fieldIssues));
      return;
    }
    runInAction(() => (this.sent = outcome.request));
  }

  dispose(): void {
    this.area.dispose();
  }
}
