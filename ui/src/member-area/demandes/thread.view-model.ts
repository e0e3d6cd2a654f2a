import type { LoadMemberThread, MemberThreadDetail, WriteOnMemberThread } from '@portail/application';
import type { CatalogueMessage, UploadFileLike } from '@portail/domain';
import { MESSAGE_TOPIC_LABELS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { MessageComposerViewModel } from './message-composer.view-model.ts';
import type { ThreadMessageRow } from './request-detail.view-model.ts';
import { messageRowOf } from './request-detail.view-model.ts';

/** A thread the member started on a topic: its messages and the next one. */
export class ThreadViewModel<F extends UploadFileLike> {
  status: 'loading' | 'loaded' | 'not-found' | 'failed' = 'loading';
  thread: MemberThreadDetail | null = null;
  readonly composer: MessageComposerViewModel<F>;

  constructor(
    private readonly id: string,
    private readonly deps: {
      readonly loadThread: Pick<LoadMemberThread, 'execute'>;
      readonly write: Pick<WriteOnMemberThread, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly createArea: () => FileUploadViewModel<F>;
    },
  ) {
    this.composer = new MessageComposerViewModel(deps.createArea, deps.notify);
    makeAutoObservable<ThreadViewModel<F>, 'deps' | 'id'>(this, {
      deps: false,
      id: false,
      composer: false,
      thread: observableRef,
    });
  }

  get title(): string {
    return this.thread === null ? 'Message' : `Message — ${MESSAGE_TOPIC_LABELS[this.thread.topic]}`;
  }

  get messages(): readonly ThreadMessageRow[] {
    return (this.thread?.messages ?? []).map(messageRowOf);
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadThread.execute(this.id);
    runInAction(() => {
      if (outcome.kind === 'loaded') this.thread = outcome.value;
      this.status = outcome.kind;
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }

  async send(): Promise<void> {
    const thread = this.thread;
    if (thread === null) return;
    const outcome = await this.composer.send((draft) => this.deps.write.execute(thread.id, draft));
    if (outcome?.kind !== 'sent') return;
    runInAction(() => {
      this.thread = { ...thread, messages: [...thread.messages, outcome.value] };
    });
  }
}
