/**
 * Default HTTP messages (spec §8), used when the server supplies no message of its own.
 * `httpErrorFor` applies the rule "the server's own message wins when present"; the effect of the
 * status (401 → redirect to /login, 503 → navigate to service-unavailable) is kept either way.
 */
import type { CatalogueEntry, DomainError } from './catalogue-entry.ts';
import { defineCatalogueEntry, renderCatalogueTemplate } from './catalogue-entry.ts';

export const httpErrorCatalogue = Object.freeze({
  unreachable: defineCatalogueEntry({
    code: 'HTTP.0',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'Impossible de se connecter au serveur',
  }),
  badRequest: defineCatalogueEntry({
    code: 'HTTP.400',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'Les informations fournies sont erronées',
  }),
  unauthorized: defineCatalogueEntry({
    code: 'HTTP.401',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'Accès non autorisé',
    effect: { kind: 'redirect', to: '/login' },
  }),
  /**
   * A request carrying U+0000 or a lone UTF-16 surrogate in any of its texts (path, query, body, form field):
   * refused at the server's input boundary before any rule or storage sees it (project wording).
   */
  invalidCharacters: defineCatalogueEntry({
    code: 'HTTP.INVALID_CHARACTERS',
    family: 'http',
    severity: 'danger',
    wording: 'project',
    template: 'Les informations envoyées contiennent un caractère non autorisé.',
  }),
  /**
   * A signed-in caller without the back-office habilitation an `/api/admin` operation needs (a member, or a staff
   * member not granted that action on that area): 403, refused before the request is validated (project wording).
   */
  forbiddenHabilitation: defineCatalogueEntry({
    code: 'HTTP.FORBIDDEN_HABILITATION',
    family: 'http',
    severity: 'danger',
    wording: 'project',
    template: "Vous n'avez pas l'habilitation nécessaire pour cette action.",
  }),
  notFound: defineCatalogueEntry({
    code: 'HTTP.404',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'La ressource demandée est introuvable',
  }),
  serverError: defineCatalogueEntry({
    code: 'HTTP.500',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
  }),
  notImplemented: defineCatalogueEntry({
    code: 'HTTP.501',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: "Cette fonctionnalité n'est pas implémentée",
  }),
  serviceUnavailable: defineCatalogueEntry({
    code: 'HTTP.503',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'Service momentanément indisponible',
    effect: { kind: 'navigate', route: 'service-unavailable' },
  }),
  other: defineCatalogueEntry({
    code: 'HTTP.OTHER',
    family: 'http',
    severity: 'danger',
    wording: 'spec',
    template: 'Erreur {status}',
  }),
});

const byStatus: ReadonlyMap<number, CatalogueEntry> = new Map<number, CatalogueEntry>([
  [0, httpErrorCatalogue.unreachable],
  [400, httpErrorCatalogue.badRequest],
  [401, httpErrorCatalogue.unauthorized],
  [404, httpErrorCatalogue.notFound],
  [500, httpErrorCatalogue.serverError],
  [501, httpErrorCatalogue.notImplemented],
  [503, httpErrorCatalogue.serviceUnavailable],
]);

/**
 * The error for an HTTP status. `serverMessage` (the message the server put in its error body) replaces
 * the default text when it is a non-blank string. Statuses without a dedicated entry get code
 * `HTTP.OTHER` and 'Erreur {status}'.
 */
export function httpErrorFor(status: number, serverMessage?: string): DomainError {
  const entry = byStatus.get(status);
  const defaultMessage =
    entry === undefined
      ? renderCatalogueTemplate(httpErrorCatalogue.other.template, { status })
      : entry.template;
  const trimmed = serverMessage?.trim() ?? '';
  const effect = entry?.effect;
  return Object.freeze({
    code: (entry ?? httpErrorCatalogue.other).code,
    message: trimmed === '' ? defaultMessage : trimmed,
    severity: 'danger',
    status,
    ...(effect === undefined ? {} : { effect }),
  });
}
