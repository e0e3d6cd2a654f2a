import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useService } from '../platform/services-context.tsx';
import { FOOTER_CONTENT } from '../platform/platform.tokens.ts';

const SanitizedHtml = lazy(() => import('../../widgets/sanitized-html/sanitized-html.tsx'));

/** Footer whose text comes from the CMS; the sanitiser is loaded only when there is text to show. */
export const SiteFooter = observer(function SiteFooter() {
  const footer = useService(FOOTER_CONTENT);
  return (
    <footer className="portal-footer">
      <div className="portal-container">
        {footer.html === null ? null : (
          <Suspense fallback={null}>
            <SanitizedHtml html={footer.html} className="portal-footer-content" />
          </Suspense>
        )}
      </div>
    </footer>
  );
});
