import type {
  ProcessStaffTopicThread,
  StaffTopicThreadAction,
  StaffTopicThreadDetail,
  StaffTopicThreadsPort,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface TopicThreadPageDeps {
  readonly threads: Pick<StaffTopicThreadsPort, 'get'>;
  readonly process: Pick<ProcessStaffTopicThread, 'execute'>;
  /** A success toast. */
  readonly notify: (message: CatalogueMessage) => void;
  readonly announce: (message: string) => void;
}

/**
 * One member's topic thread as a manager reads it: the conversation, the answer (kept after a refusal or a 409,
 * whose French message is shown with the thread as it now is — the member's new message first) and the closing.
 */
export class TopicThreadPageViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  thread: StaffTopicThreadDetail | null = null;
  failure = '';
  answer = '';
  /** The refusal of an empty answer. */
  fieldError: string | null = null;
  /** A 409 or failure message of the last action. */
  conflict: string | null = null;
  busy = false;
  /** Actions done so far (the screen moves the focus back to the thread after each). */
  completed = 0;

  constructor(private readonly deps: TopicThreadPageDeps) {
    makeAutoObservable<TopicThreadPageViewModel, 'deps'>(
      this,
      { deps: false, thread: observableRef },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.threads.get(id);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      this.thread = result.value;
      this.status = 'loaded';
    });
  }

  get canAnswer(): boolean {
    return this.thread?.allowedActions.includes('answer') ?? false;
  }

  get canClose(): boolean {
    return this.thread?.allowedActions.includes('close') ?? false;
  }

  setAnswer(value: string): void {
    this.answer = value;
    this.fieldError = null;
  }

  /** « Envoyer la réponse ». */
  send(): Promise<void> {
    return this.run({ kind: 'answer', text: this.answer });
  }

  /** « Clôturer la discussion ». */
  close(): Promise<void> {
    return this.run({ kind: 'close' });
  }

  private async run(action: StaffTopicThreadAction): Promise<void> {
    const thread = this.thread;
    if (thread === null || this.busy) return;
    this.busy = true;
    this.conflict = null;
    const outcome = await this.deps.process.execute(thread, action);
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'done':
          this.thread = outcome.thread;
          this.completed += 1;
          if (action.kind === 'answer') this.answer = '';
          break;
        case 'invalid':
          this.fieldError = outcome.issue.message;
          break;
        case 'stale':
          if (outcome.current !== null) this.thread = outcome.current;
          this.conflict = outcome.message.message;
          break;
        case 'failed':
          this.conflict = outcome.message.message;
          break;
      }
    });
    if (outcome.kind === 'done') this.deps.notify(outcome.message);
    else this.deps.announce(outcome.kind === 'invalid' ? outcome.issue.message : outcome.message.message);
  }
}
