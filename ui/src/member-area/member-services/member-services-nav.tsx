import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useMemberAreaContext } from '../member-area-context.tsx';

/** The member services' tabs in the area's navigation: only those whose feature is on for the contract. */
export const MemberServicesNavLinks = observer(function MemberServicesNavLinks() {
  const { memberServices } = useMemberAreaContext();
  return (
    <>
      {memberServices.tabs.links.map((link) => (
        <NavLink key={link.tab} to={link.path}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
});
