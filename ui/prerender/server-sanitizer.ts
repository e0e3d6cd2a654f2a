import sanitizeHtml from 'sanitize-html';

/**
 * Stands in for DOMPurify in the pre-rendering build (Node has no DOM; see vite.config.ts): CMS HTML keeps
 * the text-level and block markup of the CMS editor (headings, paragraphs, lists, links, images, tables),
 * scripts, event handlers, styles and javascript: URLs are removed. The browser renders the same content
 * through DOMPurify once the portal runs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'id', 'title', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export default {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  },
};
