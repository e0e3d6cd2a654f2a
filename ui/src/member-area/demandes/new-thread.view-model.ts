import type { MemberRequestSummary, MemberThreadTopic, StartMemberThread } from '@portail/application';
import type { CatalogueMessage, ToggleChoice, UploadFileLike } from '@portail/domain';
import { buildToggleChoices, REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_SUMMARY_MESSAGE } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { MESSAGE_MAX_LENGTH } from './request-detail.view-model.ts';
import { THREAD_TOPIC_LABELS } from './request-labels.ts';

const TOPICS = Object.keys(THREAD_TOPIC_LABELS) as MemberThreadTopic[];

/** « Contrat », « Remboursements », « Cotisations », « Autre ». */
export const THREAD_TOPIC_CHOICES: readonly ToggleChoice<MemberThreadTopic>[] = buildToggleChoices(
  TOPICS,
  TOPICS.map((topic) => THREAD_TOPIC_LABELS[topic]),
);

/** « Nouveau message »: a thread the member starts on a topic, with optional documents. */
export class NewThreadViewModel<F extends UploadFileLike> {
  topic: MemberThreadTopic | null = null;
  text = '';
  readonly area: FileUploadViewModel<F>;
  sending = false;
  submitted = false;
  summary: string | null = null;
  /** The thread just started (the screen opens it). */
  sent: MemberRequestSummary | null = null;

  constructor(
    private readonly deps: {
      readonly startThread: Pick<StartMemberThread, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly createArea: () => FileUploadViewModel<F>;
    },
  ) {
    this.area = deps.createArea();
    makeAutoObservable<NewThreadViewModel<F>, 'deps'>(this, { deps: false, area: observableRef });
  }

  get topicError(): string | null {
    return this.submitted && this.topic === null ? REQUIRED_FIELD_MESSAGE : null;
  }

  get textError(): string | null {
    return this.submitted && this.text.trim() === '' ? REQUIRED_FIELD_MESSAGE : null;
  }

  setTopic(topic: MemberThreadTopic): void {
    this.topic = topic;
  }

  setText(value: string): void {
    this.text = value.slice(0, MESSAGE_MAX_LENGTH);
  }

  async submit(): Promise<void> {
    if (this.sending) return;
    this.submitted = true;
    this.area.revealErrors();
    if (this.topic === null || this.text.trim() === '' || this.area.issues.length > 0) {
      this.summary = REQUIRED_FIELDS_SUMMARY_MESSAGE;
      return;
    }
    this.summary = null;
    this.sending = true;
    const outcome = await this.deps.startThread.execute({
      topic: this.topic,
      text: this.text,
      documents: this.area.uploadedFiles,
    });
    runInAction(() => (this.sending = false));
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'sent') runInAction(() => (this.sent = outcome.request));
  }

  dispose(): void {
    this.area.dispose();
  }
}
