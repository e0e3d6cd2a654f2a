import './contents.css';
import { Button, Callout, Classes, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CONTENT_KIND_LABELS, CONTENT_KINDS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { CreateStaticPageDialog } from './create-static-page.dialog.tsx';
import type { CreateStaticPageViewModel } from './create-static-page.view-model.ts';
import type { ContentKindFilter, ContentsListViewModel } from './contents-list.view-model.ts';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

function isKindFilter(value: string): value is ContentKindFilter {
  return value === 'all' || CONTENT_KINDS.some((kind) => kind === value);
}

/** « Contenus »: every CMS item and static page, searchable; « Modifier » (or « Consulter » read-only). */
export const ContentsListScreen = observer(function ContentsListScreen({
  model,
  createPage,
}: {
  model: ContentsListViewModel;
  createPage: () => CreateStaticPageViewModel;
}) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState<CreateStaticPageViewModel | null>(null);
  useEffect(() => {
    if (model.status === 'idle') void model.search();
  }, [model]);
  return (
    <BackOfficePage
      title="Contenus"
      actions={
        model.canEdit ? (
          <Button intent="primary" text="Créer une page statique" onClick={() => setCreating(createPage())} />
        ) : undefined
      }
    >
      {creating === null ? null : (
        <CreateStaticPageDialog
          model={creating}
          onClose={() => setCreating(null)}
          onCreated={(page) => {
            setCreating(null);
            void navigate(page.id);
          }}
        />
      )}
      <form
        className="bo-filters"
        role="search"
        aria-label="Rechercher un contenu"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search();
        }}
      >
        <div className={Classes.FORM_GROUP}>
          <label className={Classes.LABEL} htmlFor="contenus-texte">
            Mots du titre, du texte ou du nom
          </label>
          <InputGroup
            id="contenus-texte"
            type="search"
            value={model.text}
            onValueChange={(value) => model.setText(value)}
          />
        </div>
        <div className={Classes.FORM_GROUP}>
          <label className={Classes.LABEL} htmlFor="contenus-type">
            Type
          </label>
          <HTMLSelect
            id="contenus-type"
            value={model.kind}
            onChange={(event) => {
              if (isKindFilter(event.currentTarget.value)) model.setKind(event.currentTarget.value);
            }}
            options={[
              { value: 'all', label: 'Tous' },
              ...CONTENT_KINDS.map((kind) => ({ value: kind, label: CONTENT_KIND_LABELS[kind] })),
            ]}
          />
        </div>
        <div className="bo-filters-buttons">
          <Button type="submit" intent="primary" loading={model.status === 'loading'}>
            Rechercher
          </Button>
        </div>
      </form>
      <p role="status" className="bo-summary">
        {model.resultSummary}
      </p>
      {model.failure === null ? null : (
        <Callout intent="danger" role="alert">
          Les contenus n&apos;ont pas pu être lus : {model.failure}
        </Callout>
      )}
      {model.items.length === 0 ? null : (
        <div className="bo-table-scroll">
          <table className={`${Classes.HTML_TABLE} bo-table`}>
            <caption className="bo-visually-hidden">Contenus</caption>
            <thead>
              <tr>
                <th scope="col">Titre</th>
                <th scope="col">Bloc</th>
                <th scope="col">Type</th>
                <th scope="col">État</th>
                <th scope="col">Modifié</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {model.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.title}</td>
                  <td>
                    <code>{item.itemName === '' ? item.name : `${item.name} / ${item.itemName}`}</code>
                  </td>
                  <td>{model.kindLabel(item.kind)}</td>
                  <td>{model.stateLabel(item)}</td>
                  <td>
                    {item.updatedAt === null ? '—' : DATE.format(item.updatedAt)}
                    {item.updatedBy === null ? null : ` par ${item.updatedBy}`}
                  </td>
                  <td>
                    <Link
                      to={item.id}
                      aria-label={`${model.canEdit ? 'Modifier' : 'Consulter'} « ${item.title} »`}
                    >
                      {model.canEdit ? 'Modifier' : 'Consulter'}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BackOfficePage>
  );
});
