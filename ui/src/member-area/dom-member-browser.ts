import type { MemberBrowser } from './member-browser.ts';

/** The parts of the window the member area uses. */
export type MemberBrowserWindow = Pick<Window, 'location' | 'document' | 'open'>;

const DAY_SECONDS = 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` string (names and values are URI-encoded). */
export function readCookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (key === encodeURIComponent(name)) {
      return decodeURIComponent(separator < 0 ? '' : part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** The `document.cookie` assignment of a site-wide, SameSite=Lax cookie kept `maxAgeDays` days. */
export function cookieAssignment(name: string, value: string, maxAgeDays: number, secure: boolean): string {
  return (
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * DAY_SECONDS)}` +
    `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** MemberBrowser on the DOM. */
export class DomMemberBrowser implements MemberBrowser {
  constructor(private readonly window: MemberBrowserWindow) {}

  currentHash(): string {
    return this.window.location.hash;
  }

  redirect(url: string): void {
    this.window.location.assign(url);
  }

  reloadPage(): void {
    this.window.location.reload();
  }

  openUrl(url: string): void {
    this.window.open(url, '_blank', 'noopener');
  }

  postForm(url: string, fields: Readonly<Record<string, string>>): void {
    const document = this.window.document;
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    form.target = '_blank';
    form.rel = 'noopener';
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
  }

  readCookie(name: string): string | undefined {
    return readCookieValue(this.window.document.cookie, name);
  }

  writeCookie(name: string, value: string, maxAgeDays: number): void {
    this.window.document.cookie = cookieAssignment(
      name,
      value,
      maxAgeDays,
      this.window.location.protocol === 'https:',
    );
  }
}
