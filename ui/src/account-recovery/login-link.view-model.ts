import type { NavigationPort } from '@portail/application';

/**
 * The 'Se connecter' button of the confirmation screens (spec §2): the browser goes to the identity
 * login endpoint (GET /api/identity/login).
 */
export class LoginLinkViewModel {
  constructor(
    private readonly loginUrl: () => string,
    private readonly navigation: Pick<NavigationPort, 'redirect'>,
  ) {}

  login(): void {
    this.navigation.redirect(this.loginUrl());
  }
}
