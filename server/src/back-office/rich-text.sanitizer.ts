import {
  CONTENT_ALLOWED_TAGS,
  CONTENT_STYLE_CLASSES,
  isAllowedContentHref,
  isCmsImageSrc,
  isExternalContentHref,
} from '@portail/domain';
import sanitizeHtml from 'sanitize-html';

const STYLED = ['p', 'h4', 'h5', 'h6'] as const;

/**
 * The allow-list of every rich text the back office saves — contents and FAQ answers (spec §9, issue 24 §3), applied
 * at every save: what is not listed is removed; script-like elements (script, style, textarea, noscript, option,
 * and iframe/object/embed/svg/math/template listed below) go with their content, any other element is unwrapped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    ...Object.fromEntries(STYLED.map((tag) => [tag, ['class']])),
  },
  allowedClasses: Object.fromEntries(STYLED.map((tag) => [tag, [...CONTENT_STYLE_CLASSES]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
  transformTags: {
    // The values are ours: an allowed link keeps its href only; external ones open apart, without opener.
    a: (_tagName, attribs) => {
      const href = attribs['href'] ?? '';
      if (!isAllowedContentHref(href)) return { tagName: 'a', attribs: {} };
      return {
        tagName: 'a',
        attribs: isExternalContentHref(href)
          ? { href, target: '_blank', rel: 'noopener noreferrer' }
          : { href },
      };
    },
    img: (_tagName, attribs) => {
      const src = attribs['src'] ?? '';
      return {
        tagName: 'img',
        attribs: isCmsImageSrc(src) ? { src, alt: attribs['alt'] ?? '' } : {},
      };
    },
  },
  // An image without an allowed source is dropped; a link without an allowed target keeps only its text.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs['src'] === undefined,
};

/** The HTML of a content as it may be stored and served (the allow-list above). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim();
}

/** A title is plain text: refused when it holds `<` or `>` (it is never HTML), else trimmed. */
export function isPlainTitle(title: string): boolean {
  return !/[<>]/.test(title) && title.trim() !== '';
}

/** The text of some HTML, spaces collapsed (history summaries). */
export function textOf(html: string): string {
  // A space after each block or line break, so that « <h4>Titre</h4><p>Texte</p> » reads « Titre Texte ».
  const spaced = html.replace(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}
