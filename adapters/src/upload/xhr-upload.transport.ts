import type {
  UploadableFile,
  UploadError,
  UploadHandle,
  UploadRequest,
  UploadTransportPort,
} from '@portail/application';
import { err, ok } from '@portail/application';
import type { UploadedFile } from '@portail/domain';
import { uploadFailureToast } from '@portail/domain';
import type { CsrfOptions } from '../http/csrf.ts';
import { csrfHeaderFor, defaultCsrfOptions } from '../http/csrf.ts';
import type { RequestContext } from '../http/request-context.ts';
import { anonymousRequestContext, portalRequestHeaders } from '../http/request-context.ts';
import { readUploadResponse } from './upload-response.ts';

/** The part of XMLHttpRequest the transport uses (a fake implements it in tests). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  withCredentials: boolean;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: ProgressEvent) => void): void;
  };
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
  readonly status: number;
  readonly responseText: string;
  send(body: FormData): void;
  abort(): void;
}

export interface XhrUploadTransportOptions {
  /** Upload endpoint as the browser sees it; '/api/upload' by default. */
  readonly url?: string;
  readonly xhrFactory: () => XhrLike;
  /** Multipart field of the file when the request gives none; 'file' by default. */
  readonly alias?: string;
  /** Name of the auth header; 'Authorization' by default. */
  readonly authHeaderName?: string;
  /** Value of the auth header, when the deployment uses one (sessions travel in cookies otherwise). */
  readonly authToken?: () => string | undefined;
  readonly context?: RequestContext;
  readonly csrf?: Partial<CsrfOptions>;
}

export const DEFAULT_UPLOAD_URL = '/api/upload';
export const DEFAULT_UPLOAD_ALIAS = 'file';
export const DEFAULT_UPLOAD_AUTH_HEADER = 'Authorization';

function failure(body: unknown, status: number, aborted = false): UploadError {
  return Object.freeze({ ...uploadFailureToast(body), status, aborted });
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * Multipart upload on XMLHttpRequest, for its real upload progress events (spec §7 File upload):
 * credentials included, the portal headers, the anti-forgery header (same-origin URL only), the auth
 * header when configured. Success is 200–299 or 304 with fileNames[0].
 */
export class XhrUploadTransport<F extends UploadableFile & Blob = File> implements UploadTransportPort<F> {
  private readonly url: string;
  private readonly alias: string;
  private readonly authHeaderName: string;
  private readonly context: RequestContext;
  private readonly csrf: CsrfOptions;

  constructor(private readonly options: XhrUploadTransportOptions) {
    this.url = options.url ?? DEFAULT_UPLOAD_URL;
    this.alias = options.alias ?? DEFAULT_UPLOAD_ALIAS;
    this.authHeaderName = options.authHeaderName ?? DEFAULT_UPLOAD_AUTH_HEADER;
    this.context = options.context ?? anonymousRequestContext;
    this.csrf = defaultCsrfOptions(options.csrf);
  }

  upload(request: UploadRequest<F>, onProgress: (percent: number) => void): UploadHandle {
    const alias = request.alias ?? this.alias;
    const form = new FormData();
    form.append(alias, request.file, request.file.name);
    for (const [name, value] of Object.entries(request.extraParams ?? {})) form.append(name, value);
    if (request.indexGed !== undefined && request.indexGed !== '') form.append('indexGed', request.indexGed);

    const xhr = this.options.xhrFactory();
    const result = new Promise<Awaited<UploadHandle['result']>>((resolve) => {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      });
      xhr.addEventListener('load', () => resolve(this.settle(xhr, request, alias)));
      xhr.addEventListener('error', () => resolve(err(failure(undefined, 0))));
      xhr.addEventListener('timeout', () => resolve(err(failure(undefined, 0))));
      xhr.addEventListener('abort', () => resolve(err(failure(undefined, 0, true))));
    });

    xhr.open('POST', this.url);
    xhr.withCredentials = true;
    for (const [name, value] of portalRequestHeaders(this.context)) xhr.setRequestHeader(name, value);
    const csrfHeader = csrfHeaderFor('POST', this.url, this.csrf);
    if (csrfHeader !== undefined) xhr.setRequestHeader(csrfHeader[0], csrfHeader[1]);
    const token = this.options.authToken?.();
    if (token !== undefined && token !== '') xhr.setRequestHeader(this.authHeaderName, token);
    xhr.send(form);

    return { result, abort: () => xhr.abort() };
  }

  private settle(xhr: XhrLike, request: UploadRequest<F>, alias: string): Awaited<UploadHandle['result']> {
    const body = parseBody(xhr.responseText);
    const success = (xhr.status >= 200 && xhr.status < 300) || xhr.status === 304;
    if (!success) return err(failure(body, xhr.status));
    const stored = readUploadResponse(body);
    if (stored === undefined) return err(failure(body, xhr.status));
    const uploaded: UploadedFile = {
      remoteFileName: stored.remoteFileName,
      localFileName: stored.localFileName ?? request.file.name,
      size: stored.size ?? request.file.size,
      inputName: request.inputName ?? alias,
    };
    return ok(uploaded);
  }
}
