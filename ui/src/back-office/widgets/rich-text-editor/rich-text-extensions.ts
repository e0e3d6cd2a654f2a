import { isCmsImageSource, isCmsLinkTarget } from '@portail/domain';
import { Extension } from '@tiptap/core';
import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { paragraphStyleOf } from './paragraph-styles.ts';

/** The block formats of the editor (spec §9): paragraph and headings h4, h5, h6 only. */
export const HEADING_LEVELS = [4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** The class of a paragraph, kept only when it is one of the custom styles (« Primaire », …). */
const ParagraphStyle = Extension.create({
  name: 'paragraphStyle',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          class: {
            default: null,
            parseHTML: (element) => paragraphStyleOf(element.getAttribute('class')),
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class as string } : {}),
          },
        },
      },
    ];
  },
});

/** Links to a web address, a mailto:/tel: address or a portal route only; nothing but `href` is kept. */
const CmsLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  HTMLAttributes: { target: null, rel: null },
  autolink: true,
  linkOnPaste: true,
  isAllowedUri: (url) => isCmsLinkTarget(url),
  shouldAutoLink: (url) => isCmsLinkTarget(url),
});

/** Images of the CMS image store only (a pasted `file:`, `data:` or other site's image is dropped). */
const CmsImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => element.getAttribute('src') },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isCmsImageSource(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * The editor's schema (what it allows, hence what a paste from Word or a web page keeps): paragraphs with
 * the custom styles, headings h4–h6, bold, italic, bullet and numbered lists, line breaks, links and CMS
 * images; undo/redo. No h1–h3, code, quote, rule, strike or underline.
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
      trailingNode: false,
    }),
    ParagraphStyle,
    CmsLink,
    CmsImage,
  ];
}

const TOP_HEADING = /<(\/?)h[1-3](?=[\s/>])/giu;

/**
 * What a paste goes through before the schema parses it: the page's own headings (h1–h3 of a web page or
 * Word's « Titre 1–3 ») become the editor's first level, h4.
 */
export function transformPastedHtml(html: string): string {
  return html.replace(TOP_HEADING, (_tag, slash: string) => `<${slash}h4`);
}
