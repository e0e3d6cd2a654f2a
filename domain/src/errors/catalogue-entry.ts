/**
 * Error catalogue building blocks (spec §8), as data only.
 *
 * A {@link CatalogueEntry} is a static description: a stable `code`, a French `template` (with typed
 * `{placeholders}`), a severity and, when the spec asks for one, an {@link ErrorEffect}. Effects are
 * plain values (`{ kind: 'redirect', to: '/login' }`): the domain never performs them, the application
 * / UI layer interprets them (e.g. through a navigation port).
 *
 * {@link catalogueMessage} turns an entry into a {@link CatalogueMessage}, the value handed to the UI.
 * A {@link DomainError} is the same value, optionally carrying the HTTP status.
 */

export type MessageSeverity = 'danger' | 'success' | 'info';

/** Full browser redirect (leaves the application), optionally after a delay. */
export interface RedirectEffect {
  readonly kind: 'redirect';
  readonly to: string;
  readonly delayMs?: number;
}

/** In-application navigation to a named route (spec §2 route names). */
export interface NavigateEffect {
  readonly kind: 'navigate';
  readonly route: string;
}

/** The modal that triggered the call closes. */
export interface CloseModalEffect {
  readonly kind: 'close-modal';
}

export type ErrorEffect = RedirectEffect | NavigateEffect | CloseModalEffect;

export type CatalogueFamily = 'http' | 'flow' | 'danger-toast' | 'success-toast' | 'developer';

/**
 * Where the wording comes from: `spec` = copied verbatim from the specification; `project` = the spec
 * names the message without giving its text, the wording was decided by the project (see README).
 */
export type WordingOrigin = 'spec' | 'project';

/** Names of the `{placeholders}` of a template literal type: `'Erreur {status}'` → `'status'`. */
export type TemplateParamName<T extends string> = T extends `${string}{${infer P}}${infer Rest}`
  ? P | TemplateParamName<Rest>
  : never;

export type TemplateParams<T extends string> = { readonly [K in TemplateParamName<T>]: string | number };

/** Rest-argument helper: no argument for a template without placeholders, the params object otherwise. */
export type TemplateArgs<T extends string> = [TemplateParamName<T>] extends [never]
  ? []
  : [TemplateParams<T>];

export interface CatalogueEntry<T extends string = string> {
  readonly code: string;
  readonly family: CatalogueFamily;
  readonly severity: MessageSeverity;
  readonly template: T;
  readonly wording: WordingOrigin;
  readonly effect?: ErrorEffect;
}

/** A catalogue message ready for display: French text, severity, optional server detail and effect. */
export interface CatalogueMessage {
  readonly code: string;
  readonly message: string;
  readonly severity: MessageSeverity;
  readonly detail?: string;
  readonly effect?: ErrorEffect;
}

/** An expected failure as a value; `status` is set when it comes from an HTTP response. */
export interface DomainError extends CatalogueMessage {
  readonly status?: number;
}

export function defineCatalogueEntry<const T extends string>(entry: CatalogueEntry<T>): CatalogueEntry<T> {
  return Object.freeze(entry);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces each `{name}` of the template by its parameter; unknown placeholders are left as they are. */
export function renderCatalogueTemplate<T extends string>(template: T, ...args: TemplateArgs<T>): string {
  const params: Readonly<Record<string, string | number>> = args[0] ?? {};
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

export function catalogueMessage<T extends string>(
  entry: CatalogueEntry<T>,
  ...args: TemplateArgs<T>
): CatalogueMessage {
  const message = renderCatalogueTemplate(entry.template, ...args);
  return Object.freeze({
    code: entry.code,
    message,
    severity: entry.severity,
    ...(entry.effect === undefined ? {} : { effect: entry.effect }),
  });
}

/** Attaches the server's message as detail (danger toasts, spec §8); blank details are ignored. */
export function withCatalogueDetail<M extends CatalogueMessage>(message: M, detail: string | undefined): M {
  if (detail === undefined || detail.trim() === '') return message;
  return Object.freeze({ ...message, detail: detail.trim() });
}
