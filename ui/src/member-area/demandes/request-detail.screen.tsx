import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import { DEMANDES_PATHS } from './demandes.paths.ts';
import type { RequestDetailViewModel } from './request-detail.view-model.ts';
import { RequestStatusTag } from './request-status-tag.tsx';
import { ThreadConversation } from './thread-conversation.tsx';

const RequestDetail = observer(function RequestDetail({ model }: { model: RequestDetailViewModel<File> }) {
  const request = model.request;
  if (request === null) return null;
  const composerTitle = request.canAnswerComplement
    ? 'Envoyer le complément demandé'
    : 'Écrire à la mutuelle';
  return (
    <div className={Classes.CARD}>
      <dl className="demandes-summary" data-testid="demande-resume">
        <dt>Référence</dt>
        <dd>{request.reference}</dd>
        <dt>Envoyée le</dt>
        <dd>{model.submittedOn}</dd>
        <dt>Statut</dt>
        <dd>
          <RequestStatusTag status={request.status} label={model.statusLabel} />
        </dd>
        <dt>Réponse attendue le</dt>
        <dd>{model.expectedAnswer}</dd>
      </dl>
      <p>
        {/* A link (it opens a document), shown as a button. */}
        <a className={Classes.BUTTON} href={request.acknowledgementUrl} target="_blank" rel="noopener">
          Accusé de réception (PDF)
        </a>
      </p>
      {request.attachments.length === 0 ? null : (
        <>
          <h2>Documents joints</h2>
          <ul>
            {request.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a href={attachment.url} target="_blank" rel="noopener">
                  {attachment.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Suivi</h2>
      <ol className="demandes-timeline" data-testid="demande-suivi">
        {model.timeline.map((row) => (
          <li key={`${row.at}-${row.label}`}>
            {row.label} — le {row.date}
            {row.note === null ? null : ` : ${row.note}`}
          </li>
        ))}
      </ol>
      <h2>Messages</h2>
      <ThreadConversation
        messages={model.thread}
        composer={model.composer}
        title={composerTitle}
        idPrefix="demande-message"
        onSend={() => void model.send()}
        closedNote={request.canWrite ? null : 'Cette demande est clôturée : vous ne pouvez plus y écrire.'}
      />
    </div>
  );
});

/** Route `espace/demandes/:id`: one request, its timeline, its thread and the member's message. */
export const RequestDetailScreen = observer(function RequestDetailScreen() {
  const { id = '' } = useParams();
  const requests = useRequestsArea();
  const [model] = useState(() => requests.detail(id));
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title={model.title} back={{ to: DEMANDES_PATHS.list }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'not-found' ? (
        <div className={Classes.CARD}>
          <p>Cette demande est introuvable.</p>
          <Link to={DEMANDES_PATHS.list}>Retour à mes demandes</Link>
        </div>
      ) : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Cette demande n'a pas pu être chargée.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' ? <RequestDetail model={model} /> : null}
    </>
  );
});
