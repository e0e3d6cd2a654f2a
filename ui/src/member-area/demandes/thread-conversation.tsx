import type { UploadFileLike } from '@portail/domain';
import { MessageComposer } from './message-composer.tsx';
import type { MessageComposerViewModel } from './message-composer.view-model.ts';
import { MessageList } from './message-list.tsx';
import type { ThreadMessageRow } from './request-detail.view-model.ts';

/**
 * A thread between the member and the insurer — a request's or one started on a topic: its messages, then the
 * member's message form under its heading (`title`, also the form's name), or `closedNote` when they cannot write.
 */
export function ThreadConversation({
  messages,
  composer,
  title,
  idPrefix,
  onSend,
  closedNote = null,
}: {
  messages: readonly ThreadMessageRow[];
  composer: MessageComposerViewModel<File & UploadFileLike>;
  title: string;
  idPrefix: string;
  onSend: () => void;
  closedNote?: string | null;
}) {
  return (
    <>
      <MessageList messages={messages} />
      {closedNote === null ? (
        <>
          <h2>{title}</h2>
          <MessageComposer composer={composer} idPrefix={idPrefix} label={title} onSend={onSend} />
        </>
      ) : (
        <p>{closedNote}</p>
      )}
    </>
  );
}
