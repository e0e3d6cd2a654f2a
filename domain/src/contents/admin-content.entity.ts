/**
 * « Contenus » of the back office (issue 24 §3): every CMS item the portal reads, with a draft (what staff edit)
 * and a published version (what members read), every published version kept.
 */

/** How an item shows in the portal: a static page (`page/{pageName}`), a popup (dialog), or a block in a screen. */
export type ContentKind = 'block' | 'page' | 'popup';

export const CONTENT_KINDS: readonly ContentKind[] = ['block', 'page', 'popup'];

/** French labels of the kinds (lists, filters). */
export const CONTENT_KIND_LABELS: Readonly<Record<ContentKind, string>> = Object.freeze({
  block: 'Bloc',
  page: 'Page statique',
  popup: 'Popup',
});

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The CMS block of the static pages: its items' names are the pages (`page/{itemName}`). */
export const STATIC_PAGES_BLOCK = 'Pages_Statiques';

/** The kind of an item of block `name`: the static pages, the popups (`Popup_…`, `…_Popup`), else a block. */
export function contentKindOf(name: string): ContentKind {
  if (name === STATIC_PAGES_BLOCK) return 'page';
  return name.startsWith('Popup_') || name.endsWith('_Popup') ? 'popup' : 'block';
}

/** A title and an HTML body (sanitised by the server at save). */
export interface ContentText {
  readonly title: string;
  readonly content: string;
}

/** The published state of an item: its text, and which version it is. */
export interface PublishedContent extends ContentText {
  readonly number: number;
  readonly publishedAt: Date;
  readonly publishedBy: string;
}

/** One line of the contents list. */
export interface ContentSummary {
  readonly id: string;
  /** The CMS block name (`GET /api/cms/blocklists?name=`). */
  readonly name: string;
  /** The item name inside the block ('' when the block has one item); the page name of a static page. */
  readonly itemName: string;
  readonly kind: ContentKind;
  /** The draft's title. */
  readonly title: string;
  /** Optimistic-concurrency version: changes at every save, publish, restore and unpublish. */
  readonly version: number;
  /** Members read it (false: a page never published, or unpublished). */
  readonly published: boolean;
  /** The draft differs from the published text. */
  readonly draftPending: boolean;
  /** The popup's « Ne plus afficher ce message » cookie name, null when none. */
  readonly cookieName: string | null;
  readonly updatedAt: Date | null;
  readonly updatedBy: string | null;
}

/** One item as the editor opens it. */
export interface ContentDetail extends ContentSummary {
  readonly draft: ContentText;
  /** The last published version (null when never published). */
  readonly live: PublishedContent | null;
}

/** One published version, without its text (the versions list). */
export interface ContentVersionSummary {
  readonly number: number;
  readonly title: string;
  readonly publishedAt: Date;
  readonly publishedBy: string;
  /** Length of the HTML, in characters. */
  readonly length: number;
}

/** One published version with its text (diff, restore). */
export interface ContentVersion extends ContentVersionSummary {
  readonly content: string;
}

/** Where and how members see an item, for the preview in the portal's frame. */
export interface ContentPreview extends ContentText {
  readonly kind: ContentKind;
  /** The portal route showing it (`#/register`, `#/page/cgu`), null when it shows in several places. */
  readonly route: string | null;
  /** The frame: the public area's (signed out) or the member area's. */
  readonly area: 'public' | 'member';
  /** The CSS class of the container the portal renders CMS HTML in. */
  readonly containerClass: string;
}

/** An image of the CMS image store (`/api/cms/documents/images/{id}`). */
export interface ContentImage {
  readonly id: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
  readonly size: number;
}

/** Filters of the contents list; all optional, combined with AND. */
export interface ContentSearch {
  readonly name?: string;
  readonly itemName?: string;
  readonly kind?: ContentKind;
  /** Words searched in the title and the text (case and accents ignored). */
  readonly text?: string;
}
