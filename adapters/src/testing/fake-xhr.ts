import type { XhrLike } from '../upload/xhr-upload.transport.ts';

type Listener = () => void;
type ProgressListener = (event: ProgressEvent) => void;

/** An XMLHttpRequest stand-in: records what is sent; the test drives progress and completion. */
export class FakeXhr implements XhrLike {
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  sentBody: FormData | undefined;
  aborted = false;
  readonly headers = new Map<string, string>();
  private readonly listeners = new Map<string, Listener[]>();
  private readonly progressListeners: ProgressListener[] = [];

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
    this.sentBody = body;
  }

  abort(): void {
    this.aborted = true;
    this.emit('abort');
  }

  /** Simulates an upload progress event. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    const event = { loaded, total, lengthComputable } as ProgressEvent;
    for (const listener of this.progressListeners) listener(event);
  }

  /** Simulates the server's answer. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('load');
  }

  fail(): void {
    this.emit('error');
  }

  private emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
