import type { ThreadMessageRow } from './request-detail.view-model.ts';

/** The messages of a thread, oldest first, each with its author, date and documents. */
export function MessageList({ messages }: { messages: readonly ThreadMessageRow[] }) {
  if (messages.length === 0) return <p>Aucun message pour l'instant.</p>;
  return (
    <ol className="demandes-thread" data-testid="demande-messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`demandes-message${message.fromMember ? ' demandes-message-member' : ''}`}
        >
          <p className="demandes-message-meta">
            {message.author}, le {message.date}
          </p>
          <p className="demandes-message-text">{message.text}</p>
          {message.attachments.length === 0 ? null : (
            <ul>
              {message.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <a href={attachment.url} target="_blank" rel="noopener">
                    {attachment.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
