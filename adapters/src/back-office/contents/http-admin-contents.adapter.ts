import type { AdminContentsPort, PortResult } from '@portail/application';
import type {
  ContentDetail,
  ContentImage,
  ContentPreview,
  ContentSearch,
  ContentSummary,
  ContentText,
  ContentVersion,
  ContentVersionSummary,
} from '@portail/domain';
import type { HttpAdapterOptions } from '../../http/http-adapter-options.ts';
import type { PortalHttp } from '../../http/http-client.factory.ts';
import { createPortalHttp } from '../../http/http-client.factory.ts';
import {
  toContentDetail,
  toContentSummary,
  toImage,
  toPreview,
  toVersion,
  toVersionSummary,
} from './admin-content-wire.ts';

/**
 * AdminContentsPort on `/api/admin/contents…` (openapi tag back-office, Pact provider back-office-api). Never
 * cached: staff read what was just written. Every write sends the version it applies to in the body.
 */
export class HttpAdminContentsAdapter implements AdminContentsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(search: ContentSearch): PortResult<readonly ContentSummary[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents', { params: { query: { ...search } } }),
      (items) => items.map(toContentSummary),
    );
  }

  get(id: string): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents/{id}', { params: { path: { id } } }),
      toContentDetail,
    );
  }

  saveDraft(id: string, version: number, text: ContentText): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.PUT('/api/admin/contents/{id}/draft', {
          params: { path: { id } },
          body: { version, title: text.title, content: text.content },
        }),
      toContentDetail,
    );
  }

  preview(id: string): PortResult<ContentPreview> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents/{id}/preview', { params: { path: { id } } }),
      toPreview,
    );
  }

  publish(id: string, version: number): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/admin/contents/{id}/publish', { params: { path: { id } }, body: { version } }),
      toContentDetail,
    );
  }

  unpublish(id: string, version: number): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/admin/contents/{id}/unpublish', { params: { path: { id } }, body: { version } }),
      toContentDetail,
    );
  }

  listVersions(id: string): PortResult<readonly ContentVersionSummary[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents/{id}/versions', { params: { path: { id } } }),
      (versions) => versions.map(toVersionSummary),
    );
  }

  getVersion(id: string, number: number): PortResult<ContentVersion> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.GET('/api/admin/contents/{id}/versions/{number}', {
          params: { path: { id, number: String(number) } },
        }),
      toVersion,
    );
  }

  restoreVersion(id: string, number: number, version: number): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/admin/contents/{id}/versions/{number}/restore', {
          params: { path: { id, number: String(number) } },
          body: { version },
        }),
      toContentDetail,
    );
  }

  createStaticPage(pageName: string, text: ContentText): PortResult<ContentDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/admin/contents', { body: { pageName, title: text.title, content: text.content } }),
      toContentDetail,
    );
  }

  listImages(): PortResult<readonly ContentImage[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/contents/images'),
      (images) => images.map(toImage),
    );
  }

  uploadImage(file: Blob, fileName: string, description: string): PortResult<ContentImage> {
    const { api, runner } = this.http;
    const form = new FormData();
    form.append('description', description);
    form.append('file', file, fileName);
    return runner.body(
      () =>
        api.POST('/api/admin/contents/images', {
          // The schema types the part as a string; the browser sends the FormData as is (its own boundary).
          body: { file: fileName, description },
          bodySerializer: () => form,
        }),
      toImage,
    );
  }
}
