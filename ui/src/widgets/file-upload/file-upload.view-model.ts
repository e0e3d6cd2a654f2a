import type { UploadQueueRunner } from '@portail/application';
import type { UploadedFile, UploadFileLike, UploadQueueState, ValidationResult } from '@portail/domain';
import {
  describeUploadArea,
  UPLOAD_MAX_AUTOMATIC_RETRIES,
  uploadedFilesOf,
  uploadFieldHint,
  validateUploadField,
} from '@portail/domain';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { uploadRowOf, uploadStepMessage } from './file-upload-rows.ts';
import type { FileUploadRow } from './file-upload-rows.ts';
import { uploadAnnouncements, uploadAreaPrompt, uploadAreaSentences } from './file-upload-texts.ts';

/** The upload queue runner as the area uses it (application's UploadQueueRunner). */
export type FileUploadRunner<F extends UploadFileLike> = Pick<
  UploadQueueRunner<F>,
  'state' | 'add' | 'cancel' | 'retry' | 'remove' | 'subscribe' | 'dispose'
>;

/** A refused file and why, in French. */
export interface FileUploadRejectionView {
  readonly fileName: string;
  readonly messages: readonly string[];
}

export interface FileUploadOptions {
  /** Same value as the runner's (for the 'automatic retry pending' line). */
  readonly maxAutomaticRetries?: number;
}

/**
 * The file upload area (spec §4, §5, §9): a MobX mirror of the application's upload queue runner plus what
 * the area shows — description sentences, one row per file with its progress and actions, the refused
 * files, the hint ('Téléversement en cours...', 'Merci de joindre le document demandé.') and a live-region
 * announcement of every step. One upload at a time, retries and stall detection are the runner's.
 */
export class FileUploadViewModel<F extends UploadFileLike> {
  state: UploadQueueState<F>;
  rejections: readonly FileUploadRejectionView[] = [];
  dragActive = false;
  /** Set by the form on submit: the field's issues are shown as errors from then on. */
  showErrors = false;
  announcement = '';
  announcementSequence = 0;
  private readonly unsubscribe: () => void;
  private readonly maxRetries: number;

  constructor(
    private readonly runner: FileUploadRunner<F>,
    options: FileUploadOptions = {},
  ) {
    this.state = runner.state;
    this.maxRetries = options.maxAutomaticRetries ?? UPLOAD_MAX_AUTOMATIC_RETRIES;
    makeObservable<FileUploadViewModel<F>, 'receive' | 'announce'>(this, {
      state: observableRef,
      rejections: observableRef,
      dragActive: observable,
      showErrors: observable,
      announcement: observable,
      announcementSequence: observable,
      rows: computed,
      hint: computed,
      error: computed,
      issues: computed,
      uploadedFiles: computed,
      add: action,
      cancel: action,
      retry: action,
      remove: action,
      setDragActive: action,
      revealErrors: action,
      clearRejections: action,
      receive: action,
      announce: action,
    });
    this.unsubscribe = runner.subscribe((next) => this.receive(next));
  }

  get description() {
    return describeUploadArea(this.state.constraints);
  }

  get required(): boolean {
    return this.state.constraints.required === true;
  }

  /** Multiple selection when the queue limit is above 1 (or unlimited). */
  get multiple(): boolean {
    return this.description.multiple;
  }

  /** Description sentences under the drop zone. */
  get sentences(): readonly string[] {
    return uploadAreaSentences(this.description);
  }

  get prompt() {
    return uploadAreaPrompt(this.multiple);
  }

  /** The file input's accept attribute ('.pdf,.jpg'), empty when every type is allowed. */
  get accept(): string {
    const extensions = this.state.constraints.allowedExtensions ?? [];
    return extensions.map((extension) => `.${extension.trim().replace(/^\.+/, '')}`).join(',');
  }

  get rows(): readonly FileUploadRow[] {
    return this.state.items.map((item) => uploadRowOf(item, this.maxRetries));
  }

  /** 'Téléversement en cours...' while a file waits or uploads, 'Merci de joindre le document demandé.' when required and empty. */
  get hint(): string | undefined {
    return uploadFieldHint(this.state);
  }

  /** What keeps the form from being submitted. */
  get issues(): ValidationResult {
    return validateUploadField(this.state);
  }

  /** The first issue's message, once the form asked for errors. */
  get error(): string | null {
    if (!this.showErrors) return null;
    return this.issues[0]?.message ?? null;
  }

  get uploadedFiles(): readonly UploadedFile[] {
    return uploadedFilesOf(this.state);
  }

  /** Files picked or dropped; the refused ones are listed with their reasons. */
  add(files: readonly F[]): void {
    if (files.length === 0) return;
    const refused = this.runner.add(files);
    this.rejections = refused.map((rejection) => ({
      fileName: rejection.fileName,
      messages: rejection.issues.map((found) => found.message),
    }));
    if (this.rejections.length > 0) {
      this.announce(
        this.rejections
          .map((rejection) => `${rejection.fileName} : ${rejection.messages.join(' ')}`)
          .join(' '),
      );
    }
  }

  cancel(id: string): void {
    this.runner.cancel(id);
  }

  retry(id: string): void {
    this.runner.retry(id);
  }

  remove(id: string): void {
    const name = this.state.items.find((item) => item.id === id)?.file.name;
    if (this.runner.remove(id) && name !== undefined) this.announce(uploadAnnouncements.removed(name));
  }

  setDragActive(active: boolean): void {
    this.dragActive = active;
  }

  revealErrors(): void {
    this.showErrors = true;
  }

  clearRejections(): void {
    this.rejections = [];
  }

  /** Stops the upload in flight and every timer (the dialog or screen is left). */
  dispose(): void {
    this.unsubscribe();
    this.runner.dispose();
  }

  private receive(next: UploadQueueState<F>): void {
    const previous = new Map(this.state.items.map((item) => [item.id, item]));
    this.state = next;
    for (const item of next.items) {
      const message = uploadStepMessage(previous.get(item.id), item);
      if (message !== null) this.announce(message);
    }
  }

  private announce(message: string): void {
    this.announcement = message;
    this.announcementSequence += 1;
  }
}
