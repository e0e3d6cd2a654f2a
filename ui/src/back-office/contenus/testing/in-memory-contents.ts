import { err, ok } from '@portail/application';
import type { AdminContentsPort, PortError } from '@portail/application';
import type { ContentDetail, ContentText, ContentVersion } from '@portail/domain';

/** The 409 the server answers a write on a stale version. */
export const STALE: PortError = {
  code: 'HTTP.OTHER',
  message: 'Conflit',
  severity: 'danger',
  status: 409,
  server: { code: 'FLOW.CONTENUS_VERSION_PERIMEE', message: 'Conflit' },
};

export const UNAVAILABLE: PortError = {
  code: 'HTTP.503',
  message: 'Service momentanément indisponible',
  severity: 'danger',
  status: 503,
};

const AT = new Date('2026-11-26T09:00:00Z');

/**
 * A hand-written fake of the contents API for one item (`cms-register-help`): versions checked like the server
 * (a write on another version is a 409), every publication kept as a version, restore = publish again.
 */
export class InMemoryContents implements Pick<
  AdminContentsPort,
  'get' | 'saveDraft' | 'publish' | 'unpublish' | 'listVersions' | 'getVersion' | 'restoreVersion' | 'preview'
> {
  item: ContentDetail;
  readonly published: ContentVersion[] = [];
  fail: PortError | null = null;

  constructor(text: ContentText = { title: "Besoin d'aide ?", content: '<p>Appelez-nous.</p>' }) {
    this.item = {
      id: 'cms-register-help',
      name: 'Register_Help',
      itemName: '',
      kind: 'block',
      title: text.title,
      version: 1,
      published: true,
      draftPending: false,
      cookieName: null,
      updatedAt: AT,
      updatedBy: 'admin@mutuelle.fr',
      draft: text,
      live: { ...text, number: 1, publishedAt: AT, publishedBy: 'admin@mutuelle.fr' },
    };
    this.published.push({
      number: 1,
      ...text,
      publishedAt: AT,
      publishedBy: 'admin@mutuelle.fr',
      length: text.content.length,
    });
  }

  /** Someone else saves the item meanwhile. */
  otherSave(text: ContentText): void {
    this.item = {
      ...this.item,
      draft: text,
      title: text.title,
      version: this.item.version + 1,
      draftPending: true,
    };
  }

  get(): ReturnType<AdminContentsPort['get']> {
    return Promise.resolve(this.fail === null ? ok(this.item) : err(this.fail));
  }

  saveDraft(_id: string, version: number, text: ContentText): ReturnType<AdminContentsPort['saveDraft']> {
    if (this.fail !== null) return Promise.resolve(err(this.fail));
    if (version !== this.item.version) return Promise.resolve(err(STALE));
    this.otherSave(text);
    return Promise.resolve(ok(this.item));
  }

  publish(_id: string, version: number): ReturnType<AdminContentsPort['publish']> {
    if (version !== this.item.version) return Promise.resolve(err(STALE));
    const number = this.published.length + 1;
    const { draft } = this.item;
    this.published.push({
      number,
      ...draft,
      publishedAt: AT,
      publishedBy: 'admin@mutuelle.fr',
      length: draft.content.length,
    });
    this.item = {
      ...this.item,
      version: version + 1,
      published: true,
      draftPending: false,
      live: { ...draft, number, publishedAt: AT, publishedBy: 'admin@mutuelle.fr' },
    };
    return Promise.resolve(ok(this.item));
  }

  unpublish(_id: string, version: number): ReturnType<AdminContentsPort['unpublish']> {
    if (version !== this.item.version) return Promise.resolve(err(STALE));
    this.item = { ...this.item, version: version + 1, published: false };
    return Promise.resolve(ok(this.item));
  }

  listVersions(): ReturnType<AdminContentsPort['listVersions']> {
    return Promise.resolve(this.fail === null ? ok([...this.published]) : err(this.fail));
  }

  getVersion(_id: string, number: number): ReturnType<AdminContentsPort['getVersion']> {
    const found = this.published.find((version) => version.number === number);
    return Promise.resolve(found === undefined ? err(UNAVAILABLE) : ok(found));
  }

  restoreVersion(
    id: string,
    number: number,
    version: number,
  ): ReturnType<AdminContentsPort['restoreVersion']> {
    const found = this.published.find((candidate) => candidate.number === number);
    if (found === undefined) return Promise.resolve(err(UNAVAILABLE));
    if (version !== this.item.version) return Promise.resolve(err(STALE));
    this.otherSave({ title: found.title, content: found.content });
    return this.publish(id, this.item.version);
  }

  preview(): ReturnType<AdminContentsPort['preview']> {
    const { draft } = this.item;
    return Promise.resolve(
      ok({
        ...draft,
        kind: this.item.kind,
        route: '#/register',
        area: 'public',
        containerClass: 'portal-cms-content',
      }),
    );
  }
}
