import './cotisations.css';
import { Button, Callout, Classes, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { assembleCotisations } from './cotisations.assembly.ts';
import { ScheduleTable, TotalsTable } from './cotisations-tables.tsx';
import type { CotisationsViewModel } from './cotisations.view-model.ts';
import { PaymentChangeDialog } from './payment-change.dialog.tsx';
import type { PaymentChangeViewModel } from './payment-change.view-model.ts';

const Settings = observer(function Settings({
  model,
  change,
}: {
  model: CotisationsViewModel;
  change: PaymentChangeViewModel<File>;
}) {
  const schedule = model.schedule;
  if (schedule === null) return null;
  return (
    <section className={`${Classes.CARD} cotisations-card`} aria-labelledby="cotisations-paiement">
      <h2 id="cotisations-paiement">Mon mode de paiement</h2>
      <dl className="cotisations-settings" data-testid="cotisations-settings">
        <dt>Mode</dt>
        <dd>{schedule.libelleModePaiement}</dd>
        <dt>Périodicité</dt>
        <dd>{schedule.libellePeriodicite}</dd>
        {schedule.ibanMasque === null ? null : (
          <>
            <dt>Compte prélevé</dt>
            <dd>
              {schedule.ibanMasque} — {schedule.bicMasque} ({schedule.titulaire})
            </dd>
            <dt>Référence du mandat (RUM)</dt>
            <dd>{schedule.rum}</dd>
          </>
        )}
        <dt>Prochaine échéance</dt>
        <dd>{model.nextDueDate ?? 'aucune'}</dd>
      </dl>
      <div className="cotisations-actions">
        <Button intent="primary" onClick={() => change.start(schedule)} disabled={model.nextDueDate === null}>
          Modifier mon paiement
        </Button>
        {model.hasMandate ? (
          <Button onClick={() => void model.downloadMandate()} loading={model.downloading === 'mandat'}>
            Télécharger mon mandat SEPA
          </Button>
        ) : null}
      </div>
    </section>
  );
});

const Certificate = observer(function Certificate({ model }: { model: CotisationsViewModel }) {
  const years = model.schedule?.anneesAttestation ?? [];
  if (years.length === 0) return null;
  return (
    <section className={`${Classes.CARD} cotisations-card`} aria-labelledby="cotisations-attestation">
      <h2 id="cotisations-attestation">Attestation de paiement des cotisations</h2>
      <p>
        Le total payé dans l'année
        {model.schedule?.isMadelin === true ? ', avec la part déductible au titre de la « loi Madelin »' : ''}
        .
      </p>
      <div className="cotisations-actions">
        <label htmlFor="cotisations-annee">Année</label>
        <HTMLSelect
          id="cotisations-annee"
          value={String(model.certificateYear ?? '')}
          onChange={(event) => model.chooseCertificateYear(Number(event.currentTarget.value))}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <Button
          onClick={() => void model.downloadCertificate()}
          loading={model.downloading === 'attestation'}
        >
          Télécharger l'attestation
        </Button>
      </div>
    </section>
  );
});

const Content = observer(function Content({
  model,
  change,
}: {
  model: CotisationsViewModel;
  change: PaymentChangeViewModel<File>;
}) {
  return (
    <>
      {model.unpaid === null ? null : (
        <Callout intent="warning" data-testid="cotisations-unpaid">
          <h2 className={Classes.HEADING}>Cotisation impayée</h2>
          {model.unpaid} restent à régler sur ce contrat. Réglez-les par virement en indiquant le numéro de
          contrat, ou contactez votre conseiller.
        </Callout>
      )}
      <Settings model={model} change={change} />
      <ScheduleTable
        caption="Échéancier de l'année et prochaines échéances"
        rows={model.rows}
        testId="cotisations-schedule"
      />
      <TotalsTable totals={model.totals} />
      <Certificate model={model} />
      {model.historyRows.length === 0 ? null : (
        <>
          <ScheduleTable
            caption="Historique des années précédentes"
            rows={model.historyRows}
            testId="cotisations-history"
          />
          {model.nextCursor === null ? null : (
            <Button onClick={() => void model.loadMore()} loading={model.loadingMore}>
              Afficher plus
            </Button>
          )}
        </>
      )}
      {model.schedule === null || model.schedule.modifications.length === 0 ? null : (
        <section className={`${Classes.CARD} cotisations-card`} aria-labelledby="cotisations-modifications">
          <h2 id="cotisations-modifications">Modifications demandées</h2>
          <ul data-testid="cotisations-modifications">
            {model.schedule.modifications.map((item) => (
              <li key={item.demandeeLe}>
                {item.libelleModePaiement}, {item.libellePeriodicite.toLowerCase()}, à partir du{' '}
                {item.dateEffet.split('-').reverse().join('/')}
                {item.rum === null ? '' : ` (mandat ${item.rum})`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {change.open ? <PaymentChangeDialog model={change} /> : null}
    </>
  );
});

/** « Mes cotisations » (`#/espace/cotisations`, issue 26), read again at every contract switch. */
export const CotisationsScreen = observer(function CotisationsScreen() {
  const area = useMemberAreaContext();
  const [{ screen, change }] = useState(() => assembleCotisations(area.services));
  const { routeVersion } = area.shell;
  useEffect(() => {
    void screen.load();
  }, [screen, routeVersion]);
  return (
    <>
      <PageTitleBar
        title="Mes cotisations"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      {screen.status === 'loading' ? <PageLoading /> : null}
      {screen.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Vos cotisations n'ont pas pu être chargées.</p>
          <Button onClick={() => void screen.load()}>Réessayer</Button>
        </div>
      ) : null}
      {screen.status === 'none' ? (
        <p className={Classes.CARD}>Aucun échéancier de cotisations n'est disponible pour ce contrat.</p>
      ) : null}
      {screen.status === 'loaded' ? <Content model={screen} change={change} /> : null}
    </>
  );
});
