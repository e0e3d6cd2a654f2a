import type { NavigationPort } from '@portail/application';
import { MEMBER_AREA_CALLBACK_URL } from '../../app/platform/route-paths.ts';

/**
 * The 'Se connecter' button of the confirmation screens (spec §2): the browser goes to the identity
 * login endpoint (GET /api/identity/login) with the member area as callbackUrl, so that the member signs in once
 * and lands in their space (without it the login page would send them back to the public home).
 */
export class LoginLinkViewModel {
  constructor(
    private readonly loginUrl: (callbackUrl: string) => string,
    private readonly navigation: Pick<NavigationPort, 'redirect'>,
  ) {}

  login(): void {
    this.navigation.redirect(this.loginUrl(MEMBER_AREA_CALLBACK_URL));
  }
}
