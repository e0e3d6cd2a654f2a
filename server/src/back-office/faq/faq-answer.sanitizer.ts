import sanitizeHtml from 'sanitize-html';

/** The classes the portal styles (§9 custom styles « Primaire », « Secondaire », « Texte chapo »). */
const STYLE_CLASSES = ['primaire', 'secondaire', 'texte-chapo'];

/**
 * Allow-list of a FAQ answer, the contents' one (issue 24 §3, §9): paragraphs and h4–h6, bold, italic, lists,
 * line breaks, links to http(s), mailto and portal routes (`#/…`, `/…`), the three style classes. Everything else
 * is dropped: scripts and styles with their text, event handlers, `style`, other classes, `javascript:` links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h4', 'h5', 'h6', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'a'],
  allowedAttributes: { a: ['href'], p: ['class'], h4: ['class'], h5: ['class'], h6: ['class'] },
  allowedClasses: { p: STYLE_CLASSES, h4: STYLE_CLASSES, h5: STYLE_CLASSES, h6: STYLE_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: { b: 'strong', i: 'em', h1: 'h4', h2: 'h4', h3: 'h4' },
  exclusiveFilter: (frame) => frame.tag === 'a' && (frame.attribs['href'] ?? '') === '',
};

/** The answer's HTML reduced to the allow-list (at save; the portal sanitises again at display). */
export function sanitizeFaqAnswer(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
