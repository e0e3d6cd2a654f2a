import type { HttpAdapterOptions } from '@portail/adapters';
import type { ComponentType } from 'react';
import type { LiveAnnouncerStore } from '../../../widgets/toasts/live-announcer.store.ts';
import type { ToastService } from '../../../widgets/toasts/toast.service.ts';
import type { StaffAccess } from '../platform/staff-access.ts';

/**
 * What the shell hands an area's assembly (`<area>.assembly.tsx` of this folder), once, when the area's chunk is
 * first opened: everything needed to build the area's adapters, use cases and view-models.
 */
export interface BackOfficeKit {
  /**
   * The options every HTTP adapter of `@portail/adapters` is built with (`new HttpXAdapter(kit.http)`): same origin,
   * the anti-forgery header on writes, a 401 sends the browser to the portal's login page (French notice, back
   * to the same back-office screen after sign-in), a 503 to the portal's « service indisponible ».
   */
  readonly http: HttpAdapterOptions;
  /** The signed-in staff member: `staff.can(area, action)` to hide what their role may not do. */
  readonly staff: StaffAccess;
  readonly toasts: ToastService;
  readonly announcer: Pick<LiveAnnouncerStore, 'announce'>;
  /** The clock (tests give a fixed one). */
  readonly now: () => Date;
  readonly reportError: (error: unknown) => void;
}

/** An area's assembly: builds the area's screen (a component without props) from the kit. */
export type BackOfficeAssembly = (kit: BackOfficeKit) => ComponentType;
