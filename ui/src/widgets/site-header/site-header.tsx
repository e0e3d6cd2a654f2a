import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useService } from '../../app/platform/services-context.tsx';
import { PORTAL_SETTINGS } from '../../app/platform/platform.tokens.ts';

export const DEFAULT_SITE_NAME = 'Portail adhérent';

/** Header with the mutuelle's name (current client's libelle), linking home. */
export const SiteHeader = observer(function SiteHeader() {
  const settings = useService(PORTAL_SETTINGS);
  return (
    <header className="portal-header">
      <div className="portal-container portal-header-inner">
        <Link to="/" className="portal-brand">
          {settings.clientName ?? DEFAULT_SITE_NAME}
        </Link>
        <span className="portal-brand-tagline">Espace adhérent</span>
      </div>
    </header>
  );
});
