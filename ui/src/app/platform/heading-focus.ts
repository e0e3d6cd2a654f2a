/** The part of an element the focus coordinator needs. */
export interface FocusableHeading {
  readonly isConnected: boolean;
  focus(options?: FocusOptions): void;
}

/**
 * Moves focus to the page heading after each in-app navigation (not on the first load), so keyboard and
 * screen-reader users land on the new page's title. The heading may mount before or after the navigation
 * is committed (lazy screens, screens that load first): whichever comes second triggers the focus.
 */
export class HeadingFocus {
  private pending = false;
  private heading: FocusableHeading | null = null;

  /** The page heading mounted (or unmounted with null). */
  register(heading: FocusableHeading | null): void {
    this.heading = heading;
    this.tryFocus();
  }

  /** A navigation was committed. */
  navigated(): void {
    this.pending = true;
    this.tryFocus();
  }

  get isPending(): boolean {
    return this.pending;
  }

  private tryFocus(): void {
    if (!this.pending || this.heading === null || !this.heading.isConnected) return;
    this.pending = false;
    this.heading.focus({ preventScroll: false });
  }
}
