import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons/lib/esm/generated/components/arrow-left';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useService } from '../../app/platform/services-context.tsx';
import { HEADING_FOCUS, PORTAL_SETTINGS } from '../../app/platform/platform.tokens.ts';
import { DEFAULT_SITE_NAME } from '../site-header/site-header.tsx';

export type PageTitleBack =
  /** Go to a route path. */
  | { readonly to: string }
  /** Custom action (e.g. a view-model navigation intent). */
  | { readonly onClick: () => void };

export interface PageTitleBarProps {
  readonly title: string;
  readonly subtitle?: string | undefined;
  /** Shows the 'Retour' button. */
  readonly back?: PageTitleBack | undefined;
}

/**
 * Page title bar (spec §2): main title (the page's h1, focused after navigation and used as the document
 * title), optional sub-title and 'Retour' button.
 */
export const PageTitleBar = observer(function PageTitleBar({ title, subtitle, back }: PageTitleBarProps) {
  const headingFocus = useService(HEADING_FOCUS);
  const siteName = useService(PORTAL_SETTINGS).clientName ?? DEFAULT_SITE_NAME;
  const navigate = useNavigate();
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => headingFocus.register(element),
    [headingFocus],
  );

  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);

  const onBack = back === undefined ? undefined : 'to' in back ? () => void navigate(back.to) : back.onClick;

  return (
    <div className="portal-title-bar">
      {onBack === undefined ? null : (
        <Button variant="minimal" className="portal-title-bar-back" icon={<ArrowLeftIcon />} onClick={onBack}>
          Retour
        </Button>
      )}
      <h1 ref={headingRef} tabIndex={-1} className="portal-title-bar-title">
        {title}
      </h1>
      {subtitle === undefined ? null : <p className="portal-title-bar-subtitle">{subtitle}</p>}
    </div>
  );
});
