import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BACK_OFFICE_SCREENS } from './back-office-screens.ts';
import { composeBackOffice } from './composition/back-office-root.ts';
import { BackOfficeApp } from './shell/back-office-app.tsx';

/** Starts the back office in `rootElement` (ui/admin/index.html's #root). */
export function startBackOffice(rootElement: HTMLElement): void {
  const composition = composeBackOffice(
    { window, reportError: (error) => window.reportError(error) },
    BACK_OFFICE_SCREENS,
  );
  createRoot(rootElement).render(
    <StrictMode>
      <BackOfficeApp {...composition} screens={BACK_OFFICE_SCREENS} />
    </StrictMode>,
  );
}
