import './mobile-banner.css';
import { AnchorButton, Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons/lib/esm/generated/components/cross';
import { observer } from 'mobx-react-lite';
import type { MobileBannerViewModel } from './mobile-banner.view-model.ts';

/** The closable mobile-app download banner on Android and iPhone (the shell keeps it at the bottom of the screen). */
export const MobileBanner = observer(function MobileBanner({ model }: { model: MobileBannerViewModel }) {
  if (!model.isVisible || model.link === null) return null;
  return (
    <aside className="portal-mobile-banner" aria-label="Application mobile">
      <div className="portal-container portal-mobile-banner-inner">
        <div className="portal-mobile-banner-text">
          <strong>{model.title}</strong>
          {model.text === '' ? null : <span>{model.text}</span>}
        </div>
        <AnchorButton href={model.link} intent="primary" size="small" rel="noopener noreferrer">
          Télécharger
        </AnchorButton>
        <Button
          variant="minimal"
          size="small"
          icon={<CrossIcon />}
          aria-label="Fermer le bandeau de l'application mobile"
          onClick={() => model.close()}
        />
      </div>
    </aside>
  );
});
