/**
 * Loads where only the latest counts (a contract switch, new filters): the answer of a load that a newer one
 * overtook is dropped, whatever order the answers arrive in.
 */
export class LatestLoad {
  private started = 0;

  /** Starts a load; the check answers true while no newer load has started. */
  start(): () => boolean {
    const load = ++this.started;
    return () => load === this.started;
  }

  /** A check for the load under way: false once a newer load starts. */
  current(): () => boolean {
    const load = this.started;
    return () => load === this.started;
  }
}
