import type { FaqDialogViewModel } from './faq/faq-dialog.view-model.ts';
import type { LazyViewModelFactory } from '../app/platform/use-lazy-view-model.ts';
import type { DisplayEmailViewModel } from './display-email/display-email.view-model.ts';
import type { HomeViewModel } from './home/home.view-model.ts';
import type { RedirectToMobileViewModel } from './redirect-to-mobile/redirect-to-mobile.view-model.ts';
import type { RegisterViewModel } from './register/register.view-model.ts';
import type { ServiceUnavailableViewModel } from './service-unavailable/service-unavailable.view-model.ts';
import type { StaticPageViewModel } from './static-page/static-page.view-model.ts';
import { serviceToken } from '../app/platform/service-token.ts';

/**
 * View-model factories of the public area (home, FAQ, register, display-email, static pages, mobile redirect,
 * outage page). Every factory gives a fresh view-model; all but the home's are lazy: the view-model and its
 * use cases download with the screen that needs them, not with the first page.
 */
export const HOME_VIEW_MODEL = serviceToken<() => HomeViewModel>('HomeViewModel');
export const FAQ_MODAL_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<FaqDialogViewModel>>('FaqDialogViewModel');
export const REGISTER_VIEW_MODEL = serviceToken<LazyViewModelFactory<RegisterViewModel>>('RegisterViewModel');
export const DISPLAY_EMAIL_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<DisplayEmailViewModel>>('DisplayEmailViewModel');
export const STATIC_PAGE_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<StaticPageViewModel>>('StaticPageViewModel');
export const REDIRECT_TO_MOBILE_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<RedirectToMobileViewModel>>('RedirectToMobileViewModel');
export const SERVICE_UNAVAILABLE_VIEW_MODEL = serviceToken<LazyViewModelFactory<ServiceUnavailableViewModel>>(
  'ServiceUnavailableViewModel',
);
