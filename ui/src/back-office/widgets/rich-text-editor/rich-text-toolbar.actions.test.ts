// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLink, currentLinkHref, removeLink } from './link-commands.ts';
import { toolbarActions } from './rich-text-toolbar.actions.ts';
import type { ToolbarAction } from './rich-text-toolbar.actions.ts';
import { testEditor } from './testing/test-editor.ts';

const editors: Editor[] = [];
const dialogs = { openLink: vi.fn(), openImage: vi.fn() };

function editorWith(content: string): Editor {
  const editor = testEditor(content);
  editors.push(editor);
  return editor;
}

function action(editor: Editor, id: string): ToolbarAction {
  const found = toolbarActions(editor, dialogs).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no action ${id}`);
  return found;
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
  vi.clearAllMocks();
});

describe("the editor's toolbar", () => {
  it('offers, in French and in order, the formats h4–h6 and paragraph, the three styles, marks, lists, link, image, undo/redo', () => {
    const editor = editorWith('<p>Texte</p>');
    expect(
      toolbarActions(editor, dialogs).map(
        (item) => `${item.label}${item.shortcut ? ` (${item.shortcut})` : ''}`,
      ),
    ).toEqual([
      'Paragraphe (Ctrl+Alt+0)',
      'Titre 4 (Ctrl+Alt+4)',
      'Titre 5 (Ctrl+Alt+5)',
      'Titre 6 (Ctrl+Alt+6)',
      'Primaire',
      'Secondaire',
      'Texte chapo',
      'Gras (Ctrl+B)',
      'Italique (Ctrl+I)',
      'Liste à puces (Ctrl+Maj+8)',
      'Liste numérotée (Ctrl+Maj+7)',
      'Lien (Ctrl+K)',
      'Image',
      'Annuler (Ctrl+Z)',
      'Rétablir (Ctrl+Maj+Z)',
    ]);
    expect(action(editor, 'ordered-list').keyShortcuts).toBe('Control+Shift+7');
    expect(
      toolbarActions(editor, { openLink: vi.fn(), openImage: null }).map((item) => item.id),
    ).not.toContain('image');
  });

  it('turns the current block into a heading, and says which format is pressed', () => {
    const editor = editorWith('<p>Texte</p>');
    expect(action(editor, 'paragraph').pressed).toBe(true);
    action(editor, 'heading-5').run();
    expect(editor.getHTML()).toBe('<h5>Texte</h5>');
    expect(action(editor, 'heading-5').pressed).toBe(true);
    expect(action(editor, 'paragraph').pressed).toBe(false);
    action(editor, 'paragraph').run();
    expect(editor.getHTML()).toBe('<p>Texte</p>');
  });

  it('gives the paragraph a custom style as a class, one at a time, and takes it off when pressed again', () => {
    const editor = editorWith('<h4>Chapo</h4>');
    action(editor, 'style-texte-chapo').run();
    expect(editor.getHTML()).toBe('<p class="texte-chapo">Chapo</p>');
    expect(action(editor, 'style-texte-chapo').pressed).toBe(true);
    action(editor, 'style-primaire').run();
    expect(editor.getHTML()).toBe('<p class="primaire">Chapo</p>');
    expect(action(editor, 'style-texte-chapo').pressed).toBe(false);
    action(editor, 'style-primaire').run();
    expect(editor.getHTML()).toBe('<p>Chapo</p>');
  });

  it('puts bold, italic and lists on the selection', () => {
    const editor = editorWith('<p>Texte</p>');
    editor.commands.selectAll();
    action(editor, 'bold').run();
    action(editor, 'italic').run();
    expect(editor.getHTML()).toBe('<p><strong><em>Texte</em></strong></p>');
    expect(action(editor, 'bold').pressed).toBe(true);
    action(editor, 'bullet-list').run();
    expect(editor.getHTML()).toBe('<ul><li><p><strong><em>Texte</em></strong></p></li></ul>');
    expect(action(editor, 'bullet-list').pressed).toBe(true);
    action(editor, 'ordered-list').run();
    expect(editor.getHTML()).toBe('<ol><li><p><strong><em>Texte</em></strong></p></li></ol>');
  });

  it('undoes and redoes, and says when there is nothing to undo or redo', () => {
    const editor = editorWith('<p>Texte</p>');
    expect(action(editor, 'undo').disabled).toBe(true);
    expect(action(editor, 'redo').disabled).toBe(true);
    editor.commands.selectAll();
    action(editor, 'heading-4').run();
    expect(action(editor, 'undo').disabled).toBe(false);
    action(editor, 'undo').run();
    expect(editor.getHTML()).toBe('<p>Texte</p>');
    expect(action(editor, 'redo').disabled).toBe(false);
    action(editor, 'redo').run();
    expect(editor.getHTML()).toBe('<h4>Texte</h4>');
  });

  it('opens the link and image dialogs from their buttons', () => {
    const editor = editorWith('<p>Texte</p>');
    action(editor, 'link').run();
    action(editor, 'image').run();
    expect(dialogs.openLink).toHaveBeenCalledOnce();
    expect(dialogs.openImage).toHaveBeenCalledOnce();
  });
});

describe('links', () => {
  it('link the selection to an allowed target, edit it in place and remove it keeping the text', () => {
    const editor = editorWith('<p>Voir les CGU</p>');
    editor.commands.setTextSelection({ from: 10, to: 13 });
    applyLink(editor, '#/page/cgu');
    expect(editor.getHTML()).toBe('<p>Voir les <a href="#/page/cgu">CGU</a></p>');
    editor.commands.setTextSelection(11);
    expect(currentLinkHref(editor)).toBe('#/page/cgu');
    expect(action(editor, 'link').pressed).toBe(true);
    applyLink(editor, 'https://www.mutuelle.fr/cgu');
    expect(editor.getHTML()).toBe('<p>Voir les <a href="https://www.mutuelle.fr/cgu">CGU</a></p>');
    removeLink(editor);
    expect(editor.getHTML()).toBe('<p>Voir les CGU</p>');
    expect(currentLinkHref(editor)).toBe('');
  });

  it('insert the address as its own text when nothing is selected', () => {
    const editor = editorWith('<p>Écrire à</p>');
    editor.commands.setTextSelection(10);
    applyLink(editor, 'mailto:contact@mutuelle.fr');
    expect(editor.getHTML()).toBe(
      '<p>Écrire à<a href="mailto:contact@mutuelle.fr">mailto:contact@mutuelle.fr</a></p>',
    );
  });

  it('are refused by the schema when the target is not allowed, even through the command', () => {
    const editor = editorWith('<p>piège</p>');
    editor.commands.selectAll();
    applyLink(editor, 'javascript:alert(1)');
    expect(editor.getHTML()).toBe('<p>piège</p>');
  });
});
