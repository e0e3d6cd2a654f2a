import type { PortResult } from './port-error.ts';

/** Query parameters of a resource call; undefined values are left out. */
export type ResourceQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** Outcome of an act (management request), for the success toast. */
export interface ActOutcome {
  readonly isModeGestionManuel: boolean;
  readonly isAccuseReceptionActive: boolean;
}

/**
 * The generic resource layer (spec §7): a resource kind is resolved to its API route by the route registry
 * (admin-only resources under /api/admin). Response bodies are returned as unknown: the caller validates
 * them into its domain type.
 */
export interface ResourcePort {
  /** GET one (with id) or many, cached per the resource's cache duration. */
  get(kind: string, options?: { readonly id?: string; readonly query?: ResourceQuery }): PortResult<unknown>;
  /** URL of the viewer image of one item (GET api{route}/{id}/visionneuse). */
  viewerUrl(kind: string, id: string): string;
  /** Downloads the export file under its Content-Disposition filename. */
  export(kind: string, query?: ResourceQuery): PortResult<void>;
  /** Opens the print file in a new tab (POST when a body is given, else GET). */
  print(
    kind: string,
    options?: { readonly query?: ResourceQuery; readonly body?: unknown },
  ): PortResult<void>;
  /** POST api{route}: update. */
  update(kind: string, body: unknown): PortResult<unknown>;
  /** POST api/forms/{formName}/form: an act. */
  submitAct(formName: string, data: Readonly<Record<string, unknown>>): PortResult<ActOutcome>;
  /** POST api/vel/{formName}/vel: an online-sales form. */
  submitOnlineSale(formName: string, data: Readonly<Record<string, unknown>>): PortResult<ActOutcome>;
}
