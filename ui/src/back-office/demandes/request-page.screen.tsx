import { Button, Callout } from '@blueprintjs/core';
import { STAFF_REQUEST_STATUS_LABELS, STAFF_REQUEST_TYPE_LABELS, contractStateLabel } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { RequestActionDialog } from './request-action.dialog.tsx';
import { RequestAttachments } from './request-attachments.tsx';
import { requestDataFields } from './request-data-fields.ts';
import { RequestThread, RequestTimeline } from './request-history.tsx';
import { ACTION_LABELS } from './request-page.view-model.ts';
import type { RequestPageViewModel } from './request-page.view-model.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

function Facts({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="dem-facts">
      {lines.map(([label, value], index) => (
        <Fragment key={`${label}-${String(index)}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dem-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** One request: summary, member and contract, form data, attachments, thread, timeline, and the actions allowed. */
export const RequestPageScreen = observer(function RequestPageScreen({
  model,
  id,
}: {
  model: RequestPageViewModel;
  id: string;
}) {
  const actionsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    void model.load(id);
  }, [model, id]);
  useEffect(() => {
    if (model.completed > 0) actionsRef.current?.focus();
  }, [model.completed]);
  const request = model.request;
  if (request === null)
    return (
      <BackOfficePage title="Demande">
        <p>
          <Link to="..">Retour aux demandes</Link>
        </p>
        {model.status === 'failed' ? (
          <Callout intent="danger" title="La demande n'a pas pu être lue">
            {model.failure}
          </Callout>
        ) : (
          <p>Chargement de la demande…</p>
        )}
      </BackOfficePage>
    );
  const { member, contract } = request;
  return (
    <BackOfficePage title={`${STAFF_REQUEST_TYPE_LABELS[request.type]} ${request.reference}`}>
      <p>
        <Link to="..">Retour aux demandes</Link>
      </p>
      <section className="dem-section" ref={actionsRef} tabIndex={-1} aria-label="Traitement de la demande">
        <Facts
          lines={[
            ['Statut', STAFF_REQUEST_STATUS_LABELS[request.status]],
            ['Envoyée le', DATE_TIME.format(request.sentAt)],
            [
              'Réponse attendue le',
              <>
                {DATE_TIME.format(request.dueAt)}
                {request.late ? <span className="dem-late"> — En retard</span> : null}
              </>,
            ],
            ['Attribuée à', request.assignedTo === null ? 'Personne' : request.assignedTo.name],
          ]}
        />
        {model.actions.length === 0 ? null : (
          <div className="dem-actions" role="group" aria-label="Actions">
            {model.actions.map((kind) => (
              <Button
                key={kind}
                intent={kind === 'refuse' ? 'danger' : 'primary'}
                variant={kind === 'take' || kind === 'accept' ? 'solid' : 'outlined'}
                loading={kind === 'take' && model.busy}
                onClick={() => (kind === 'take' ? void model.take() : model.open(kind))}
              >
                {ACTION_LABELS[kind]}
              </Button>
            ))}
          </div>
        )}
        <div role="alert">
          {model.dialog === null && model.conflict !== null ? (
            <Callout intent="danger">{model.conflict}</Callout>
          ) : null}
        </div>
      </section>
      <div className="dem-sections">
        <Section title="Adhérent">
          <Facts
            lines={[
              ['Nom', [member.civility, member.firstName, member.lastName].filter(Boolean).join(' ')],
              ['N° adhérent', request.memberNumber],
              ['E-mail', member.email ?? '—'],
              ['Zéro papier', member.paperless ? 'Oui' : 'Non'],
            ]}
          />
        </Section>
        <Section title="Contrat">
          <Facts
            lines={[
              ['N° de contrat', request.contractNumber],
              ['Offre', request.offer],
              ['État', contractStateLabel(contract.state)],
            ]}
          />
        </Section>
      </div>
      <div className="dem-sections">
        <Section title="Données de la demande">
          <Facts lines={requestDataFields(request.data).map((f) => [f.label, f.value] as const)} />
        </Section>
        <Section title="Pièces jointes">
          <RequestAttachments key={request.id} attachments={request.attachments} />
        </Section>
      </div>
      <div className="dem-sections">
        <Section title="Messages">
          <RequestThread messages={request.thread} />
        </Section>
        <Section title="Historique de la demande">
          <RequestTimeline events={request.timeline} />
        </Section>
      </div>
      <RequestActionDialog model={model} />
    </BackOfficePage>
  );
});
