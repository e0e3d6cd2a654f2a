/** What the front does with a downloaded file (export downloads it, print opens it in a new tab). */
export interface BrowserFilesPort {
  download(file: Blob, filename: string): void;
  openInNewTab(file: Blob): void;
}

/** Delay before an object URL is released (the browser has started using it by then). */
const REVOKE_DELAY_MS = 60_000;

/** The parts of the browser window DomBrowserFiles uses. */
export type BrowserFilesWindow = Pick<Window & typeof globalThis, 'URL' | 'document' | 'open' | 'setTimeout'>;

/** BrowserFilesPort on the DOM: object URLs, a temporary <a download> link, window.open. */
export class DomBrowserFiles implements BrowserFilesPort {
  constructor(private readonly window: BrowserFilesWindow) {}

  download(file: Blob, filename: string): void {
    const url = this.window.URL.createObjectURL(file);
    const link = this.window.document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    this.window.document.body.append(link);
    link.click();
    link.remove();
    this.window.setTimeout(() => this.window.URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }

  openInNewTab(file: Blob): void {
    const url = this.window.URL.createObjectURL(file);
    this.window.open(url, '_blank', 'noopener');
    this.window.setTimeout(() => this.window.URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
