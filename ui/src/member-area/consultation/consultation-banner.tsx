import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons/lib/esm/generated/components/eye-open';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ConsultationBannerViewModel } from './consultation-banner.view-model.ts';

/**
 * The banner of the consultation mode on every screen of the member's space (issue 27 §1). A landmark, not a live
 * region: its minute count changes silently; the shell's polite live region reads the last minutes and the end.
 */
export const ConsultationBanner = observer(function ConsultationBanner({
  model,
}: {
  model: ConsultationBannerViewModel;
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);
  useEffect(() => {
    void model.screenViewed(pathname);
  }, [model, pathname]);
  return (
    <section
      className="consultation-banner"
      aria-label="Consultation en lecture seule"
      data-testid="consultation-banner"
    >
      <EyeOpenIcon aria-hidden />
      <p className="consultation-banner-text">{model.text}</p>
      <Button intent="warning" loading={model.ending} onClick={() => void model.end()}>
        Terminer
      </Button>
    </section>
  );
});
