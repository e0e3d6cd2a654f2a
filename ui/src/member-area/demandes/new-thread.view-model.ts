import type { MemberThreadDetail, StartMemberThread } from '@portail/application';
import type { CatalogueMessage, MessageTopic, ToggleChoice, UploadFileLike } from '@portail/domain';
import { MESSAGE_TOPIC_LABELS, MESSAGE_TOPICS } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { MessageComposerViewModel } from './message-composer.view-model.ts';

/**
 * « Contrat », « Remboursements », « Cotisations », « Autre »: one choice per topic, each with its own label (built
 * pair by pair, not with buildToggleChoices: its length check would bring the domain's developer errors into the
 * registration page's first load, which shares the toggle buttons).
 */
export const THREAD_TOPIC_CHOICES: readonly ToggleChoice<MessageTopic>[] = MESSAGE_TOPICS.map((topic) => ({
  value: topic,
  label: MESSAGE_TOPIC_LABELS[topic],
}));

/** « Nouveau message »: a thread the member starts on a topic, with optional documents. */
export class NewThreadViewModel<F extends UploadFileLike> {
  topic: MessageTopic | null = null;
  readonly composer: MessageComposerViewModel<F>;
  /** The thread just started (the screen opens it). */
  started: MemberThreadDetail | null = null;

  constructor(
    private readonly deps: {
      readonly startThread: Pick<StartMemberThread, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly createArea: () => FileUploadViewModel<F>;
    },
  ) {
    this.composer = new MessageComposerViewModel(deps.createArea, deps.notify);
    makeAutoObservable<NewThreadViewModel<F>, 'deps'>(this, { deps: false, composer: false });
  }

  setTopic(topic: MessageTopic): void {
    this.topic = topic;
  }

  async submit(): Promise<void> {
    const topic = this.topic;
    const outcome = await this.composer.send((draft) => this.deps.startThread.execute(topic, draft));
    if (outcome?.kind === 'sent') runInAction(() => (this.started = outcome.value));
  }
}
