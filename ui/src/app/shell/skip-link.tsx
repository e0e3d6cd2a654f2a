import type { MouseEvent } from 'react';

/**
 * 'Aller au contenu' skip link. With hash routing a plain `#id` href would be read as a route, so the click
 * moves focus to the target itself.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (target === null) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="portal-skip-link" href={`#${targetId}`} onClick={onClick}>
      Aller au contenu
    </a>
  );
}
