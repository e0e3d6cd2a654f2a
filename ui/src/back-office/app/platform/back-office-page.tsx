import { useEffect } from 'react';
import type { ReactNode } from 'react';

/** The document title of a back-office screen. */
export function backOfficeTitle(title: string): string {
  return `${title} - Back office - Portail adhérent`;
}

export interface BackOfficePageProps {
  /** The screen's h1 (one per screen) and the start of the document title. */
  readonly title: string;
  /** Buttons shown beside the title (export, create…). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every back-office screen inside the shell's `main`: its h1, its actions, the document title. */
export function BackOfficePage({ title, actions, children }: BackOfficePageProps) {
  useEffect(() => {
    document.title = backOfficeTitle(title);
  }, [title]);
  return (
    <div className="bo-page">
      <div className="bo-page-header">
        <h1 className="bo-page-title">{title}</h1>
        {actions === undefined ? null : <div className="bo-page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
