import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * CMS HTML rendered after DOMPurify sanitising (scripts, event handlers and javascript: URLs removed).
 * Default export so it can be loaded with React.lazy, keeping DOMPurify out of the first-load bundle.
 */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
