/** A loading action that rejects is a bug (expected failures are outcomes): it is reported to the browser. */
export function runLoad(load: Promise<void>): void {
  load.catch((error: unknown) => window.reportError(error));
}
