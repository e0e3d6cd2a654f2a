import type {
  LoadMemberRequest,
  MemberRequestDetail,
  MemberRequestMessage,
  WriteOnMemberRequest,
} from '@portail/application';
import type { CatalogueMessage, UploadFileLike } from '@portail/domain';
import { formatDisplayDate, requestKindLabel, requestStatusLabel } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { MessageComposerViewModel } from './message-composer.view-model.ts';

export interface TimelineRow {
  readonly label: string;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly note: string | null;
  readonly at: string;
}

export interface ThreadMessageRow {
  readonly id: string;
  readonly author: string;
  readonly fromMember: boolean;
  readonly date: string;
  readonly text: string;
  readonly attachments: MemberRequestMessage['attachments'];
}

export function messageRowOf(message: MemberRequestMessage): ThreadMessageRow {
  return {
    id: message.id,
    author: message.from === 'member' ? 'Vous' : 'Votre mutuelle',
    fromMember: message.from === 'member',
    date: formatDisplayDate(message.at),
    text: message.text,
    attachments: message.attachments,
  };
}

export interface RequestDetailDeps<F extends UploadFileLike> {
  readonly loadRequest: Pick<LoadMemberRequest, 'execute'>;
  readonly write: Pick<WriteOnMemberRequest, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** A fresh upload area for a message's documents. */
  readonly createArea: () => FileUploadViewModel<F>;
}

/**
 * One request: type, reference, status, expected answer date, accusé de réception, timeline, thread, and the
 * member's message — the answer to « Complément demandé » while it is asked. A 409 (the request changed
 * meanwhile) reloads the request; what was typed stays.
 */
export class RequestDetailViewModel<F extends UploadFileLike> {
  status: 'loading' | 'loaded' | 'not-found' | 'failed' = 'loading';
  request: MemberRequestDetail | null = null;
  readonly composer: MessageComposerViewModel<F>;

  constructor(
    private readonly id: string,
    private readonly deps: RequestDetailDeps<F>,
  ) {
    this.composer = new MessageComposerViewModel(deps.createArea, deps.notify);
    makeAutoObservable<RequestDetailViewModel<F>, 'deps' | 'id'>(this, {
      deps: false,
      id: false,
      composer: false,
      request: observableRef,
    });
  }

  get title(): string {
    return this.request === null ? 'Ma demande' : requestKindLabel(this.request.kind);
  }

  get statusLabel(): string {
    return this.request === null ? '' : requestStatusLabel(this.request.status);
  }

  get expectedAnswer(): string {
    return formatDisplayDate(this.request?.expectedAnswerAt);
  }

  get submittedOn(): string {
    return formatDisplayDate(this.request?.submittedAt);
  }

  get timeline(): readonly TimelineRow[] {
    return (this.request?.events ?? []).map((event) => ({
      label: event.label,
      date: formatDisplayDate(event.at),
      note: event.note,
      at: event.at,
    }));
  }

  get thread(): readonly ThreadMessageRow[] {
    return (this.request?.messages ?? []).map(messageRowOf);
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadRequest.execute(this.id);
    runInAction(() => {
      if (outcome.kind === 'loaded') this.request = outcome.value;
      this.status = outcome.kind;
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }

  async send(): Promise<void> {
    const request = this.request;
    if (request === null) return;
    const outcome = await this.composer.send((draft) => this.deps.write.execute(request, draft));
    if (outcome === null) return;
    if (outcome.kind === 'conflict') {
      await this.load();
      return;
    }
    if (outcome.kind !== 'sent') return;
    const value = outcome.value;
    runInAction(() => {
      this.request = 'events' in value ? value : { ...request, messages: [...request.messages, value] };
    });
  }
}
