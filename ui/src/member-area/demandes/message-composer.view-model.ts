import type { MemberMessageDraft, WriteMessageOutcome } from '@portail/application';
import type { CatalogueMessage, FormIssues, UploadFileLike } from '@portail/domain';
import { formSummaryMessage, REQUEST_MESSAGE_MAX_CHARS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';

export const MESSAGE_MAX_LENGTH = REQUEST_MESSAGE_MAX_CHARS;

/**
 * A message being written (a reply, a message in a thread, a new thread): its text, its documents' upload area,
 * the domain's message rules as the use case reports them, the sending. A refused sending keeps the text and the
 * documents; a sent one starts afresh (new upload area).
 */
export class MessageComposerViewModel<F extends UploadFileLike> {
  text = '';
  area: FileUploadViewModel<F>;
  sending = false;
  summary: string | null = null;
  private issues: FormIssues<string> | null = null;

  constructor(
    private readonly createArea: () => FileUploadViewModel<F>,
    private readonly notify: (message: CatalogueMessage) => void,
  ) {
    this.area = createArea();
    makeAutoObservable<MessageComposerViewModel<F>, 'createArea' | 'notify' | 'issues'>(this, {
      createArea: false,
      notify: false,
      area: observableRef,
      issues: observableRef,
    });
  }

  get draft(): MemberMessageDraft {
    return { text: this.text, documents: this.area.uploadedFiles.map((file) => file.remoteFileName) };
  }

  /** The first message of a field of the rules (`texte`, `sujet`) after a refused sending. */
  errorOf(field: string): string | null {
    return this.issues?.[field]?.[0]?.message ?? null;
  }

  setText(value: string): void {
    this.text = value.slice(0, MESSAGE_MAX_LENGTH);
    this.issues = null;
  }

  /** Sends through `write` once the uploads are done; the outcome, or null when nothing was sent. */
  async send<T>(
    write: (draft: MemberMessageDraft) => Promise<WriteMessageOutcome<T>>,
  ): Promise<WriteMessageOutcome<T> | null> {
    if (this.sending) return null;
    this.area.revealErrors();
    if (this.area.issues.length > 0) {
      this.summary = formSummaryMessage({ pieces: this.area.issues }) ?? null;
      return null;
    }
    this.sending = true;
    const outcome = await write(this.draft);
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'invalid') {
        this.issues = outcome.issues;
        this.summary = formSummaryMessage(outcome.issues) ?? null;
        return;
      }
      this.summary = null;
      if (outcome.kind === 'sent') this.reset();
    });
    if (outcome.kind !== 'invalid') this.notify(outcome.toast);
    return outcome;
  }

  private reset(): void {
    this.text = '';
    this.issues = null;
    this.area.dispose();
    this.area = this.createArea();
  }

  dispose(): void {
    this.area.dispose();
  }
}
