import { Callout, Classes } from '@blueprintjs/core';
import { LoadUnpaidContributions } from '@portail/application';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { UnpaidBannerViewModel } from './unpaid-banner.view-model.ts';

/** The home's banner when a contract has unpaid contributions: the amount, what to do, « Mes cotisations ». */
export const UnpaidContributionsBanner = observer(function UnpaidContributionsBanner() {
  const area = useMemberAreaContext();
  const [model] = useState(
    () => new UnpaidBannerViewModel(new LoadUnpaidContributions(area.services.cotisations)),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  if (model.lines.length === 0) return null;
  return (
    <Callout intent="warning" className="member-unpaid-banner" data-testid="unpaid-banner">
      {/* A heading of the page's outline (Callout's own title would be an h5 right after the h1). */}
      <h2 className={Classes.HEADING}>Cotisations impayées</h2>
      {model.lines.map((line) => (
        <p key={line.numeroContrat}>
          {line.text} {line.conduiteATenir}
        </p>
      ))}
      <Link
        to={MEMBER_AREA_PATHS.cotisations}
        onClick={() => {
          const current = area.shell.current?.numeroContratIndividuel ?? null;
          const target = model.linkContract(current);
          if (target !== null && target !== current) void area.shell.selectContract(target);
        }}
      >
        Voir mes cotisations
      </Link>
    </Callout>
  );
});
