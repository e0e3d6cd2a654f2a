import type { IdentityPort, NavigationPort, StaffProfilePort } from '@portail/application';
import { BACK_OFFICE_AREAS } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BackOfficeScreen } from '../back-office-screens.ts';
import { StaffAccess } from '../platform/staff-access.ts';

/** 'loading' until `GET /api/admin/me` answers; 'member' when the session is not a staff member's (403). */
export type BackOfficeShellState = 'loading' | 'ready' | 'member' | 'failed';

export interface BackOfficeShellDeps {
  readonly staffProfile: Pick<StaffProfilePort, 'me'>;
  readonly identity: Pick<IdentityPort, 'logout'>;
  readonly navigation: Pick<NavigationPort, 'redirect'>;
  readonly screens: readonly Pick<BackOfficeScreen, 'area' | 'path' | 'label'>[];
}

/** Where the portal's member-facing home is (a member who opened /admin/ goes back there). */
export const PORTAL_HOME_URL = '/';

/**
 * The back office's frame: who is signed in (their habilitations), the areas they may read (the side navigation),
 * the sign-out. A 401 on the first call sends the browser to the login page (the HTTP adapters' effect).
 */
export class BackOfficeShellViewModel {
  state: BackOfficeShellState = 'loading';
  access: StaffAccess | null = null;
  failure = '';
  signingOut = false;

  constructor(private readonly deps: BackOfficeShellDeps) {
    makeAutoObservable(this, { access: false }, { autoBind: true });
  }

  /** The areas the staff member may read, in the domain's order. */
  get navigation(): readonly Pick<BackOfficeScreen, 'area' | 'path' | 'label'>[] {
    const access = this.access;
    if (this.state !== 'ready' || access === null) return [];
    const rank = (screen: Pick<BackOfficeScreen, 'area'>) => BACK_OFFICE_AREAS.indexOf(screen.area);
    return this.deps.screens
      .filter((screen) => access.can(screen.area, 'read'))
      .toSorted((a, b) => rank(a) - rank(b));
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const result = await this.deps.staffProfile.me();
    runInAction(() => {
      if (result.ok) {
        this.access = new StaffAccess(result.value);
        this.state = 'ready';
      } else if (result.error.status === 403) {
        this.state = 'member';
      } else {
        this.failure = result.error.message;
        this.state = 'failed';
      }
    });
  }

  /** Ends the session, then leaves for the tenant's logout URL (the portal's home when the call failed). */
  async signOut(): Promise<void> {
    if (this.signingOut) return;
    this.signingOut = true;
    const result = await this.deps.identity.logout();
    this.deps.navigation.redirect(result.ok ? result.value.logoutUrl : PORTAL_HOME_URL);
  }
}
