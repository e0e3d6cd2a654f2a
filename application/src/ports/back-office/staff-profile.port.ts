import type { StaffProfile } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** The signed-in staff member (back office, `GET /api/admin/me`). A 401 sends the browser to the login page. */
export interface StaffProfilePort {
  me(): PortResult<StaffProfile>;
}
