import { LoadCmsBlock, Logout } from '@portail/application';
import type { PublicAreaServices } from '../public-area.services.ts';
import { ServiceUnavailableViewModel } from './service-unavailable.view-model.ts';

/** The outage page with LoadCmsBlock, Logout and the current-user check of the identity port. */
export function assembleServiceUnavailableViewModel(
  services: PublicAreaServices,
): ServiceUnavailableViewModel {
  const { identity } = services;
  return new ServiceUnavailableViewModel({
    loadCmsBlock: new LoadCmsBlock(services.cms),
    // No current-user use case yet (requested in notes/use-cases.md): a 401 or any failure = nobody.
    session: { isSignedIn: async () => (await identity.getCurrentUser()).ok },
    logout: new Logout(identity, services.sessionStorage, services.requestCache),
    redirect: (url) => services.navigation.redirect(url),
  });
}
