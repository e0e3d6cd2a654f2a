/** Hash-route paths of the public area (spec §2), for links and navigation intents. */
export const ROUTE_PATHS = Object.freeze({
  home: '/',
  activateUser: '/activate-user',
  activateUserConfirmation: '/activate-user-confirmation',
  confirmEmail: '/confirm-email',
  deleteUserConfirmation: '/delete-user-confirmation',
  displayEmail: '/display-email',
  forgotPassword: '/forgot-password',
  forgotPasswordConfirmation: '/forgot-password-confirmation',
  forgotUsername: '/forgot-username',
  register: '/register',
  resetPassword: '/reset-password',
  resetPasswordConfirmation: '/reset-password-confirmation',
  resetPasswordError: '/reset-password-error',
  serviceUnavailable: '/service-unavailable',
});

/** The member area (`#/espace`): where the login page sends the member back after sign-in (callbackUrl). */
export const MEMBER_AREA_CALLBACK_URL = '/#/espace';

/** The static CMS page route `page/{pageName}`. */
export function staticPagePath(pageName: string): string {
  return `/page/${encodeURIComponent(pageName)}`;
}

/** The `redirect-to-mobile/{url}` route; the target URL is one encoded segment. */
export function redirectToMobilePath(url: string): string {
  return `/redirect-to-mobile/${encodeURIComponent(url)}`;
}
