import type { FaqPort, FaqRating, PortResult } from '@portail/application';
import type { FaqCategory, FaqQuestion } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { requestCacheKey } from '../http/request-cache.ts';

type Schemas = components['schemas'];

function question(wire: Schemas['FaqQuestion']): FaqQuestion {
  return {
    title: wire.title,
    content: wire.content,
    clickCode: wire.clickCode,
    rateCode: wire.rateCode,
    related: wire.related.map(({ title, content, clickCode, order }) => ({
      title,
      content,
      clickCode,
      order,
    })),
  };
}

function category(wire: Schemas['FaqCategory']): FaqCategory {
  return { name: wire.name, order: wire.order, items: wire.items.map(question) };
}

/** FaqPort on the FAQ API (openapi tag faq, Pact provider faq-api). Popular and categories are cached. */
export class HttpFaqAdapter implements FaqPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getPopular(userType: string): PortResult<readonly FaqQuestion[]> {
    const { api, runner } = this.http;
    return this.cached('/api/faq/popular', { userType }, () =>
      runner.body(
        () => api.GET('/api/faq/popular', { params: { query: { userType } } }),
        (items) => items.map(question),
      ),
    );
  }

  getCategories(userType: string): PortResult<readonly FaqCategory[]> {
    const { api, runner } = this.http;
    return this.cached('/api/faq/categories', { userType }, () =>
      runner.body(
        () => api.GET('/api/faq/categories', { params: { query: { userType } } }),
        (items) => items.map(category),
      ),
    );
  }

  search(query: string, userType: string, getPopular?: boolean): PortResult<readonly FaqQuestion[]> {
    const { api, runner } = this.http;
    const params = getPopular === undefined ? { query, userType } : { query, userType, getPopular };
    return runner.body(
      () => api.GET('/api/faq/search', { params: { query: params } }),
      (items) => items.map(question),
    );
  }

  getContent(clickCode: string, userType: string): PortResult<FaqQuestion> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/faq/content', { params: { query: { userType, id: clickCode } } }),
      question,
    );
  }

  click(clickCode: string, userType: string): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/faq/click', { body: { clickCode, userType } }));
  }

  rate(rating: FaqRating, userType: string): PortResult<void> {
    const { api, runner } = this.http;
    const comment = rating.comment?.trim() ?? '';
    const body = {
      rateCode: rating.rateCode,
      isUseful: rating.isUseful,
      userType,
      ...(comment === '' ? {} : { comment }),
    };
    return runner.done(() => api.POST('/api/faq/useful', { body }));
  }

  private cached<T>(
    path: string,
    query: Readonly<Record<string, string>>,
    load: () => PortResult<T>,
  ): PortResult<T> {
    const cache = this.options.cache;
    return cache === undefined ? load() : cache.getOrLoad(requestCacheKey(path, query), load);
  }
}
