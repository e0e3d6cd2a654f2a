/** Leaves or moves within the application (401 → '/login', 503 → 'service-unavailable', logout URLs). */
export interface NavigationPort {
  /** Full browser redirect to a URL (leaves the application). */
  redirect(url: string): void;
  /** In-application navigation to a named route (spec §2 route names). */
  navigate(route: string): void;
}
