import type { UploadQueueRunner } from '@portail/application';
import type {
  UploadedFile,
  UploadFileLike,
  UploadItem,
  UploadItemStatus,
  UploadQueueState,
  ValidationResult,
} from '@portail/domain';
import {
  canRetryUpload,
  describeUploadArea,
  formatListedFileSize,
  isUploadRefusedForGood,
  shouldAutoRetryUpload,
  UPLOAD_MAX_AUTOMATIC_RETRIES,
  uploadedFilesOf,
  uploadFieldHint,
  validateUploadField,
} from '@portail/domain';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  UPLOAD_AUTOMATIC_RETRY_TEXT,
  uploadAnnouncements,
  uploadAreaPrompt,
  uploadAreaSentences,
  uploadStatusText,
} from './file-upload-texts.ts';

/** The upload queue runner as the area uses it (application's UploadQueueRunner). */
export type FileUploadRunner<F extends UploadFileLike> = Pick<
  UploadQueueRunner<F>,
  'state' | 'add' | 'cancel' | 'retry' | 'remove' | 'subscribe' | 'dispose'
>;

/** One line of the list, ready to render. */
export interface FileUploadRow {
  readonly id: string;
  readonly name: string;
  /** Mo with up to 2 decimals. */
  readonly size: string;
  readonly status: UploadItemStatus;
  /** 0 to 100. */
  readonly progress: number;
  /** The progress bar shows while the file waits or uploads. */
  readonly showProgress: boolean;
  readonly statusText: string;
  /** The failure message of an error item. */
  readonly failureMessage: string | null;
  /** An automatic retry of this error item is pending. */
  readonly automaticRetryPending: boolean;
  readonly canCancel: boolean;
  readonly canRetry: boolean;
  readonly canRemove: boolean;
}

/** A refused file and why, in French. */
export interface FileUploadRejectionView {
  readonly fileName: string;
  readonly messages: readonly string[];
}

export interface FileUploadOptions {
  /** Same value as the runner's (for the 'automatic retry pending' line). */
  readonly maxAutomaticRetries?: number;
}

const PROGRESS_STEP = 25;
const SMALLEST_LISTED_SIZE = '< 0,01 Mo';

/** Mo with up to 2 decimals (spec §9); a non-empty file below 0,005 Mo does not show as '0 Mo'. */
export function listedSize(bytes: number): string {
  const size = formatListedFileSize(bytes);
  return bytes > 0 && size === '0 Mo' ? SMALLEST_LISTED_SIZE : size;
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
    return this.state.items.map((item) => this.rowOf(item));
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

  private rowOf(item: UploadItem<F>): FileUploadRow {
    const automaticRetryPending = shouldAutoRetryUpload(item, this.maxRetries);
    const isError = item.status === 'error';
    return {
      id: item.id,
      name: item.file.name,
      size: listedSize(item.file.size),
      status: item.status,
      progress: item.progress,
      showProgress: item.status === 'queued' || item.status === 'uploading',
      statusText: automaticRetryPending
        ? UPLOAD_AUTOMATIC_RETRY_TEXT
        : uploadStatusText(item.status, item.progress),
      failureMessage: isError ? (item.failure?.message ?? null) : null,
      automaticRetryPending,
      canCancel: item.status === 'queued' || item.status === 'uploading',
      canRetry: canRetryUpload(item),
      canRemove: item.status === 'success' || item.status === 'cancelled' || isUploadRefusedForGood(item),
    };
  }

  private receive(next: UploadQueueState<F>): void {
    const previous = new Map(this.state.items.map((item) => [item.id, item]));
    this.state = next;
    for (const item of next.items) {
      const message = this.stepMessage(previous.get(item.id), item);
      if (message !== null) this.announce(message);
    }
  }

  private stepMessage(before: UploadItem<F> | undefined, after: UploadItem<F>): string | null {
    const name = after.file.name;
    if (before?.status !== after.status) {
      if (after.status === 'uploading') return uploadAnnouncements.started(name);
      if (after.status === 'success') return uploadAnnouncements.succeeded(name);
      if (after.status === 'cancelled') return uploadAnnouncements.cancelled(name);
      if (after.status === 'error') return uploadAnnouncements.failed(name, after.failure?.message ?? '');
      return null;
    }
    if (after.status !== 'uploading') return null;
    const step = Math.floor(after.progress / PROGRESS_STEP);
    const previousStep = Math.floor(before.progress / PROGRESS_STEP);
    return step > previousStep && after.progress < 100
      ? uploadAnnouncements.progress(name, step * PROGRESS_STEP)
      : null;
  }

  private announce(message: string): void {
    this.announcement = message;
    this.announcementSequence += 1;
  }
}
