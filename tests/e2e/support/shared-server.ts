import { inject } from 'vitest';

/**
 * The demo tenant's reference server (with the large member) started once for the whole run by
 * shared-server.global-setup.ts. Only for suites that change no data another suite reads: what they do on it
 * (the demo member answers the start-up dialogs, signs in) leaves every other sharing suite's expectations
 * true. A suite that registers, deletes, changes an account or arms a fault starts its own server.
 */
export function sharedReferenceServer(): { readonly baseUrl: string } {
  return { baseUrl: inject('e2eSharedBaseUrl') };
}
