import '../widgets/sanitized-html/cms-content.css';
import { useMemo } from 'react';
import SanitizedHtml from '../widgets/sanitized-html/sanitized-html.tsx';
import { shiftCmsHeadings } from './cms-headings.ts';

/**
 * CMS HTML (sanitised with DOMPurify by the platform's widget) whose headings start at `headingLevel`:
 * 2 directly under the page title, 3 inside a section or dialog titled by an h2.
 */
export function CmsContent({ html, headingLevel }: { readonly html: string; readonly headingLevel: 2 | 3 }) {
  const leveled = useMemo(() => shiftCmsHeadings(html, headingLevel), [html, headingLevel]);
  return <SanitizedHtml html={leveled} className="portal-cms-content" />;
}
