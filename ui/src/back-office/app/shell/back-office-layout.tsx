import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { BackOfficeShellViewModel } from './back-office-shell.view-model.ts';

const MAIN_ID = 'contenu';

/** « Aller au contenu »: moves the focus to the main area (a `#id` href would be read as a hash route). */
function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="bo-skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      Aller au contenu
    </a>
  );
}

/** After an in-app navigation the focus goes to the main area (not on the first render). */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus();
  }, [pathname]);
}

/** The top bar: the portal, « Back office », who is signed in with their role, « Se déconnecter ». */
export const BackOfficeTopBar = observer(function BackOfficeTopBar({
  shell,
}: {
  shell?: BackOfficeShellViewModel;
}) {
  const access = shell?.access ?? null;
  return (
    <header className="bo-topbar">
      <div className="bo-brand">
        <span className="bo-brand-name">Portail adhérent</span>
        <span className="bo-brand-tag">Back office</span>
      </div>
      {shell === undefined || access === null ? null : (
        <div className="bo-user">
          <span className="bo-user-name">{access.name}</span>
          <span className="bo-user-role">{access.roleLabel}</span>
          <Button variant="outlined" loading={shell.signingOut} onClick={() => void shell.signOut()}>
            Se déconnecter
          </Button>
        </div>
      )}
    </header>
  );
});

/** The frame without navigation (loading, a member's session, a failure): skip link, top bar, main. */
export function BackOfficeFrame({
  shell,
  children,
}: {
  shell?: BackOfficeShellViewModel;
  children: ReactNode;
}) {
  return (
    <div className="bo-app">
      <SkipLink />
      <BackOfficeTopBar {...(shell === undefined ? {} : { shell })} />
      <main id={MAIN_ID} className="bo-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The signed-in frame: top bar, the side navigation of the areas the staff member may read, the main area. */
export const BackOfficeLayout = observer(function BackOfficeLayout({
  shell,
  children,
}: {
  shell: BackOfficeShellViewModel;
  children: ReactNode;
}) {
  useFocusMainOnNavigation();
  return (
    <div className="bo-app">
      <SkipLink />
      <BackOfficeTopBar shell={shell} />
      <div className="bo-body">
        <nav className="bo-nav" aria-label="Rubriques du back office">
          <ul>
            <li>
              <NavLink to="/" end>
                Accueil
              </NavLink>
            </li>
            {shell.navigation.map((entry) => (
              <li key={entry.path}>
                <NavLink to={`/${entry.path}`}>{entry.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} className="bo-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
});
