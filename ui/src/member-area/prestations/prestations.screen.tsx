import './prestations.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TabBar } from '../../widgets/tab-bar/tab-bar.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { PrevoyanceView } from './prevoyance-view.tsx';
import { TiersPayantView } from './tiers-payant-view.tsx';

/**
 * « Mes prestations » of the current contract (registry route `/v2/adherent/prestations`): the « Prévoyance »
 * view (sick leaves paid as indemnités journalières, rents, capital) and the « Tiers payant » view (what the
 * mutuelle paid directly to health professionals), each with its CSV export and PDF statements. A contract
 * switch reloads it.
 */
export const PrestationsScreen = observer(function PrestationsScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.prestations());
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.open();
  }, [model, routeVersion]);

  return (
    <>
      <PageTitleBar
        title="Mes prestations"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      <TabBar
        id="prestations-vues"
        label="Vues de mes prestations"
        selected={model.view}
        onSelect={(view) => void model.show(view)}
        tabs={[
          { id: 'prevoyance', title: 'Prévoyance', panel: <PrevoyanceView model={model.prevoyance} /> },
          { id: 'tiers-payant', title: 'Tiers payant', panel: <TiersPayantView model={model.tiersPayant} /> },
        ]}
      />
    </>
  );
});
