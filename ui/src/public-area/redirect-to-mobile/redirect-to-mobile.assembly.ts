import type { PublicAreaServices } from '../public-area.services.ts';
import { RedirectToMobileViewModel } from './redirect-to-mobile.view-model.ts';

/** The mobile redirect over the tenant settings store (its mobile-app links are the allow-list). */
export function assembleRedirectToMobileViewModel(services: PublicAreaServices): RedirectToMobileViewModel {
  const { settings } = services;
  return new RedirectToMobileViewModel({
    settings: {
      get isLoading() {
        return settings.status === 'loading' || settings.status === 'idle';
      },
      get applicationMobile() {
        return settings.configuration?.applicationMobile ?? null;
      },
    },
    redirect: (url) => services.navigation.redirect(url),
  });
}
