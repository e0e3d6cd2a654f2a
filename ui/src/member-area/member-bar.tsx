import { Button, HTMLSelect } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons/lib/esm/generated/components/log-out';
import { roleLabel } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import type { MemberAreaViewModel } from './member-area.view-model.ts';
import { MemberNav } from './member-nav.tsx';
import { NotificationBell } from './notifications/notification-bell.tsx';

const CONTRACT_SELECT_ID = 'contrat-courant';

/** The member's header: name and role, contract selector, logout; then the area's navigation (member-nav.tsx). */
export const MemberBar = observer(function MemberBar({ shell }: { shell: MemberAreaViewModel }) {
  const role = shell.user?.roles[0];
  return (
    <>
      <section className="member-bar" aria-label="Votre espace adhérent">
        <p className="member-bar-identity">
          Bonjour, <strong data-testid="member-name">{shell.displayName}</strong>
          {role === undefined ? null : <span className="member-bar-role"> ({roleLabel(role)})</span>}
        </p>
        {shell.contractOptions.length === 0 ? null : (
          <div className="member-bar-contract">
            <label htmlFor={CONTRACT_SELECT_ID}>Contrat</label>
            <HTMLSelect
              id={CONTRACT_SELECT_ID}
              value={shell.current?.numeroContratIndividuel ?? ''}
              onChange={(event) => void shell.selectContract(event.currentTarget.value)}
              options={shell.contractOptions.map((option) => ({
                value: option.contract.numeroContratIndividuel,
                label: option.label,
              }))}
            />
          </div>
        )}
        <NotificationBell />
        {/* A consultation from the back office ends with the banner's « Terminer », not a sign-out. */}
        {shell.user?.consultation === undefined ? (
          <Button
            className="member-bar-logout"
            variant="outlined"
            icon={<LogOutIcon />}
            loading={shell.status === 'leaving'}
            onClick={() => void shell.logout()}
          >
            Se déconnecter
          </Button>
        ) : null}
      </section>
      <MemberNav shell={shell} />
    </>
  );
});
