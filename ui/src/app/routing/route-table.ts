import type { ComponentType } from 'react';
import type { RouteAccessRule } from './route-availability.ts';

/** A lazily loaded screen module: react-router's lazy route convention (`Component` export). */
export interface ScreenModule {
  readonly Component: ComponentType;
}

export interface PortalRoute extends RouteAccessRule {
  readonly id: string;
  /** react-router path relative to the shell ('' is home). */
  readonly path: string;
  /** French page title: heading and document title until the screen gives its own. */
  readonly title: string;
  readonly load: () => Promise<ScreenModule>;
}

/** Every route of spec §2, each in its own lazily loaded chunk. */
export const PORTAL_ROUTES: readonly PortalRoute[] = Object.freeze([
  {
    id: 'home',
    path: '',
    title: 'Mon espace adhérent',
    feature: null,
    localAccountOnly: false,
    load: () => import('../../public-area/home/home.screen.tsx'),
  },
  {
    id: 'activate-user',
    path: 'activate-user',
    title: 'Activer mon compte',
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/activate-user/activate-user.screen.tsx'),
  },
  {
    id: 'activate-user-confirmation',
    path: 'activate-user-confirmation',
    title: 'Compte activé',
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/activate-user-confirmation/activate-user-confirmation.screen.tsx'),
  },
  {
    id: 'confirm-email',
    path: 'confirm-email',
    title: "Confirmation de l'adresse e-mail",
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/confirm-email/confirm-email.screen.tsx'),
  },
  {
    id: 'delete-user-confirmation',
    path: 'delete-user-confirmation',
    title: 'Compte supprimé',
    feature: null,
    localAccountOnly: false,
    load: () => import('../../public-area/delete-user-confirmation/delete-user-confirmation.screen.tsx'),
  },
  {
    id: 'display-email',
    path: 'display-email',
    title: 'Consultez votre messagerie',
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/display-email/display-email.screen.tsx'),
  },
  {
    id: 'forgot-password',
    path: 'forgot-password',
    title: 'Mot de passe oublié',
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/forgot-password/forgot-password.screen.tsx'),
  },
  {
    id: 'forgot-password-confirmation',
    path: 'forgot-password-confirmation',
    title: 'Demande de réinitialisation envoyée',
    feature: null,
    localAccountOnly: true,
    load: () =>
      import('../../public-area/forgot-password-confirmation/forgot-password-confirmation.screen.tsx'),
  },
  {
    id: 'forgot-username',
    path: 'forgot-username',
    title: 'Identifiant oublié',
    feature: 'forgotUsernameAutreActe',
    localAccountOnly: true,
    load: () => import('../../public-area/forgot-username/forgot-username.screen.tsx'),
  },
  {
    id: 'static-page',
    path: 'page/:pageName',
    title: "Page d'information",
    feature: null,
    localAccountOnly: false,
    load: () => import('../../public-area/static-page/static-page.screen.tsx'),
  },
  {
    id: 'redirect-to-mobile',
    path: 'redirect-to-mobile/*',
    title: "Redirection vers l'application mobile",
    feature: null,
    localAccountOnly: false,
    load: () => import('../../public-area/redirect-to-mobile/redirect-to-mobile.screen.tsx'),
  },
  {
    id: 'register',
    path: 'register',
    title: 'Créer mon espace',
    feature: 'creationCompteAutreActe',
    localAccountOnly: true,
    load: () => import('../../public-area/register/register.screen.tsx'),
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    title: 'Réinitialiser mon mot de passe',
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/reset-password/reset-password.screen.tsx'),
  },
  {
    id: 'reset-password-confirmation',
    path: 'reset-password-confirmation',
    title: 'Mot de passe réinitialisé',
    feature: null,
    localAccountOnly: true,
    load: () =>
      import('../../public-area/reset-password-confirmation/reset-password-confirmation.screen.tsx'),
  },
  {
    id: 'reset-password-error',
    path: 'reset-password-error',
    title: "Ce lien n'est plus valide",
    feature: null,
    localAccountOnly: true,
    load: () => import('../../public-area/reset-password-error/reset-password-error.screen.tsx'),
  },
  {
    id: 'service-unavailable',
    path: 'service-unavailable',
    title: 'Service momentanément indisponible',
    feature: null,
    localAccountOnly: false,
    load: () => import('../../public-area/service-unavailable/service-unavailable.screen.tsx'),
  },
  {
    id: 'member-area',
    path: 'espace/*',
    title: 'Mon espace',
    feature: null,
    localAccountOnly: false,
    load: () => import('../../member-area/member-area.screen.tsx'),
  },
]);
