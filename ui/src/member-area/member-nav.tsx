import { Button } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons/lib/esm/generated/components/menu';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MemberServicesNavLinks } from './member-services/member-services-nav.tsx';
import { MEMBER_AREA_PATHS, MEMBER_FEATURES } from './member-area.config.ts';
import type { MemberAreaViewModel } from './member-area.view-model.ts';

const MEMBER_NAV_LIST_ID = 'espace-adherent-rubriques';

/**
 * The area's sections (issue 22 #14). On a wide screen, one line of links. On a phone (CSS, below 720 px), a
 * disclosure button « Rubriques : <the current one> » opens them as a list, one per line; choosing one, or
 * Escape, closes it (focus back on the button). The current section is the link marked aria-current="page".
 */
export const MemberNav = observer(function MemberNav({ shell }: { shell: MemberAreaViewModel }) {
  const location = useLocation();
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  useLayoutEffect(() => {
    setCurrent(list.current?.querySelector('[aria-current="page"]')?.textContent?.trim() ?? '');
  });
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <nav
      className={`member-nav${open ? ' member-nav-open' : ''}`}
      aria-label="Espace adhérent"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <Button
        ref={button}
        className="member-nav-toggle"
        icon={<MenuIcon />}
        aria-expanded={open}
        aria-controls={MEMBER_NAV_LIST_ID}
        onClick={() => setOpen(!open)}
      >
        Rubriques{current === '' ? null : ` : ${current}`}
      </Button>
      <div id={MEMBER_NAV_LIST_ID} ref={list} className="member-nav-links">
        <NavLink to={MEMBER_AREA_PATHS.home} end>
          Accueil
        </NavLink>
        {shell.isFeatureVisible(MEMBER_FEATURES.refunds) ? (
          <NavLink to={MEMBER_AREA_PATHS.remboursements}>Mes remboursements</NavLink>
        ) : null}
        <NavLink to={MEMBER_AREA_PATHS.prestations}>Mes prestations</NavLink>
        <NavLink to={MEMBER_AREA_PATHS.simulateur}>Simulateur de remboursement</NavLink>
        <NavLink to={MEMBER_AREA_PATHS.cotisations}>Mes cotisations</NavLink>
        <NavLink to={MEMBER_AREA_PATHS.demandes}>Mes demandes</NavLink>
        <NavLink to={MEMBER_AREA_PATHS.justificatifs}>Envoyer des justificatifs</NavLink>
        <NavLink to={MEMBER_AREA_PATHS.courriers}>Mes courriers</NavLink>
        <MemberServicesNavLinks />
        <NavLink to={MEMBER_AREA_PATHS.compte}>Mon compte</NavLink>
      </div>
    </nav>
  );
});
