import type { NavigationPort, PortError, Result } from '@portail/application';
import { err, ok } from '@portail/application';
import { mapHttpError, networkError, unexpectedBodyError } from './error-mapping.ts';

/** What openapi-fetch (and the raw client) resolve to. */
export interface ApiOutcome<D> {
  readonly data?: D;
  readonly error?: unknown;
  readonly response: Response;
}

export interface ApiSuccess<D> {
  readonly data: D | undefined;
  readonly response: Response;
}

export interface ApiCallOptions {
  /** false: a 401 is returned as an error without redirecting to /login (e.g. "who is signed in?"). */
  readonly redirectOnUnauthorized?: boolean;
}

/** fetch rejects with a TypeError on network failure and with an AbortError when aborted. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Runs one HTTP call and turns its outcome into a Result: 2xx (and 304) is success; anything else is the
 * catalogue error of its status, whose effect is applied through the navigation port (401 → redirect to
 * /login, 503 → navigate to service-unavailable). A network failure is status 0. Other exceptions are
 * bugs and propagate.
 */
export class ApiCallRunner {
  constructor(private readonly navigation: NavigationPort) {}

  async run<D>(
    call: () => Promise<ApiOutcome<D>>,
    options: ApiCallOptions = {},
  ): Promise<Result<ApiSuccess<D>, PortError>> {
    let outcome: ApiOutcome<D>;
    try {
      outcome = await call();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      return err(networkError());
    }
    const { response } = outcome;
    if ((response.status >= 200 && response.status < 300) || response.status === 304) {
      return ok({ data: outcome.data, response });
    }
    const failure = mapHttpError(response.status, outcome.error);
    this.applyEffect(failure, options);
    return err(failure);
  }

  /** Like run, for calls whose success must carry a body; the body is mapped to the domain type. */
  async body<D, T>(
    call: () => Promise<ApiOutcome<D>>,
    map: (data: D) => T,
    options: ApiCallOptions = {},
  ): Promise<Result<T, PortError>> {
    const result = await this.run(call, options);
    if (!result.ok) return result;
    const { data, response } = result.value;
    return data === undefined ? err(unexpectedBodyError(response.status)) : ok(map(data));
  }

  /** Like run, for calls whose success body does not matter. */
  async done<D>(
    call: () => Promise<ApiOutcome<D>>,
    options: ApiCallOptions = {},
  ): Promise<Result<void, PortError>> {
    const result = await this.run(call, options);
    return result.ok ? ok(undefined) : result;
  }

  private applyEffect(error: PortError, options: ApiCallOptions): void {
    const effect = error.effect;
    if (effect === undefined) return;
    if (effect.kind === 'redirect') {
      if (error.status === 401 && options.redirectOnUnauthorized === false) return;
      this.navigation.redirect(effect.to);
    } else if (effect.kind === 'navigate') {
      this.navigation.navigate(effect.route);
    }
  }
}
