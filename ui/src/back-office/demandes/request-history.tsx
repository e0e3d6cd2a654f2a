import type { StaffRequestEvent, StaffRequestMessage } from '@portail/application';
import { STAFF_REQUEST_STATUS_LABELS } from '@portail/domain';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const when = (at: Date) => <time dateTime={at.toISOString()}>{DATE_TIME.format(at)}</time>;

/** The thread between the member and the insurer, oldest first. */
export function RequestThread({ messages }: { messages: readonly StaffRequestMessage[] }) {
  if (messages.length === 0) return <p>Aucun message.</p>;
  return (
    <ol className="dem-list">
      {messages.map((m) => (
        <li key={m.id}>
          <strong>
            {m.author === 'adherent' ? `${m.authorName} (adhérent)` : `${m.authorName} (mutuelle)`}
          </strong>
          , {when(m.at)}
          <p className="dem-message-text">{m.text}</p>
          {m.attachments.length === 0 ? null : (
            <ul>
              {m.attachments.map((piece) => (
                <li key={piece.id}>
                  <a href={piece.url} download={piece.fileName}>
                    Télécharger {piece.fileName}
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

/** Every change of status with its date and author. */
export function RequestTimeline({ events }: { events: readonly StaffRequestEvent[] }) {
  return (
    <ol className="dem-list">
      {events.map((e, index) => (
        <li key={`${e.at.toISOString()}-${String(index)}`}>
          {when(e.at)} — <strong>{STAFF_REQUEST_STATUS_LABELS[e.status]}</strong> ({e.by})
          {e.note === null ? null : <p className="dem-message-text">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
