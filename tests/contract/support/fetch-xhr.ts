import type { XhrLike } from '@portail/adapters';

type Listener = () => void;
type ProgressListener = (event: ProgressEvent) => void;

/** Upload progress as XMLHttpRequestUpload reports it. */
class UploadProgressEvent extends Event implements ProgressEvent {
  constructor(
    readonly loaded: number,
    readonly total: number,
  ) {
    super('progress');
  }

  readonly lengthComputable = true;
}

const CHUNK_SIZE = 256;

/**
 * The part of XMLHttpRequest the upload transport uses, implemented over Node's fetch so the Pact consumer
 * test drives the real XhrUploadTransport (Node has no XMLHttpRequest). The FormData is encoded as
 * multipart exactly as fetch encodes it, then streamed in small chunks: each chunk pulled by fetch fires an
 * upload `progress` event (loaded/total), so progress is reported while the body is really being sent.
 * `withCredentials` is kept for the transport but has no effect in Node (no cookie jar).
 */
export class FetchXhr implements XhrLike {
  withCredentials = false;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly listeners = new Map<string, Listener[]>();
  private readonly progressListeners: ProgressListener[] = [];
  private readonly controller = new AbortController();
  /** Settles when the request has completed one way or another (tests await it). */
  done: Promise<void> = Promise.resolve();

  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener): void => {
      this.progressListeners.push(listener);
    },
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(body: FormData): void {
    this.done = this.run(body);
  }

  abort(): void {
    this.controller.abort();
  }

  private async run(form: FormData): Promise<void> {
    const encoded = new Request('http://encoder.invalid/', { method: 'POST', body: form });
    const contentType = encoded.headers.get('content-type');
    if (contentType !== null) this.headers.set('Content-Type', contentType);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (sent >= bytes.length) {
          controller.close();
          return;
        }
        const chunk = bytes.subarray(sent, sent + CHUNK_SIZE);
        sent += chunk.length;
        controller.enqueue(chunk);
        for (const listener of this.progressListeners) listener(new UploadProgressEvent(sent, bytes.length));
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: this.method,
      headers: this.headers,
      body,
      duplex: 'half',
      signal: this.controller.signal,
    };
    try {
      const response = await fetch(this.url, init);
      this.status = response.status;
      this.responseText = await response.text();
      this.emit('load');
    } catch (error) {
      if (this.controller.signal.aborted) this.emit('abort');
      else if (error instanceof TypeError) this.emit('error');
      else throw error;
    }
  }

  private emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
