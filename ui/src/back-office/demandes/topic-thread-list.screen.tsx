import { Button, Callout, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { DemandesTabs } from './demandes-tabs.tsx';
import {
  THREAD_SORT_CHOICES,
  THREAD_STATUS_CHOICES,
  TOPIC_CHOICES,
  WAITING_CHOICES,
} from './topic-thread-list.view-model.ts';
import type { TopicThreadListViewModel } from './topic-thread-list.view-model.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const Filters = observer(function Filters({ model }: { model: TopicThreadListViewModel }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.apply();
  };
  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField id={id} label={label}>
      {(control) => (
        <HTMLSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
        />
      )}
    </FormField>
  );
  return (
    <form className="dem-filters" onSubmit={onSubmit} aria-label="Filtres des messages" noValidate>
      {select('messages-sujet', 'Sujet', model.topic, model.setTopic, TOPIC_CHOICES)}
      {select('messages-statut', 'État', model.status, model.setStatus, THREAD_STATUS_CHOICES)}
      {select('messages-attente', 'Réponse', model.waiting, model.setWaiting, WAITING_CHOICES)}
      <FormField id="messages-adherent" label="N° adhérent">
        {(control) => (
          <InputGroup
            {...control}
            autoComplete="off"
            inputMode="numeric"
            value={model.memberNumber}
            onValueChange={model.setMemberNumber}
          />
        )}
      </FormField>
      {select('messages-tri', 'Trier par', model.sort, model.setSort, THREAD_SORT_CHOICES)}
      <div className="dem-filters-buttons">
        <Button type="submit" intent="primary" loading={model.list.status === 'loading'}>
          Filtrer
        </Button>
        <Button type="button" variant="outlined" onClick={() => void model.clear()}>
          Effacer les filtres
        </Button>
      </div>
    </form>
  );
});

/** « Demandes » › « Messages » (`demandes` / Visualisation): the threads members start on a topic. */
export const TopicThreadListScreen = observer(function TopicThreadListScreen({
  model,
}: {
  model: TopicThreadListViewModel;
}) {
  useEffect(() => {
    void model.apply();
  }, [model]);
  const list = model.list;
  return (
    <BackOfficePage title="Messages des adhérents">
      <DemandesTabs current="messages" />
      <Filters model={model} />
      {list.status === 'failed' ? (
        <Callout intent="danger" title="Les messages n'ont pas pu être lus">
          {list.error}
        </Callout>
      ) : null}
      {list.status === 'loading' && list.items.length === 0 ? (
        <p>Chargement des messages…</p>
      ) : list.items.length === 0 && list.status === 'ready' ? (
        <p>Aucun message ne correspond à ces filtres.</p>
      ) : (
        <div className="dem-table-scroll">
          <HTMLTable className="dem-table" striped compact>
            <caption className="bo-visually-hidden">Messages des adhérents</caption>
            <thead>
              <tr>
                <th scope="col">Sujet</th>
                <th scope="col">Adhérent</th>
                <th scope="col">Dernier message</th>
                <th scope="col">Messages</th>
                <th scope="col">État</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((thread) => (
                <tr key={thread.id} data-testid="discussion-row">
                  <th scope="row">
                    <Link to={thread.id}>{thread.topicLabel}</Link>
                  </th>
                  <td>
                    {thread.memberName} ({thread.memberNumber})
                  </td>
                  <td>
                    <time dateTime={thread.lastMessageAt.toISOString()}>
                      {DATE_TIME.format(thread.lastMessageAt)}
                    </time>
                  </td>
                  <td>{thread.messageCount}</td>
                  <td>
                    {thread.closedAt !== null
                      ? 'Clôturée'
                      : thread.awaitingAnswer
                        ? 'En attente de réponse'
                        : 'Répondue'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {list.hasMore ? (
        <p>
          <Button onClick={() => void list.loadMore()} loading={list.status === 'loading-more'}>
            Messages suivants
          </Button>
        </p>
      ) : null}
    </BackOfficePage>
  );
});
