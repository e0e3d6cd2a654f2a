import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { MailTemplateListViewModel } from './mail-template-list.view-model.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** The list of « Modèles de mails »: one row per mail or SMS, a link to edit it. */
export const MailTemplateList = observer(function MailTemplateList({
  model,
}: {
  model: MailTemplateListViewModel;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  if (model.status === 'failed')
    return (
      <Callout intent="danger" title="Les modèles n'ont pas pu être lus">
        {model.error}
      </Callout>
    );
  if (model.status !== 'ready') return <p>Chargement des modèles…</p>;
  return (
    <HTMLTable className="mail-templates-table" striped>
      <caption>Les mails et SMS envoyés par le portail</caption>
      <thead>
        <tr>
          <th scope="col">Modèle</th>
          <th scope="col">Canal</th>
          <th scope="col">Envoyé quand</th>
          <th scope="col">Texte</th>
        </tr>
      </thead>
      <tbody>
        {model.templates.map((template) => (
          <tr key={template.key}>
            <th scope="row">
              <Link to={template.key}>{template.label}</Link>
            </th>
            <td>{template.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
            <td>{template.description}</td>
            <td>
              {template.customised ? (
                <Tag intent="primary" minimal>
                  Personnalisé
                  {template.updatedAt === null ? '' : ` le ${dateTime.format(new Date(template.updatedAt))}`}
                  {template.updatedBy === null ? '' : ` par ${template.updatedBy}`}
                </Tag>
              ) : (
                'Texte par défaut'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
});
