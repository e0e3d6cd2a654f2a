import type { StaffRequestType } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** The target delay of one request type: the expected answer date is the sending date plus these hours. */
export interface RequestDelay {
  readonly type: StaffRequestType;
  readonly hours: number;
}

/** A target delay as read, with the type's French label. */
export interface LabelledRequestDelay extends RequestDelay {
  readonly label: string;
}

/** Every type's target delay, with the version they were read at (409 when saved meanwhile). */
export interface RequestDelays {
  readonly version: number;
  readonly delays: readonly LabelledRequestDelay[];
}

/** « Délais de traitement » of the back office's « Référentiels » (openapi `/api/admin/referentiels/delais…`). */
export interface RequestDelaysPort {
  get(): PortResult<RequestDelays>;
  /** Saves the delays edited from `version`. */
  save(delays: readonly RequestDelay[], version: number): PortResult<RequestDelays>;
}
