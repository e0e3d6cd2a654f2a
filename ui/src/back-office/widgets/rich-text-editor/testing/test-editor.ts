import { Editor } from '@tiptap/core';
import { richTextExtensions, transformPastedHtml } from '../rich-text-extensions.ts';

// ProseMirror's paste reads the legacy `CSSStyleSheet.rules` (every browser has it); happy-dom has only `cssRules`.
if (typeof CSSStyleSheet !== 'undefined' && !('rules' in CSSStyleSheet.prototype)) {
  Object.defineProperty(CSSStyleSheet.prototype, 'rules', {
    get(this: CSSStyleSheet) {
      return this.cssRules;
    },
  });
}

/** An editor with the widget's schema, in a DOM test (happy-dom); destroy it after the test. */
export function testEditor(content = ''): Editor {
  return new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions(),
    content,
    editorProps: { transformPastedHTML: transformPastedHtml },
  });
}
