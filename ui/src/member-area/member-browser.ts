/**
 * What the member area asks of the browser beyond the navigation port: full reloads, new tabs, the
 * auto-submitted form of the care networks, and cookies ('Ne plus afficher ce message.').
 */
export interface MemberBrowser {
  /** The hash route on screen ('#/espace/courriers'), to come back to it after sign-in. */
  currentHash(): string;
  /** Leaves the application for this URL (login page, logout URL, admin area). */
  redirect(url: string): void;
  reloadPage(): void;
  /** Opens a URL in a new tab. */
  openUrl(url: string): void;
  /** Builds a hidden form and submits it (POST) to `url` in a new tab. */
  postForm(url: string, fields: Readonly<Record<string, string>>): void;
  readCookie(name: string): string | undefined;
  writeCookie(name: string, value: string, maxAgeDays: number): void;
}
