import { makeAutoObservable } from 'mobx';

/** The CMS-driven footer text (raw HTML from the CMS, sanitised when rendered). Empty until a source fills it. */
export class FooterContentStore {
  html: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setHtml(html: string | null): void {
    const trimmed = html?.trim() ?? '';
    this.html = trimmed === '' ? null : trimmed;
  }
}
