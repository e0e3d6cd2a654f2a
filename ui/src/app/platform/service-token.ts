/**
 * A typed key under which the composition root registers a service. Components and view-models depend on
 * tokens and on the `ServiceResolver` interface only: the container itself stays inside the composition root.
 */
export interface ServiceToken<T> {
  readonly key: symbol;
  /** Phantom member carrying the service type (never set at run time). */
  readonly service?: (value: T) => T;
}

export function serviceToken<T>(description: string): ServiceToken<T> {
  return Object.freeze({ key: Symbol(description) });
}

/** What the UI sees of the composition root: typed look-up of a registered service. */
export interface ServiceResolver {
  get<T>(token: ServiceToken<T>): T;
}
