import type { ToastService } from '../../../widgets/toasts/toast.service.ts';
import type { LiveAnnouncerStore } from '../../../widgets/toasts/live-announcer.store.ts';
import { serviceToken } from '../../../app/platform/service-token.ts';
import type { StaffAccess } from './staff-access.ts';

/**
 * The services the back office's shell gives every area screen (read them with `useService(TOKEN)` of
 * `ui/src/app/platform/services-context.tsx`; see ui/src/back-office/README.md).
 */
/** The signed-in staff member and their habilitations (bound once `GET /api/admin/me` answered). */
export const STAFF_ACCESS = serviceToken<StaffAccess>('StaffAccess');
/** Toasts (announced in the shell's live regions, drawn by Blueprint's toaster loaded on first use). */
export const BACK_OFFICE_TOASTS = serviceToken<ToastService>('BackOfficeToasts');
/** The shell's live regions: `announce(text)` for a screen reader (a filter applied, a page loaded…). */
export const BACK_OFFICE_ANNOUNCER =
  serviceToken<Pick<LiveAnnouncerStore, 'announce'>>('BackOfficeAnnouncer');
