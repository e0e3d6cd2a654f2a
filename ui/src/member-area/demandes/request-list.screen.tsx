import { Button, Callout, Classes, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import { DEMANDES_PATHS, newRequestPath, requestPath, threadPath } from './demandes.paths.ts';
import { REQUEST_FORMS } from './request-forms.config.ts';
import { RequestStatusTag } from './request-status-tag.tsx';

/** « Mes demandes »: what the member can ask, then every request of the current contract. */
export const RequestListScreen = observer(function RequestListScreen() {
  const area = useMemberAreaContext();
  const requests = useRequestsArea();
  const [model] = useState(() => requests.list());
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.load();
  }, [model, routeVersion]);
  return (
    <>
      <PageTitleBar
        title="Mes demandes"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      <h2>Faire une demande</h2>
      <ul className="demandes-actions" data-testid="demandes-new">
        {Object.values(REQUEST_FORMS).map((form) => (
          <li key={form.kind}>
            <Link className={Classes.BUTTON} to={newRequestPath(form.kind)}>
              {form.title}
            </Link>
          </li>
        ))}
        <li>
          <Link className={Classes.BUTTON} to={DEMANDES_PATHS.newMessage}>
            Nouveau message
          </Link>
        </li>
      </ul>
      <h2>Suivi de mes demandes</h2>
      {model.awaitingMember === 0 ? null : (
        <Callout intent="warning" className="member-form-summary">
          {model.awaitingMember === 1
            ? 'Une demande attend un complément de votre part.'
            : `${model.awaitingMember} demandes attendent un complément de votre part.`}
        </Callout>
      )}
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Vos demandes n'ont pas pu être chargées.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' && model.rows.length === 0 ? (
        <p className={Classes.CARD}>Vous n'avez encore fait aucune demande pour ce contrat.</p>
      ) : null}
      {model.status === 'loaded' && model.rows.length > 0 ? (
        <div className="member-table-wrapper" role="region" aria-label="Mes demandes" tabIndex={0}>
          <HTMLTable className="member-table member-table-stacked" striped data-testid="demandes-table">
            <caption className="portal-visually-hidden">
              Demandes du contrat, de la plus récente à la plus ancienne
            </caption>
            <thead>
              <tr>
                <th scope="col">Référence</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Statut</th>
                <th scope="col">Réponse attendue le</th>
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label="Référence">
                    <Link to={requestPath(row.id)}>{row.reference}</Link>
                  </th>
                  <td data-label="Type">{row.type}</td>
                  <td data-label="Date">{row.date}</td>
                  <td data-label="Statut">
                    <RequestStatusTag status={row.status} label={row.statusLabel} />
                  </td>
                  <td data-label="Réponse attendue le">
                    {row.expectedAnswer === '' ? '—' : row.expectedAnswer}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {model.status === 'loaded' && model.threads.length > 0 ? (
        <>
          <h2>Mes messages</h2>
          <div className="member-table-wrapper" role="region" aria-label="Mes messages" tabIndex={0}>
            <HTMLTable className="member-table member-table-stacked" striped data-testid="messages-table">
              <caption className="portal-visually-hidden">
                Vos messages, du plus récent au plus ancien
              </caption>
              <thead>
                <tr>
                  <th scope="col">Sujet</th>
                  <th scope="col">Commencé le</th>
                  <th scope="col">Dernier message le</th>
                  <th scope="col">Messages</th>
                </tr>
              </thead>
              <tbody>
                {model.threads.map((thread) => (
                  <tr key={thread.id}>
                    <th scope="row" data-label="Sujet">
                      <Link to={threadPath(thread.id)}>{thread.topic}</Link>
                    </th>
                    <td data-label="Commencé le">{thread.startedOn}</td>
                    <td data-label="Dernier message le">{thread.lastMessageOn}</td>
                    <td data-label="Messages">{thread.messageCount}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      ) : null}
    </>
  );
});
