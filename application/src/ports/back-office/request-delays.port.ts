import type { StaffRequestType } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** The target delay of one request type: the expected answer date is the sending date plus these hours. */
export interface RequestDelay {
  readonly type: StaffRequestType;
  readonly hours: number;
}

/** Every type's target delay, with the version they were read at (409 when saved meanwhile). */
export interface RequestDelays {
  readonly version: number;
  readonly delays: readonly RequestDelay[];
  readonly updatedAt: Date | null;
  readonly updatedBy: string | null;
}

/** « Délais de traitement » of the back office's « Référentiels » (openapi `/api/admin/referentiels/delais…`). */
export interface RequestDelaysPort {
  get(): PortResult<RequestDelays>;
  /** Saves the delays edited from `version`. */
  save(delays: readonly RequestDelay[], version: number): PortResult<RequestDelays>;
}
