/**
 * The HTML the contents may hold (spec §9 rich-text editor; issue 24 §3), shared by the server's sanitiser (at
 * save) and the editor: block formats h4, h5, h6 and paragraph, bold, italic, lists, line breaks, links, images
 * of the CMS image store, and three custom styles.
 */

/** Elements kept; everything else is unwrapped (its text kept) or, for script-like elements, dropped whole. */
export const CONTENT_ALLOWED_TAGS = [
  'p',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'br',
  'a',
  'img',
] as const;

/** Block formats of the editor's format menu, with their French labels. */
export const CONTENT_BLOCK_FORMATS = Object.freeze([
  { tag: 'p', label: 'Paragraphe' },
  { tag: 'h4', label: 'Titre 4' },
  { tag: 'h5', label: 'Titre 5' },
  { tag: 'h6', label: 'Titre 6' },
] as const);

/** The custom styles of §9 and the CSS class each one sets (the portal's stylesheets style them). */
export const CONTENT_STYLES = Object.freeze([
  { className: 'primaire', label: 'Primaire' },
  { className: 'secondaire', label: 'Secondaire' },
  { className: 'texte-chapo', label: 'Texte chapo' },
] as const);

export type ContentStyleClass = (typeof CONTENT_STYLES)[number]['className'];

export const CONTENT_STYLE_CLASSES: readonly ContentStyleClass[] = CONTENT_STYLES.map((s) => s.className);

/** Path of the CMS image store as the portal serves it; an image's `src` is this prefix and an id. */
export const CMS_IMAGE_PATH = '/api/cms/documents/images/';

const IMAGE_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** A portal route: `#/` then letters, digits and `/ - _ . ? = &` (no `:` nor `//`, so never another origin). */
const PORTAL_ROUTE = /^#\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/;
const MAIL = /^mailto:[^\s<>"'`:/\\]+@[^\s<>"'`:/\\]+$/i;
/** A phone number (the footer's « service adhérents »): digits, spaces, dots and hyphens after an optional `+`. */
const PHONE = /^tel:\+?[0-9][0-9 .-]{2,19}$/;

/**
 * A link the contents may hold: http(s) URLs, `mailto:` addresses, portal routes (`#/page/cgu`), and `tel:` numbers
 * (the delivered footer links the members' phone line; a number cannot run anything).
 */
export function isAllowedContentHref(href: string): boolean {
  const value = href.trim();
  if (value !== href || value === '') return false;
  if (PORTAL_ROUTE.test(value)) return true;
  if (MAIL.test(value) || PHONE.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === ''
    );
  } catch (error) {
    if (error instanceof TypeError) return false; // not a URL
    throw error;
  }
}

/** An image source the contents may hold: an image of the CMS image store, as a same-origin path. */
export function isCmsImageSrc(src: string): boolean {
  if (!src.startsWith(CMS_IMAGE_PATH)) return false;
  return IMAGE_ID.test(src.slice(CMS_IMAGE_PATH.length));
}

/** A class attribute's value reduced to the allowed style classes, in their order ('' when none remains). */
export function allowedContentClasses(value: string): string {
  const wanted = new Set(value.split(/\s+/));
  return CONTENT_STYLE_CLASSES.filter((name) => wanted.has(name)).join(' ');
}

/** An external link (http(s)): opened in a new tab, without opener nor referrer. */
export function isExternalContentHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
