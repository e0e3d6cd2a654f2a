import type {
  UploadFailure,
  UploadFileLike,
  UploadQueueState,
  UploadRejection,
  UploadStep,
  UploadedFile,
  ValidationResult,
} from '@portail/domain';
import {
  UPLOAD_MAX_AUTOMATIC_RETRIES,
  UPLOAD_RETRY_BASE_DELAY_MS,
  UPLOAD_STALL_TIMEOUT_MS,
  cancelUpload,
  catalogueMessage,
  completeUpload,
  createUploadQueue,
  dangerToastCatalogue,
  enqueueUploads,
  failStalledUploads,
  failUpload,
  findUploadItem,
  isRetryableUploadStatus,
  nextUploadRetryDelay,
  removeUpload,
  reportUploadProgress,
  retryUpload,
  shouldAutoRetryUpload,
  uploadedFilesOf,
  validateUploadField,
} from '@portail/domain';
import type { UploadError, UploadHandle, UploadTransportPort } from '../ports/upload-transport.port.ts';
import type { Result } from '../result.ts';
import type { ScheduledTask, UseCaseClock, UseCaseScheduler } from './use-case-clock.ts';
import type { UploadQueueListener, UploadQueueRunnerOptions } from './upload-queue-runner.options.ts';
import { uploadRequestOf } from './upload-queue-runner.options.ts';

export type { UploadQueueListener, UploadQueueRunnerOptions } from './upload-queue-runner.options.ts';

/** The upload being sent; callbacks of an older attempt are recognised (and ignored) by identity. */
interface ActiveUpload {
  readonly itemId: string;
  handle: UploadHandle | undefined;
}

/**
 * Drives the domain upload queue with the upload transport (spec §4 upload item, §9 upload area): one upload
 * at a time, progress, automatic retry of retryable failures with exponential backoff, stall detection (no
 * progress for 30 s → error), cancel, manual re-upload and removal. Items are never lost on failure.
 * Time goes through the injected clock and scheduler only.
 */
export class UploadQueueRunner<F extends UploadFileLike> {
  private current: UploadQueueState<F>;
  private active: ActiveUpload | undefined;
  private stallTimer: ScheduledTask | undefined;
  private readonly retryTimers = new Map<string, ScheduledTask>();
  private readonly listeners = new Set<UploadQueueListener<F>>();
  private readonly stallMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private disposed = false;

  constructor(
    private readonly transport: Pick<UploadTransportPort<F>, 'upload'>,
    private readonly clock: UseCaseClock,
    private readonly scheduler: UseCaseScheduler,
    private readonly options: UploadQueueRunnerOptions,
  ) {
    this.current = createUploadQueue<F>(options.inputName, options.constraints);
    this.stallMs = options.stallTimeoutMs ?? UPLOAD_STALL_TIMEOUT_MS;
    this.maxRetries = options.maxAutomaticRetries ?? UPLOAD_MAX_AUTOMATIC_RETRIES;
    this.retryBaseMs = options.retryBaseDelayMs ?? UPLOAD_RETRY_BASE_DELAY_MS;
  }

  get state(): UploadQueueState<F> {
    return this.current;
  }

  /** Files the server stored, for the form data. */
  get uploadedFiles(): readonly UploadedFile[] {
    return uploadedFilesOf(this.current);
  }

  /** Issues that keep the form from being submitted ('Téléversement en cours...', required document). */
  get validation(): ValidationResult {
    return validateUploadField(this.current);
  }

  /** Called after every change of the queue; returns the unsubscribe function. */
  subscribe(listener: UploadQueueListener<F>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Files picked or dropped by the member; the refused ones are returned with their reasons. */
  add(files: readonly F[]): readonly UploadRejection[] {
    this.assertUsable();
    const step = enqueueUploads(this.current, files, this.clock.now());
    this.apply(step);
    return step.rejections;
  }

  /** Cancels a queued or uploading item (the upload in flight is aborted). */
  cancel(itemId: string): boolean {
    this.assertUsable();
    return this.apply(cancelUpload(this.current, itemId, this.clock.now()));
  }

  /** The re-upload button of an error (or cancelled) item: it is queued again with a fresh retry budget. */
  retry(itemId: string): boolean {
    this.assertUsable();
    this.cancelRetryTimer(itemId);
    return this.apply(retryUpload(this.current, itemId, this.clock.now()));
  }

  /** Removes a non-error item. */
  remove(itemId: string): boolean {
    this.assertUsable();
    const removed = this.apply(removeUpload(this.current, itemId, this.clock.now()));
    if (removed) this.cancelRetryTimer(itemId);
    return removed;
  }

  /** Aborts the upload in flight and stops every timer (the screen is left). */
  dispose(): void {
    this.disposed = true;
    this.abortActive();
    for (const timer of this.retryTimers.values()) timer.cancel();
    this.retryTimers.clear();
    this.listeners.clear();
  }

  private assertUsable(): void {
    if (this.disposed) throw new Error('The upload queue runner has been disposed');
  }

  private apply(step: UploadStep<F>): boolean {
    if (!step.changed) return false;
    this.current = step.state;
    for (const command of step.commands) {
      if (command.kind === 'abort') {
        if (this.active?.itemId === command.itemId) this.abortActive();
      } else {
        this.start(command.itemId);
      }
    }
    this.scheduleAutomaticRetries();
    for (const listener of this.listeners) listener(this.current);
    return true;
  }

  private start(itemId: string): void {
    const item = findUploadItem(this.current, itemId);
    if (item === undefined) return;
    const active: ActiveUpload = { itemId, handle: undefined };
    this.active = active;
    const handle = this.transport.upload(uploadRequestOf(item.file, this.options), (percent) => {
      if (this.active === active)
        this.apply(reportUploadProgress(this.current, itemId, percent, this.clock.now()));
    });
    active.handle = handle;
    this.armStallTimer(this.stallMs);
    void handle.result.then(
      (result) => this.settle(active, result),
      (error: unknown) => {
        // A transport that rejects is a bug: the item fails (it stays listed) and the error propagates.
        const crash: UploadError = { ...catalogueMessage(dangerToastCatalogue.uploadFailed), aborted: false };
        this.settle(active, { ok: false, error: crash });
        throw error;
      },
    );
  }

  private settle(active: ActiveUpload, result: Result<UploadedFile, UploadError>): void {
    if (this.active !== active) return; // an aborted or stalled attempt answering late
    this.active = undefined;
    this.cancelStallTimer();
    const now = this.clock.now();
    if (result.ok) {
      this.apply(completeUpload(this.current, active.itemId, result.value.remoteFileName, now));
    } else if (result.error.aborted) {
      this.apply(cancelUpload(this.current, active.itemId, now));
    } else {
      const failure: UploadFailure = {
        message: result.error.message,
        retryable: isRetryableUploadStatus(result.error.status ?? 0),
      };
      this.apply(failUpload(this.current, active.itemId, failure, now));
    }
  }

  /** Schedules the automatic retry of every failed item that qualifies and has none pending. */
  private scheduleAutomaticRetries(): void {
    for (const item of this.current.items) {
      if (this.retryTimers.has(item.id) || !shouldAutoRetryUpload(item, this.maxRetries)) continue;
      const delay = nextUploadRetryDelay(item.attempt, this.retryBaseMs);
      const timer = this.scheduler.schedule(delay, () => {
        this.retryTimers.delete(item.id);
        this.apply(retryUpload(this.current, item.id, this.clock.now(), { automatic: true }));
      });
      this.retryTimers.set(item.id, timer);
    }
  }

  private armStallTimer(delayMs: number): void {
    this.cancelStallTimer();
    this.stallTimer = this.scheduler.schedule(delayMs, () => {
      this.stallTimer = undefined;
      this.checkStall();
    });
  }

  /** Fails the upload when it made no progress for the stall timeout; otherwise waits for the rest of it. */
  private checkStall(): void {
    const now = this.clock.now();
    if (this.apply(failStalledUploads(this.current, now, this.stallMs))) return;
    const uploading =
      this.active === undefined ? undefined : findUploadItem(this.current, this.active.itemId);
    if (uploading?.status !== 'uploading') return;
    const since = uploading.lastProgressAt ?? uploading.startedAt ?? now;
    this.armStallTimer(Math.max(1, since + this.stallMs - now));
  }

  private abortActive(): void {
    const active = this.active;
    this.active = undefined;
    this.cancelStallTimer();
    active?.handle?.abort();
  }

  private cancelStallTimer(): void {
    this.stallTimer?.cancel();
    this.stallTimer = undefined;
  }

  private cancelRetryTimer(itemId: string): void {
    this.retryTimers.get(itemId)?.cancel();
    this.retryTimers.delete(itemId);
  }
}
