import type { ContentDetail } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { PortError } from '../../../ports/port-error.ts';
import { err, ok } from '../../../result.ts';
import { CreateStaticPage } from './create-static-page.use-case.ts';
import { PublishContent } from './publish-content.use-case.ts';
import { SaveContentDraft } from './save-content-draft.use-case.ts';
import { SearchContents } from './search-contents.use-case.ts';
import { UnpublishStaticPage } from './unpublish-static-page.use-case.ts';
import { UploadContentImage } from './upload-content-image.use-case.ts';

const item = { id: 'cms-page-cgu', kind: 'page', published: true, version: 3 } as const;
const detail = { ...item, title: 'CGU' } as unknown as ContentDetail;
const stale: PortError = {
  code: 'HTTP.OTHER',
  message: 'Ce contenu a été modifié…',
  severity: 'danger',
  status: 409,
  server: { code: 'FLOW.CONTENUS_VERSION_PERIMEE', message: 'Ce contenu a été modifié…' },
};

/** A port fake recording its calls; every write answers `answer`. */
function fakePort(answer: Awaited<ReturnType<AdminContentsPort['saveDraft']>> = ok(detail)) {
  const calls: unknown[][] = [];
  const port = {
    saveDraft: async (...args: unknown[]) => (calls.push(['saveDraft', ...args]), answer),
    publish: async (...args: unknown[]) => (calls.push(['publish', ...args]), answer),
    unpublish: async (...args: unknown[]) => (calls.push(['unpublish', ...args]), answer),
    createStaticPage: async (...args: unknown[]) => (calls.push(['createStaticPage', ...args]), answer),
    list: async (...args: unknown[]) => (calls.push(['list', ...args]), ok([])),
    uploadImage: async (...args: unknown[]) => (calls.push(['uploadImage', ...args]), err(stale)),
  };
  return { port, calls };
}

describe('« Contenus » use cases', () => {
  it('saves a draft with a trimmed title and returns the saved item', async () => {
    const { port, calls } = fakePort();
    const outcome = await new SaveContentDraft(port).execute('cms-page-cgu', 3, {
      title: '  CGU ',
      content: '<p>x</p>',
    });
    expect(outcome).toEqual({ kind: 'done', value: detail });
    expect(calls).toEqual([['saveDraft', 'cms-page-cgu', 3, { title: 'CGU', content: '<p>x</p>' }]]);
  });

  it('refuses an empty title or one holding < or > without calling the server', async () => {
    const { port, calls } = fakePort();
    const save = new SaveContentDraft(port);
    expect(await save.execute('x', 0, { title: '  ', content: '' })).toMatchObject({
      kind: 'failed',
      message: { code: 'FLOW.CONTENUS_TITRE_OBLIGATOIRE', message: 'Le titre est obligatoire.' },
    });
    expect(await save.execute('x', 0, { title: '<b>', content: '' })).toMatchObject({
      message: { code: 'FLOW.CONTENUS_TITRE_TEXTE' },
    });
    expect(calls).toEqual([]);
  });

  it('tells a stale version apart (409 FLOW.CONTENUS_VERSION_PERIMEE) with the catalogue message', async () => {
    const { port } = fakePort(err(stale));
    expect(await new PublishContent(port).execute('cms-page-cgu', 2)).toMatchObject({
      kind: 'stale',
      message: {
        code: 'FLOW.CONTENUS_VERSION_PERIMEE',
        message: expect.stringContaining("quelqu'un d'autre"),
      },
    });
    const other = { ...stale, status: 500, server: { code: 'SERVER_ERROR', message: 'Une erreur' } };
    expect(await new PublishContent(fakePort(err(other)).port).execute('x', 1)).toMatchObject({
      kind: 'failed',
      message: { code: 'SERVER_ERROR' },
    });
  });

  it('unpublishes only a published static page', async () => {
    const { port, calls } = fakePort();
    const unpublish = new UnpublishStaticPage(port);
    expect(await unpublish.execute({ ...item, kind: 'block' })).toMatchObject({
      message: { code: 'FLOW.CONTENUS_DEPUBLICATION_IMPOSSIBLE' },
    });
    expect(await unpublish.execute(item)).toMatchObject({ kind: 'done' });
    expect(calls).toEqual([['unpublish', 'cms-page-cgu', 3]]);
  });

  it('creates a static page only with a valid name', async () => {
    const { port, calls } = fakePort();
    const create = new CreateStaticPage(port);
    expect(await create.execute('Plan du site', { title: 'Plan', content: '' })).toMatchObject({
      message: { code: 'FLOW.CONTENUS_NOM_PAGE_INVALIDE' },
    });
    expect(await create.execute(' plan-du-site ', { title: 'Plan', content: '' })).toMatchObject({
      kind: 'done',
    });
    expect(calls).toEqual([['createStaticPage', 'plan-du-site', { title: 'Plan', content: '' }]]);
  });

  it('searches without blank filters, the text trimmed', async () => {
    const { port, calls } = fakePort();
    await new SearchContents(port).execute({ name: ' ', kind: 'page', text: '  carte   vitale ' });
    expect(calls).toEqual([['list', { kind: 'page', text: 'carte vitale' }]]);
  });

  it('refuses an image of another type or over 2 MB before sending it', async () => {
    const { port, calls } = fakePort();
    const upload = new UploadContentImage(port);
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await upload.execute(svg, '')).toMatchObject({
      message: { code: 'FLOW.CONTENUS_IMAGE_TYPE_REFUSE' },
    });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'x.png', { type: 'image/png' });
    expect(await upload.execute(big, '')).toMatchObject({
      message: {
        code: 'FLOW.CONTENUS_IMAGE_TROP_GRANDE',
        message: "L'image dépasse la taille maximale de 2 Mo.",
      },
    });
    expect(calls).toEqual([]);
  });
});
