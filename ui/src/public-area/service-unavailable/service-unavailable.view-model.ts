import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCmsBlockUseCase } from '../cms-block/cms-block.use-case.ts';
import { PUBLIC_CMS_BLOCKS } from '../cms-block/cms-block.use-case.ts';

/** The CMS item of the error-page block shown by this route. */
export const SERVICE_UNAVAILABLE_ITEM = 'service-unavailable';

/** What the page needs of the application's Logout use case: where the browser goes next. */
export interface LogoutUseCase {
  execute(): Promise<{ readonly redirect: { readonly kind: 'redirect'; readonly url: string } }>;
}

/** Whether somebody is signed in (current user known). */
export interface SignedInQuery {
  isSignedIn(): Promise<boolean>;
}

export interface ServiceUnavailableViewModelDeps {
  readonly loadCmsBlock: LoadCmsBlockUseCase;
  readonly session: SignedInQuery;
  readonly logout: LogoutUseCase;
  readonly redirect: (url: string) => void;
}

export type ServiceUnavailableStatus = 'loading' | 'loaded' | 'failed';

/**
 * service-unavailable (spec §2, §8 503): the configured error-page content (CMS Page_Erreur), a generic text
 * when even the CMS is down (no toast: the page itself says the service is unavailable), and a logout
 * button when a user is signed in.
 */
export class ServiceUnavailableViewModel {
  status: ServiceUnavailableStatus = 'loading';
  item: CmsItem | null = null;
  isSignedIn = false;
  isLoggingOut = false;
  /** The CMS failure, kept for diagnosis (not shown). */
  failure: CatalogueMessage | null = null;

  constructor(private readonly deps: ServiceUnavailableViewModelDeps) {
    makeAutoObservable<ServiceUnavailableViewModel, 'deps'>(this, { deps: false });
  }

  async start(): Promise<void> {
    const [content, signedIn] = await Promise.all([
      this.deps.loadCmsBlock.execute({
        name: PUBLIC_CMS_BLOCKS.errorPage,
        itemName: SERVICE_UNAVAILABLE_ITEM,
      }),
      this.deps.session.isSignedIn(),
    ]);
    runInAction(() => {
      this.isSignedIn = signedIn;
      if (content.kind === 'loaded') {
        this.item = content.item;
        this.status = 'loaded';
      } else {
        this.failure = content.toast;
        this.status = 'failed';
      }
    });
  }

  /** Se déconnecter: ends the session, then the browser goes to the logout URL (the root on failure). */
  async logout(): Promise<void> {
    if (this.isLoggingOut) return;
    this.isLoggingOut = true;
    const outcome = await this.deps.logout.execute();
    this.deps.redirect(outcome.redirect.url);
  }
}
