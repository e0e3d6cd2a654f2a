import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import { DEMANDES_PATHS } from './demandes.paths.ts';
import { ThreadConversation } from './thread-conversation.tsx';

/** Route `espace/demandes/messages/:id`: a thread the member started on a topic. */
export const ThreadScreen = observer(function ThreadScreen() {
  const { id = '' } = useParams();
  const requests = useRequestsArea();
  const [model] = useState(() => requests.thread(id));
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title={model.title} back={{ to: DEMANDES_PATHS.list }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'not-found' ? (
        <div className={Classes.CARD}>
          <p>Ce message est introuvable.</p>
          <Link to={DEMANDES_PATHS.list}>Retour à mes demandes</Link>
        </div>
      ) : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Ces messages n'ont pas pu être chargés.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' ? (
        <div className={Classes.CARD}>
          <ThreadConversation
            messages={model.messages}
            composer={model.composer}
            title="Répondre"
            idPrefix="fil-message"
            onSend={() => void model.send()}
          />
        </div>
      ) : null}
    </>
  );
});
