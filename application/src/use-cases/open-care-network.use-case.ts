import type { CareNetwork, CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';
import type { OpenUrlIntent, PostFormIntent } from './use-case-intents.ts';

/** Project wording: a network whose address is not a web address (the spec has no message for it). */
export const CARE_NETWORK_INVALID_URL_TOAST: CatalogueMessage = Object.freeze({
  code: 'CARE_NETWORK.INVALID_URL',
  message: "L'adresse de ce réseau de soins n'est pas valide.",
  severity: 'danger',
});

/** An absolute http(s) address, or a path of this site ('/…' but not '//…'). */
const WEB_ADDRESS = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

export type OpenCareNetworkOutcome =
  | {
      readonly kind: 'opened';
      /** Networks with a numOmc: auto-submitted form (API_KEY, NUM_OMC); others: the address in a new tab. */
      readonly intent: PostFormIntent | OpenUrlIntent;
    }
  /** 'Erreur lors de la récupération du token SSO.', or the invalid-address toast. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/**
 * Opens an external care network (spec §2 dialog, §7 sctoken): a fresh sctoken is created; networks that
 * identify the member by OMC number receive it through an auto-submitted form POST.
 */
export class OpenCareNetwork {
  constructor(private readonly identity: Pick<IdentityPort, 'createScToken'>) {}

  async execute(command: { readonly network: CareNetwork }): Promise<OpenCareNetworkOutcome> {
    const url = command.network.url.trim();
    if (!WEB_ADDRESS.test(url)) return { kind: 'failed', toast: CARE_NETWORK_INVALID_URL_TOAST };
    const token = await this.identity.createScToken();
    if (!token.ok) {
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.ssoTokenFetchFailed, token.error) };
    }
    const numOmc = command.network.numOmc.trim();
    if (numOmc === '') return { kind: 'opened', intent: { kind: 'open-url', url } };
    return {
      kind: 'opened',
      intent: { kind: 'post-form', url, fields: { API_KEY: token.value, NUM_OMC: numOmc } },
    };
  }
}
