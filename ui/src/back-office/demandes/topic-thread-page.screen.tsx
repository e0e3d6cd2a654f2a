import { Button, Callout, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { RequestThread } from './request-history.tsx';
import type { TopicThreadPageViewModel } from './topic-thread-page.view-model.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** One member's topic thread: who and what, the conversation, the answer and the closing (when allowed). */
export const TopicThreadPageScreen = observer(function TopicThreadPageScreen({
  model,
  id,
}: {
  model: TopicThreadPageViewModel;
  id: string;
}) {
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    void model.load(id);
  }, [model, id]);
  useEffect(() => {
    if (model.completed > 0) summaryRef.current?.focus();
  }, [model.completed]);
  const thread = model.thread;
  const back = (
    <p>
      <Link to="..">Retour aux messages</Link>
    </p>
  );
  if (thread === null)
    return (
      <BackOfficePage title="Message">
        {back}
        {model.status === 'failed' ? (
          <Callout intent="danger">Ce message n'a pas pu être lu : {model.failure}</Callout>
        ) : (
          <p>Chargement du message…</p>
        )}
      </BackOfficePage>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };
  return (
    <BackOfficePage title={`Message « ${thread.topicLabel} » de ${thread.memberName}`}>
      {back}
      <section className="dem-section" ref={summaryRef} tabIndex={-1} aria-label="Résumé du message">
        <dl className="dem-facts">
          <dt>N° adhérent</dt>
          <dd>{thread.memberNumber}</dd>
          <dt>N° de contrat</dt>
          <dd>{thread.contractNumber}</dd>
          <dt>Commencé le</dt>
          <dd>{DATE_TIME.format(thread.startedAt)}</dd>
          <dt>État</dt>
          <dd>
            {thread.closedAt === null
              ? thread.awaitingAnswer
                ? 'En attente de réponse'
                : 'Répondue'
              : `Clôturée le ${DATE_TIME.format(thread.closedAt)}`}
          </dd>
        </dl>
        <div role="alert">
          {model.conflict === null ? null : <Callout intent="danger">{model.conflict}</Callout>}
        </div>
      </section>
      <section className="dem-section" aria-label="Conversation">
        <h2>Conversation</h2>
        <RequestThread messages={thread.messages} />
      </section>
      {model.canAnswer ? (
        <section className="dem-section" aria-label="Répondre à l'adhérent">
          <h2>Répondre</h2>
          <form onSubmit={onSubmit} noValidate>
            <FormField id="discussion-reponse" label="Réponse à l'adhérent" required error={model.fieldError}>
              {(control) => (
                <TextArea
                  {...control}
                  autoComplete="off"
                  rows={5}
                  maxLength={4000}
                  value={model.answer}
                  onChange={(event) => model.setAnswer(event.currentTarget.value)}
                />
              )}
            </FormField>
            <div className="dem-actions">
              <Button type="submit" intent="primary" loading={model.busy}>
                Envoyer la réponse
              </Button>
              {model.canClose ? (
                <Button
                  type="button"
                  variant="outlined"
                  disabled={model.busy}
                  onClick={() => void model.close()}
                >
                  Clôturer la discussion
                </Button>
              ) : null}
            </div>
          </form>
        </section>
      ) : null}
    </BackOfficePage>
  );
});
