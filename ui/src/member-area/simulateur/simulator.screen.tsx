import './simulator.css';
import { Button, Classes, InputGroup, Tag } from '@blueprintjs/core';
import { SendMemberRequest } from '@portail/application';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { SimulationForm } from './simulation-form.tsx';
import { assembleSimulator } from './simulator.assembly.ts';

const SendQuoteDialog = lazy(() => import('./send-quote.dialog.tsx'));

/**
 * « Simulateur de remboursement » (`#/espace/simulateur`): search or browse the acts, choose one, then the
 * patient, the price (field and slider), the sector and the « 100 % Santé » basket; the answer follows.
 */
export const SimulatorScreen = observer(function SimulatorScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => assembleSimulator(area, new SendMemberRequest(area.services.requests)));
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.load();
  }, [model, routeVersion]);
  return (
    <>
      <PageTitleBar
        title="Simulateur de remboursement"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Le simulateur n'a pas pu être chargé.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' ? (
        <div className="simulator">
          <p>
            Combien serez-vous remboursé ? Choisissez un acte : l'estimation suit les garanties de votre
            contrat <strong>{model.nomOffre}</strong> et ce qui vous a déjà été remboursé cette année.
          </p>
          <section className="simulator-acts" aria-labelledby="simulateur-actes-titre">
            <h2 id="simulateur-actes-titre">Choisir un acte</h2>
            <div className={`${Classes.FORM_GROUP} portal-field`}>
              <label className={Classes.LABEL} htmlFor="simulateur-recherche">
                Rechercher un acte (par mot ou par thème : lunettes, couronne, ostéopathe…)
              </label>
              <InputGroup
                id="simulateur-recherche"
                type="search"
                autoComplete="off"
                value={model.query}
                onValueChange={(value) => model.setQuery(value)}
              />
            </div>
            <p role="status" className="simulator-results-status">
              {model.resultsText}
            </p>
            {model.branches.map((branch) => (
              <section
                key={branch.key}
                className={`simulator-branch${branch.mettreEnValeur ? ' simulator-branch-highlighted' : ''}`}
                aria-label={branch.key}
              >
                <h3>
                  {branch.key}
                  {branch.mettreEnValeur ? (
                    <Tag className="simulator-highlight" intent="success" minimal>
                      À la une
                    </Tag>
                  ) : null}
                </h3>
                <p className="simulator-tags">Thèmes : {branch.tags.join(', ')}</p>
                <ul className="simulator-act-list">
                  {branch.acts.map((act) => (
                    <li key={`${act.code}-${act.libelle}`}>
                      <Button
                        variant={model.isChosen(act) ? 'solid' : 'outlined'}
                        intent={model.isChosen(act) ? 'primary' : 'none'}
                        aria-pressed={model.isChosen(act)}
                        onClick={() => model.choose(act)}
                      >
                        {act.libelle}
                        {act.option ? ' (option)' : ''}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
          {model.form === null ? null : (
            <SimulationForm
              form={model.form}
              renforts={model.renforts}
              onSendQuote={model.canSendQuote ? () => model.openQuote() : undefined}
            />
          )}
          {model.quote === null ? null : (
            <Suspense fallback={null}>
              <SendQuoteDialog model={model.quote} />
            </Suspense>
          )}
        </div>
      ) : null}
    </>
  );
});
