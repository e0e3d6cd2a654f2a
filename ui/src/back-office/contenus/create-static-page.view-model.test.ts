import { CreateStaticPage, ok } from '@portail/application';
import type { AdminContentsPort } from '@portail/application';
import type { ContentDetail } from '@portail/domain';
import { describe, expect, it, vi } from 'vitest';
import { CreateStaticPageViewModel } from './create-static-page.view-model.ts';
import { InMemoryContents } from './testing/in-memory-contents.ts';

function creating() {
  const page: ContentDetail = {
    ...new InMemoryContents().item,
    kind: 'page',
    name: 'Pages_Statiques',
    published: false,
  };
  const createStaticPage = vi.fn<AdminContentsPort['createStaticPage']>(() => Promise.resolve(ok(page)));
  return {
    model: new CreateStaticPageViewModel(new CreateStaticPage({ createStaticPage })),
    createStaticPage,
    page,
  };
}

describe('creating a static page', () => {
  it('creates the draft page with its name and title, and shows its address', async () => {
    const { model, createStaticPage, page } = creating();
    expect(model.route).toBe('#/page/…');
    model.setPageName('plan-d-acces');
    model.setTitle('Plan d’accès');
    expect(model.route).toBe('#/page/plan-d-acces');
    expect(await model.submit()).toBe(page);
    expect(createStaticPage).toHaveBeenCalledWith('plan-d-acces', { title: 'Plan d’accès', content: '' });
    expect(model.failure).toBeNull();
  });

  it('refuses an invalid name or an empty title in French, before any call', async () => {
    const { model, createStaticPage } = creating();
    model.setPageName('Plan d’accès');
    model.setTitle('Plan');
    expect(await model.submit()).toBeNull();
    expect(model.failure).toMatch(/lettres minuscules/u);
    model.setPageName('plan');
    model.setTitle(' ');
    expect(await model.submit()).toBeNull();
    expect(model.failure).toBe('Le titre est obligatoire.');
    expect(createStaticPage).not.toHaveBeenCalled();
  });
});
