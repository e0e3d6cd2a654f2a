import type { Editor } from '@tiptap/core';

/** The address of the link around the selection, or '' when there is none. */
export function currentLinkHref(editor: Editor): string {
  const href: unknown = editor.getAttributes('link')['href'];
  return typeof href === 'string' ? href : '';
}

/**
 * Links the selection (or the whole link the cursor is in) to `href`; with nothing selected outside a link,
 * inserts the address itself as the link's text. The schema refuses a target it does not allow.
 */
export function applyLink(editor: Editor, href: string): void {
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

/** Removes the link the cursor or selection is in, keeping its text. */
export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}
