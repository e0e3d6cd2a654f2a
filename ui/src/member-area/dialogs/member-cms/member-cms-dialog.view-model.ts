import { makeAutoObservable } from 'mobx';
import type { CmsBlockState } from '../../cms-block.state.ts';
import { CLOSED_POPUP_QUIET_DAYS, DO_NOT_SHOW_AGAIN_COOKIE_DAYS } from '../../member-area.config.ts';
import type { MemberBrowser } from '../../member-browser.ts';

export const DO_NOT_SHOW_AGAIN_LABEL = 'Ne plus afficher ce message.';
/** Suffix of the cookie of a popup closed without « Ne plus afficher » (7 days). */
export const CLOSED_THIS_WEEK_SUFFIX = '_ferme';

export interface MemberCmsDialogDeps {
  readonly cms: CmsBlockState;
  readonly browser: Pick<MemberBrowser, 'readCookie' | 'writeCookie'>;
  /** Configured cookie name: when set, the popup offers 'Ne plus afficher ce message.'. */
  readonly cookieName?: string | undefined;
  /** Title while the block is unknown (and when it has none). */
  readonly fallbackTitle: string;
  readonly onClose: () => void;
}

/**
 * CMS popup (spec §2): the block's title and content, a Close button, and — when a cookie name is set —
 * the checkbox 'Ne plus afficher ce message.': closing with it ticked writes the cookie named from the
 * configured name and the item id, for 365 days (spec §9), and the popup is not shown again; closing it without
 * the box keeps it away for 7 days (issue 22 #16).
 * Without a cookie name it is a plain CMS popup (the dematerialisation popup).
 */
export class MemberCmsDialogViewModel {
  doNotShowAgain = false;

  constructor(private readonly deps: MemberCmsDialogDeps) {
    makeAutoObservable<MemberCmsDialogViewModel, 'deps'>(this, { deps: false });
  }

  get cms(): CmsBlockState {
    return this.deps.cms;
  }

  get title(): string {
    return this.deps.cms.titleOr(this.deps.fallbackTitle);
  }

  get checkboxVisible(): boolean {
    return this.cookieKey !== null;
  }

  /** `${cookie name}_${item id}`, once the item is known and when a cookie name is configured. */
  get cookieKey(): string | null {
    const name = this.deps.cookieName?.trim() ?? '';
    const item = this.deps.cms.item;
    return name === '' || item === null ? null : `${name}_${item.id}`;
  }

  /** Loads the block; false when it cannot be shown (load failure, or the member asked not to see it again). */
  async prepare(): Promise<boolean> {
    if (!(await this.deps.cms.load())) return false;
    const key = this.cookieKey;
    if (key === null) return true;
    const { browser } = this.deps;
    return (
      browser.readCookie(key) === undefined &&
      browser.readCookie(`${key}${CLOSED_THIS_WEEK_SUFFIX}`) === undefined
    );
  }

  setDoNotShowAgain(value: boolean): void {
    this.doNotShowAgain = value;
  }

  close(): void {
    const key = this.cookieKey;
    if (this.doNotShowAgain && key !== null) {
      this.deps.browser.writeCookie(key, '1', DO_NOT_SHOW_AGAIN_COOKIE_DAYS);
    } else if (key !== null) {
      // Closed without « Ne plus afficher »: not shown again for a week (issue 22 #16).
      this.deps.browser.writeCookie(`${key}${CLOSED_THIS_WEEK_SUFFIX}`, '1', CLOSED_POPUP_QUIET_DAYS);
    }
    this.deps.onClose();
  }
}
