import '../../widgets/form-feedback/account-recovery.css';
import { Callout } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/**
 * The screen of the routes that close a flow (spec §2: activate-user-confirmation, reset-password-confirmation,
 * forgot-password-confirmation, reset-password-error): a title, what happened in a callout, and the way on.
 * Each route is its configuration. Small and stateless, it is copied into each of their own chunks rather
 * than shared from a chunk of its own (ROUTE_LOCAL_MODULES, vite-plugins/portal-chunks.ts).
 */
export function ConfirmationScreen(props: {
  readonly title: string;
  readonly intent: Intent;
  /** The callout's paragraphs. */
  readonly children: ReactNode;
  /** Under the callout: a button or a link. */
  readonly next: ReactNode;
}) {
  return (
    <>
      <PageTitleBar title={props.title} />
      <div className="portal-account-panel">
        <Callout intent={props.intent}>{props.children}</Callout>
        {props.next}
      </div>
    </>
  );
}
