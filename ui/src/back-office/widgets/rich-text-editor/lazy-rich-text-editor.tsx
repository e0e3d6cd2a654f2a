import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * The rich-text editor, downloaded when a screen first shows one (TipTap and ProseMirror stay out of every
 * other chunk): a spinner meanwhile.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rte-loading" role="status">
          <Spinner size={20} aria-label="Chargement de l'éditeur" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
