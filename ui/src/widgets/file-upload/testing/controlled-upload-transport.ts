import type {
  UploadableFile,
  UploadError,
  UploadHandle,
  UploadRequest,
  UploadTransportPort,
} from '@portail/application';
import { err, ok } from '@portail/application';
import type { UploadedFile } from '@portail/domain';

type UploadOutcome = Awaited<UploadHandle['result']>;

/** One upload the fake transport received; the test drives it. */
export class ControlledUpload<F extends UploadableFile> {
  aborted = false;
  settled = false;
  private resolve!: (outcome: UploadOutcome) => void;
  readonly result = new Promise<UploadOutcome>((resolve) => {
    this.resolve = resolve;
  });

  constructor(
    readonly request: UploadRequest<F>,
    private readonly onProgress: (percent: number) => void,
  ) {}

  progress(percent: number): void {
    this.onProgress(percent);
  }

  succeed(remoteFileName = `remote-${this.request.file.name}`): void {
    const file: UploadedFile = {
      remoteFileName,
      localFileName: this.request.file.name,
      size: this.request.file.size,
      inputName: this.request.inputName ?? 'file',
    };
    this.settle(ok(file));
  }

  fail(status: number, message = 'Une erreur est survenue'): void {
    const error: UploadError = {
      code: `HTTP.${status}`,
      message,
      severity: 'danger',
      status,
      aborted: false,
    };
    this.settle(err(error));
  }

  abort(): void {
    this.aborted = true;
    this.settle(
      err({ code: 'UPLOAD.ABORTED', message: 'Annulé', severity: 'danger', status: 0, aborted: true }),
    );
  }

  private settle(outcome: UploadOutcome): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(outcome);
  }
}

/** Upload transport whose uploads stay open until the test settles them. */
export class ControlledUploadTransport<F extends UploadableFile> implements UploadTransportPort<F> {
  readonly uploads: ControlledUpload<F>[] = [];

  upload(request: UploadRequest<F>, onProgress: (percent: number) => void): UploadHandle {
    const upload = new ControlledUpload(request, onProgress);
    this.uploads.push(upload);
    return { result: upload.result, abort: () => upload.abort() };
  }

  /** The upload currently open (the last one not settled). */
  get open(): ControlledUpload<F> {
    const open = this.uploads.filter((upload) => !upload.settled);
    const last = open[open.length - 1];
    if (last === undefined) throw new Error('no upload in progress');
    return last;
  }

  get openCount(): number {
    return this.uploads.filter((upload) => !upload.settled).length;
  }
}

/** A file as the upload queue sees it. */
export interface TestFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export function aFile(name: string, size = 1024, type = 'application/pdf'): TestFile {
  return { name, size, type };
}
