import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons/lib/esm/generated/components/export';
import { PrintIcon } from '@blueprintjs/icons/lib/esm/generated/components/print';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { useMemberAreaContext } from '../../member-area-context.tsx';

/** 'Mes courriers' (generic resource layer): the letters of the current contract, export and print. */
export const CourriersScreen = observer(function CourriersScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.courriers());
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.load();
  }, [model, routeVersion]);

  return (
    <>
      <PageTitleBar
        title="Mes courriers"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      <div className="member-toolbar">
        <Button icon={<ExportIcon />} loading={model.exporting} onClick={() => void model.exportAll()}>
          Exporter la liste
        </Button>
        <Button icon={<PrintIcon />} loading={model.printing === 'liste'} onClick={() => void model.print()}>
          Imprimer la liste<span className="portal-visually-hidden"> (nouvel onglet)</span>
        </Button>
      </div>
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Vos courriers n'ont pas pu être chargés.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' ? (
        model.rows.length === 0 ? (
          <p className={Classes.CARD}>Aucun courrier pour ce contrat.</p>
        ) : (
          <div className="member-table-wrapper" role="region" aria-label="Liste des courriers" tabIndex={0}>
            <HTMLTable className="member-table member-table-stacked" striped data-testid="courriers-table">
              <caption className="portal-visually-hidden">
                Vos courriers, du plus récent au plus ancien
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Courrier</th>
                  <th scope="col">Type</th>
                  <th scope="col">Statut</th>
                  <th scope="col">
                    <span className="portal-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Date">{row.date}</td>
                    <td data-label="Courrier">{row.libelle}</td>
                    <td data-label="Type">{row.type}</td>
                    <td data-label="Statut">{row.lu ? 'Lu' : 'Non lu'}</td>
                    <td>
                      <Button
                        size="small"
                        variant="minimal"
                        icon={<PrintIcon />}
                        loading={model.printing === row.id}
                        onClick={() => void model.print(row.id)}
                      >
                        Imprimer<span className="portal-visually-hidden"> {row.libelle} (nouvel onglet)</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )
      ) : null}
    </>
  );
});
