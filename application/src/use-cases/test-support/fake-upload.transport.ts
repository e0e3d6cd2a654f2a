import type { UploadedFile, UploadFileLike } from '@portail/domain';
import { expect } from 'vitest';
import type {
  UploadError,
  UploadHandle,
  UploadRequest,
  UploadTransportPort,
} from '../../ports/upload-transport.port.ts';
import type { Result } from '../../result.ts';
import { err, ok } from '../../result.ts';

/** A test file: what a browser File offers the queue. */
export function aFile(name: string, size = 1024, type = 'application/pdf'): UploadFileLike {
  return { name, size, type };
}

/** One upload the fake transport was asked for; the test drives it. */
export class FakeUpload {
  aborted = false;
  private resolve: ((result: Result<UploadedFile, UploadError>) => void) | undefined;
  readonly result: Promise<Result<UploadedFile, UploadError>>;

  constructor(
    readonly request: UploadRequest<UploadFileLike>,
    private readonly onProgress: (percent: number) => void,
  ) {
    this.result = new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  progress(percent: number): void {
    this.onProgress(percent);
  }

  succeed(remoteFileName = `remote-${this.request.file.name}`): Promise<void> {
    return this.finish(
      ok({
        remoteFileName,
        localFileName: this.request.file.name,
        size: this.request.file.size,
        inputName: this.request.inputName ?? 'file',
      }),
    );
  }

  fail(status: number, message = 'Une erreur est survenue'): Promise<void> {
    return this.finish(
      err({ code: 'TOAST.UPLOAD_FAILED', message, severity: 'danger', status, aborted: false }),
    );
  }

  /** What the XHR transport does on abort(): the result settles as an aborted failure. */
  abort(): void {
    this.aborted = true;
    void this.finish(
      err({
        code: 'TOAST.UPLOAD_FAILED',
        message: 'Une erreur est survenue',
        severity: 'danger',
        status: 0,
        aborted: true,
      }),
    );
  }

  /** Settles the result and lets the runner's continuation run. */
  private async finish(result: Result<UploadedFile, UploadError>): Promise<void> {
    this.resolve?.(result);
    this.resolve = undefined;
    await this.result;
    await Promise.resolve();
  }
}

/** Upload transport whose uploads only progress and end when the test says so. */
export class FakeUploadTransport implements UploadTransportPort<UploadFileLike> {
  readonly uploads: FakeUpload[] = [];

  upload(request: UploadRequest<UploadFileLike>, onProgress: (percent: number) => void): UploadHandle {
    const upload = new FakeUpload(request, onProgress);
    this.uploads.push(upload);
    return { result: upload.result, abort: () => upload.abort() };
  }

  /** The most recent upload; fails the test when there is none. */
  latest(): FakeUpload {
    const upload = this.uploads.at(-1);
    if (upload === undefined) throw new Error('No upload was started');
    return upload;
  }

  expectStartedFiles(names: readonly string[]): void {
    expect(
      this.uploads.map((upload) => upload.request.file.name),
      'uploads started',
    ).toEqual(names);
  }
}
