import '../../../widgets/sanitized-html/cms-content.css';
import './rich-text-editor.css';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { ImagePickerViewModel } from './image-picker.view-model.ts';
import type { ImageChoice } from './image-picker.view-model.ts';
import { ImageDialog } from './image.dialog.tsx';
import { applyLink, currentLinkHref, removeLink } from './link-commands.ts';
import { LinkFormViewModel } from './link-form.view-model.ts';
import { LinkDialog } from './link.dialog.tsx';
import { richTextExtensions, transformPastedHtml } from './rich-text-extensions.ts';
import type { RichTextImageStore } from './rich-text-image-store.ts';
import { toolbarActions } from './rich-text-toolbar.actions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  /** The visible name of the field (the editable area's accessible name). */
  readonly label: string;
  /** The HTML it starts with; later values are ignored (give the editor a new `key` to load another text). */
  readonly initialHtml: string;
  /** Each change: the editor's HTML ('' when empty), which the server sanitises again at save. */
  readonly onChange: (html: string) => void;
  /** The CMS image store; without it the toolbar has no « Image » button. */
  readonly images?: RichTextImageStore | undefined;
  /** Ids of a hint or error describing the field. */
  readonly describedBy?: string | undefined;
}

type OpenDialog =
  | { readonly kind: 'link'; readonly model: LinkFormViewModel }
  | { readonly kind: 'image'; readonly model: ImagePickerViewModel };

function isLinkShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * The back office's rich-text editor (spec §9; TipTap 3): French toolbar with shortcuts, formats h4–h6 and
 * paragraph, the custom styles « Primaire », « Secondaire », « Texte chapo », bold, italic, lists, links,
 * CMS images, undo/redo. Its schema decides what a paste keeps. Shown with the portal's CMS styles.
 * Default export: loaded with React.lazy (lazy-rich-text-editor.tsx), in its own chunk.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  images,
  describedBy,
}: RichTextEditorProps) {
  const labelId = useId();
  const contentId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const openLinkRef = useRef<() => void>(() => undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        class: 'rte-content portal-cms-content',
        lang: 'fr',
      },
      transformPastedHTML: transformPastedHtml,
      handleKeyDown: (_view, event) => {
        if (!isLinkShortcut(event)) return false;
        event.preventDefault();
        openLinkRef.current();
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => onChangeRef.current(updated.isEmpty ? '' : updated.getHTML()),
  });

  const openLink = () =>
    setDialog({
      kind: 'link',
      model: new LinkFormViewModel(currentLinkHref(editor), editor.isActive('link')),
    });
  openLinkRef.current = openLink;
  const openImage =
    images === undefined ? null : () => setDialog({ kind: 'image', model: new ImagePickerViewModel(images) });
  const close = () => setDialog(null);
  const insertImage = (image: ImageChoice) => {
    setDialog(null);
    editor.chain().focus().setImage(image).run();
  };

  return (
    <div className="rte">
      <div id={labelId} className="rte-label">
        {label}
      </div>
      <RichTextToolbar
        actions={toolbarActions(editor, { openLink, openImage })}
        controls={contentId}
        label={`Mise en forme : ${label}`}
      />
      <EditorContent editor={editor} />
      {dialog?.kind === 'link' ? (
        <LinkDialog
          model={dialog.model}
          onClose={close}
          onApply={(href) => {
            setDialog(null);
            applyLink(editor, href);
          }}
          onRemove={() => {
            setDialog(null);
            removeLink(editor);
          }}
        />
      ) : null}
      {dialog?.kind === 'image' ? (
        <ImageDialog model={dialog.model} onClose={close} onInsert={insertImage} />
      ) : null}
    </div>
  );
}
