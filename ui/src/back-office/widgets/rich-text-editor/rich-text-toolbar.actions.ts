import type { Editor } from '@tiptap/core';
import { HEADING_LEVELS } from './rich-text-extensions.ts';
import { PARAGRAPH_STYLES } from './paragraph-styles.ts';

export type ToolbarGroup = 'format' | 'style' | 'text' | 'insert' | 'history';

/** Names of the toolbar's groups (role="group"), read by screen readers. */
export const TOOLBAR_GROUP_LABELS: Readonly<Record<ToolbarGroup, string>> = {
  format: 'Format du bloc',
  style: 'Style du paragraphe',
  text: 'Mise en forme du texte',
  insert: 'Insertion',
  history: 'Historique des modifications',
};

/** One button of the toolbar: French label, keyboard shortcut, pressed state (toggles) and command. */
export interface ToolbarAction {
  readonly id: string;
  readonly group: ToolbarGroup;
  readonly label: string;
  /** The shortcut as shown in the tooltip (French keyboard names), or null. */
  readonly shortcut: string | null;
  /** The same shortcut for `aria-keyshortcuts`, or null. */
  readonly keyShortcuts: string | null;
  /** Whether the toggle is on (aria-pressed); null for a plain button. */
  readonly pressed: boolean | null;
  readonly disabled: boolean;
  readonly run: () => void;
}

/** What opens a dialog of the editor: the link's; the image's when there is an image store. */
export interface ToolbarDialogs {
  readonly openLink: () => void;
  readonly openImage: (() => void) | null;
}

function shortcut(keys: readonly string[]): Pick<ToolbarAction, 'shortcut' | 'keyShortcuts'> {
  const shown: Readonly<Record<string, string>> = { Control: 'Ctrl', Shift: 'Maj', Alt: 'Alt' };
  return { shortcut: keys.map((key) => shown[key] ?? key).join('+'), keyShortcuts: keys.join('+') };
}

const NO_SHORTCUT = { shortcut: null, keyShortcuts: null } as const;

function formatActions(editor: Editor): ToolbarAction[] {
  const paragraph: ToolbarAction = {
    id: 'paragraph',
    group: 'format',
    label: 'Paragraphe',
    ...shortcut(['Control', 'Alt', '0']),
    pressed: editor.isActive('paragraph'),
    disabled: !editor.can().setParagraph(),
    run: () => editor.chain().focus().setParagraph().run(),
  };
  const headings = HEADING_LEVELS.map((level): ToolbarAction => ({
    id: `heading-${String(level)}`,
    group: 'format',
    label: `Titre ${String(level)}`,
    ...shortcut(['Control', 'Alt', String(level)]),
    pressed: editor.isActive('heading', { level }),
    disabled: !editor.can().setHeading({ level }),
    run: () => editor.chain().focus().setHeading({ level }).run(),
  }));
  return [paragraph, ...headings];
}

function styleActions(editor: Editor): ToolbarAction[] {
  return PARAGRAPH_STYLES.map((style): ToolbarAction => {
    const pressed = editor.isActive('paragraph', { class: style.className });
    return {
      id: `style-${style.className}`,
      group: 'style',
      label: style.label,
      ...NO_SHORTCUT,
      pressed,
      disabled: !editor.can().setNode('paragraph', { class: style.className }),
      run: () =>
        pressed
          ? editor.chain().focus().updateAttributes('paragraph', { class: null }).run()
          : editor.chain().focus().setNode('paragraph', { class: style.className }).run(),
    };
  });
}

function textActions(editor: Editor): ToolbarAction[] {
  return [
    {
      id: 'bold',
      group: 'text',
      label: 'Gras',
      ...shortcut(['Control', 'B']),
      pressed: editor.isActive('bold'),
      disabled: !editor.can().toggleBold(),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      id: 'italic',
      group: 'text',
      label: 'Italique',
      ...shortcut(['Control', 'I']),
      pressed: editor.isActive('italic'),
      disabled: !editor.can().toggleItalic(),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      id: 'bullet-list',
      group: 'text',
      label: 'Liste à puces',
      ...shortcut(['Control', 'Shift', '8']),
      pressed: editor.isActive('bulletList'),
      disabled: !editor.can().toggleBulletList(),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      id: 'ordered-list',
      group: 'text',
      label: 'Liste numérotée',
      ...shortcut(['Control', 'Shift', '7']),
      pressed: editor.isActive('orderedList'),
      disabled: !editor.can().toggleOrderedList(),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];
}

function insertActions(editor: Editor, dialogs: ToolbarDialogs): ToolbarAction[] {
  const link: ToolbarAction = {
    id: 'link',
    group: 'insert',
    label: 'Lien',
    ...shortcut(['Control', 'K']),
    pressed: editor.isActive('link'),
    disabled: !editor.isEditable,
    run: dialogs.openLink,
  };
  const { openImage } = dialogs;
  if (openImage === null) return [link];
  return [
    link,
    {
      id: 'image',
      group: 'insert',
      label: 'Image',
      ...NO_SHORTCUT,
      pressed: null,
      disabled: !editor.isEditable,
      run: openImage,
    },
  ];
}

function historyActions(editor: Editor): ToolbarAction[] {
  return [
    {
      id: 'undo',
      group: 'history',
      label: 'Annuler',
      ...shortcut(['Control', 'Z']),
      pressed: null,
      disabled: !editor.can().undo(),
      run: () => editor.chain().focus().undo().run(),
    },
    {
      id: 'redo',
      group: 'history',
      label: 'Rétablir',
      ...shortcut(['Control', 'Shift', 'Z']),
      pressed: null,
      disabled: !editor.can().redo(),
      run: () => editor.chain().focus().redo().run(),
    },
  ];
}

/** The toolbar's buttons for the editor's current state, in order (the state is read at each call). */
export function toolbarActions(editor: Editor, dialogs: ToolbarDialogs): readonly ToolbarAction[] {
  return [
    ...formatActions(editor),
    ...styleActions(editor),
    ...textActions(editor),
    ...insertActions(editor, dialogs),
    ...historyActions(editor),
  ];
}
