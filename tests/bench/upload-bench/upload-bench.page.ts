/**
 * Bench page (built by tests/bench/upload.bench.ts): the file picked in #fichier goes through the app's
 * upload path — the application's UploadQueueRunner driving the adapters' XhrUploadTransport, with the
 * app's request context — exactly as the member area's upload area does.
 */
import { storageRequestContext, WebStorageAdapter, XhrUploadTransport } from '@portail/adapters';
import { UploadQueueRunner } from '@portail/application';

export interface BenchUploadResult {
  readonly ms: number;
  readonly bytes: number;
  readonly progressUpdates: number;
}

declare global {
  interface Window {
    benchUpload(): Promise<BenchUploadResult>;
    benchPlainXhr(token: string): Promise<BenchUploadResult>;
  }
}

function pickedFile(): File {
  const file = document.querySelector<HTMLInputElement>('#fichier')?.files?.[0];
  if (file === undefined) throw new Error('no file selected');
  return file;
}

/** Reference: the browser alone (one XMLHttpRequest with FormData, no application code). */
window.benchPlainXhr = (token: string) =>
  new Promise<BenchUploadResult>((resolve, reject) => {
    const file = pickedFile();
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    let progressUpdates = 0;
    const started = performance.now();
    xhr.upload.addEventListener('progress', () => (progressUpdates += 1));
    xhr.addEventListener('load', () =>
      xhr.status === 200
        ? resolve({ ms: performance.now() - started, bytes: file.size, progressUpdates })
        : reject(new Error(`upload answered ${xhr.status}`)),
    );
    xhr.addEventListener('error', () => reject(new Error('network error')));
    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.send(form);
  });

window.benchUpload = () =>
  new Promise<BenchUploadResult>((resolve, reject) => {
    const file = pickedFile();
    const transport = new XhrUploadTransport<File>({
      xhrFactory: () => new XMLHttpRequest(),
      context: storageRequestContext(new WebStorageAdapter(window.sessionStorage)),
    });
    const runner = new UploadQueueRunner<File>(
      transport,
      { now: () => Date.now() },
      {
        schedule: (delayMs, task) => {
          const handle = setTimeout(task, delayMs);
          return { cancel: () => clearTimeout(handle) };
        },
      },
      { inputName: 'bench', maxAutomaticRetries: 0 },
    );
    let progressUpdates = 0;
    const started = performance.now();
    runner.subscribe((state) => {
      const item = state.items[0];
      if (item?.status === 'uploading') progressUpdates += 1;
      if (item?.status === 'success') {
        resolve({ ms: performance.now() - started, bytes: file.size, progressUpdates });
        runner.dispose();
      } else if (item?.status === 'error') {
        reject(new Error(item.failure?.message ?? 'upload failed'));
        runner.dispose();
      }
    });
    runner.add([file]);
  });
