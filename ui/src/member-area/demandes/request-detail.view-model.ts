import type {
  LoadMemberRequest,
  MemberRequestDetail,
  MemberRequestMessage,
  ReplyToMemberRequest,
} from '@portail/application';
import type { CatalogueMessage, UploadFileLike } from '@portail/domain';
import { formatDisplayDate, REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_SUMMARY_MESSAGE } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { REQUEST_STATUS_LABELS } from './request-labels.ts';
import { requestTypeLabel } from './request-list.view-model.ts';

export const MESSAGE_MAX_LENGTH = 2000;

export interface TimelineRow {
  readonly label: string;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly at: string;
}

export interface ThreadRow {
  readonly id: string;
  readonly author: string;
  readonly fromMember: boolean;
  readonly date: string;
  readonly text: string;
  readonly attachments: MemberRequestMessage['attachments'];
}

export interface RequestDetailDeps<F extends UploadFileLike> {
  readonly loadRequest: Pick<LoadMemberRequest, 'execute'>;
  readonly reply: Pick<ReplyToMemberRequest, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** A fresh upload area for the reply's documents (a new one after each sent reply). */
  readonly createArea: () => FileUploadViewModel<F>;
}

/**
 * One request: its type, reference, status and expected answer date, the timeline of its statuses, its
 * thread, and the reply (text + documents) — the answer to « Complément demandé ». A refused reply keeps
 * the text and the documents; a 409 (the request changed meanwhile) reloads the request, text kept.
 */
export class RequestDetailViewModel<F extends UploadFileLike> {
  status: 'loading' | 'loaded' | 'not-found' | 'failed' = 'loading';
  request: MemberRequestDetail | null = null;
  text = '';
  area: FileUploadViewModel<F>;
  sending = false;
  submitted = false;
  summary: string | null = null;

  constructor(
    private readonly id: string,
    private readonly deps: RequestDetailDeps<F>,
  ) {
    this.area = deps.createArea();
    makeAutoObservable<RequestDetailViewModel<F>, 'deps' | 'id'>(this, {
      deps: false,
      id: false,
      area: observableRef,
      request: observableRef,
    });
  }

  get title(): string {
    return this.request === null ? 'Ma demande' : requestTypeLabel(this.request);
  }

  get statusLabel(): string {
    return this.request === null ? '' : REQUEST_STATUS_LABELS[this.request.status];
  }

  get expectedAnswer(): string {
    return formatDisplayDate(this.request?.expectedAnswerAt);
  }

  get submittedOn(): string {
    return formatDisplayDate(this.request?.submittedAt);
  }

  get complementAsked(): boolean {
    return this.request?.status === 'complement-demande';
  }

  /** A closed request takes no more messages. */
  get canReply(): boolean {
    return this.request !== null && this.request.status !== 'cloturee';
  }

  get timeline(): readonly TimelineRow[] {
    return (this.request?.timeline ?? []).map((change) => ({
      label: REQUEST_STATUS_LABELS[change.status],
      date: formatDisplayDate(change.at),
      at: change.at,
    }));
  }

  get thread(): readonly ThreadRow[] {
    return (this.request?.messages ?? []).map((message) => ({
      id: message.id,
      author: message.from === 'adherent' ? 'Vous' : 'Votre mutuelle',
      fromMember: message.from === 'adherent',
      date: formatDisplayDate(message.at),
      text: message.text,
      attachments: message.attachments,
    }));
  }

  get textError(): string | null {
    return this.submitted && this.text.trim() === '' ? REQUIRED_FIELD_MESSAGE : null;
  }

  setText(value: string): void {
    this.text = value.slice(0, MESSAGE_MAX_LENGTH);
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadRequest.execute(this.id);
    runInAction(() => {
      if (outcome.kind === 'loaded') this.request = outcome.request;
      this.status = outcome.kind;
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }

  async sendReply(): Promise<void> {
    if (this.sending || this.request === null) return;
    this.submitted = true;
    this.area.revealErrors();
    if (this.text.trim() === '' || this.area.issues.length > 0) {
      this.summary = REQUIRED_FIELDS_SUMMARY_MESSAGE;
      return;
    }
    this.summary = null;
    this.sending = true;
    const outcome = await this.deps.reply.execute(this.id, {
      text: this.text,
      documents: this.area.uploadedFiles,
      version: this.request.version,
    });
    runInAction(() => (this.sending = false));
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'conflict') {
      await this.load();
      return;
    }
    if (outcome.kind === 'failed') return;
    runInAction(() => {
      this.request = outcome.request;
      this.text = '';
      this.submitted = false;
      this.area.dispose();
      this.area = this.deps.createArea();
    });
  }

  dispose(): void {
    this.area.dispose();
  }
}
