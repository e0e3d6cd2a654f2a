import type {
  ActOutcome,
  PortError,
  PortResult,
  ResourcePort,
  ResourceQuery,
  Result,
} from '@portail/application';
import { err, ok } from '@portail/application';
import { contentDispositionFilename } from '../files/content-disposition.ts';
import type { BrowserFilesPort } from '../files/browser-files.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { unexpectedBodyError } from '../http/error-mapping.ts';
import { requestCacheKey } from '../http/request-cache.ts';
import type { ResourceRoutesRegistry } from './resource-routes.registry.ts';

export interface HttpResourceAdapterOptions extends HttpAdapterOptions {
  readonly registry: ResourceRoutesRegistry;
  readonly files: BrowserFilesPort;
}

const FORM_NAME = /^[a-z0-9-]+$/;

function actOutcome(data: unknown): ActOutcome {
  const body = typeof data === 'object' && data !== null ? data : {};
  return {
    isModeGestionManuel: 'isModeGestionManuel' in body && body.isModeGestionManuel === true,
    isAccuseReceptionActive: 'isAccuseReceptionActive' in body && body.isAccuseReceptionActive === true,
  };
}

/** The generic resource layer of spec §7 on HTTP, routes from the registry. */
export class HttpResourceAdapter implements ResourcePort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpResourceAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  get(
    kind: string,
    options: { readonly id?: string; readonly query?: ResourceQuery } = {},
  ): PortResult<unknown> {
    const { path, cacheTtlMs } = this.options.registry.resolve(kind);
    const target = options.id === undefined ? path : `${path}/${encodeURIComponent(options.id)}`;
    const load = (): Promise<Result<unknown, PortError>> =>
      this.http.runner.body(
        () => this.http.raw.send('GET', target, { query: options.query ?? {} }),
        (d) => d,
      );
    const cache = this.options.cache;
    if (cache === undefined) return load();
    return cache.getOrLoad(requestCacheKey(target, options.query), load, cacheTtlMs);
  }

  viewerUrl(kind: string, id: string): string {
    const { path } = this.options.registry.resolve(kind);
    return this.http.raw.url(`${path}/${encodeURIComponent(id)}/visionneuse`);
  }

  async export(kind: string, query: ResourceQuery = {}): PortResult<void> {
    const { path } = this.options.registry.resolve(kind);
    const result = await this.http.runner.run(() =>
      this.http.raw.send('GET', `${path}/export`, { query, parseAs: 'blob' }),
    );
    if (!result.ok) return result;
    const { data, response } = result.value;
    if (!(data instanceof Blob)) return err(unexpectedBodyError(response.status));
    const filename =
      contentDispositionFilename(response.headers.get('Content-Disposition')) ?? `${kind}-export`;
    this.options.files.download(data, filename);
    return ok(undefined);
  }

  async print(
    kind: string,
    options: { readonly query?: ResourceQuery; readonly body?: unknown } = {},
  ): PortResult<void> {
    const { path } = this.options.registry.resolve(kind);
    const method = options.body === undefined ? 'GET' : 'POST';
    const result = await this.http.runner.run(() =>
      this.http.raw.send(method, `${path}/print`, {
        query: options.query ?? {},
        body: options.body,
        parseAs: 'blob',
      }),
    );
    if (!result.ok) return result;
    const { data, response } = result.value;
    if (!(data instanceof Blob)) return err(unexpectedBodyError(response.status));
    this.options.files.openInNewTab(data);
    return ok(undefined);
  }

  async update(kind: string, body: unknown): PortResult<unknown> {
    const { path } = this.options.registry.resolve(kind);
    const result = await this.http.runner.run(() => this.http.raw.send('POST', path, { body }));
    if (result.ok) this.options.cache?.clear();
    return result.ok ? ok(result.value.data) : result;
  }

  submitAct(formName: string, data: Readonly<Record<string, unknown>>): PortResult<ActOutcome> {
    return this.postForm(`/api/forms/${this.checkedFormName(formName)}/form`, data);
  }

  submitOnlineSale(formName: string, data: Readonly<Record<string, unknown>>): PortResult<ActOutcome> {
    return this.postForm(`/api/vel/${this.checkedFormName(formName)}/vel`, data);
  }

  private async postForm(path: string, data: Readonly<Record<string, unknown>>): PortResult<ActOutcome> {
    const result = await this.http.runner.run(() => this.http.raw.send('POST', path, { body: { data } }));
    return result.ok ? ok(actOutcome(result.value.data)) : result;
  }

  /** Form names are code constants: anything else is a programming error. */
  private checkedFormName(formName: string): string {
    if (!FORM_NAME.test(formName)) throw new Error(`Invalid form name "${formName}": expected [a-z0-9-]+`);
    return formName;
  }
}
