/** Fakes of the content ports (CMS, FAQ, consent, care networks, client configuration). */
import type {
  CareNetwork,
  CmsItem,
  Consent,
  ConsentAnswerPayload,
  FaqCategory,
  FaqQuestion,
  PortalConfig,
} from '@portail/domain';
import type { CareNetworkPort } from '../../ports/care-network.port.ts';
import type { ClientConfigPort, CurrentClientSettings } from '../../ports/client-config.port.ts';
import type { CmsPort } from '../../ports/cms.port.ts';
import type { ConsentPort } from '../../ports/consent.port.ts';
import type { FaqPort, FaqRating } from '../../ports/faq.port.ts';
import type { PortError } from '../../ports/port-error.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import {
  aCareNetwork,
  aClientConfiguration,
  aCmsItem,
  aCurrentClient,
  aFaqCategory,
  aFaqQuestion,
} from './mothers.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export class FakeCmsPort implements CmsPort {
  readonly getBlockItemsCall = new ScriptedCall<[string, string | undefined], Answer<readonly CmsItem[]>>(
    'getBlockItems',
    ok([aCmsItem()]),
  );

  getBlockItems(name: string, itemName?: string): Promise<Answer<readonly CmsItem[]>> {
    return Promise.resolve(this.getBlockItemsCall.invoke(name, itemName));
  }

  imageUrl(imageId: string): string {
    return `/api/cms/documents/images/${encodeURIComponent(imageId)}`;
  }
}

export class FakeFaqPort implements FaqPort {
  readonly getPopularCall = new ScriptedCall<[string], Answer<readonly FaqQuestion[]>>(
    'getPopular',
    ok([aFaqQuestion()]),
  );
  readonly getCategoriesCall = new ScriptedCall<[string], Answer<readonly FaqCategory[]>>(
    'getCategories',
    ok([aFaqCategory()]),
  );
  readonly searchCall = new ScriptedCall<
    [string, string, boolean | undefined],
    Answer<readonly FaqQuestion[]>
  >('search', ok([aFaqQuestion()]));
  readonly getContentCall = new ScriptedCall<[string, string], Answer<FaqQuestion>>(
    'getContent',
    ok(aFaqQuestion()),
  );
  readonly clickCall = new ScriptedCall<[string, string], Answer<void>>('click', ok(undefined));
  readonly rateCall = new ScriptedCall<[FaqRating, string], Answer<void>>('rate', ok(undefined));

  getPopular(userType: string): Promise<Answer<readonly FaqQuestion[]>> {
    return Promise.resolve(this.getPopularCall.invoke(userType));
  }
  getCategories(userType: string): Promise<Answer<readonly FaqCategory[]>> {
    return Promise.resolve(this.getCategoriesCall.invoke(userType));
  }
  search(query: string, userType: string, getPopular?: boolean): Promise<Answer<readonly FaqQuestion[]>> {
    return Promise.resolve(this.searchCall.invoke(query, userType, getPopular));
  }
  getContent(clickCode: string, userType: string): Promise<Answer<FaqQuestion>> {
    return Promise.resolve(this.getContentCall.invoke(clickCode, userType));
  }
  click(clickCode: string, userType: string): Promise<Answer<void>> {
    return Promise.resolve(this.clickCall.invoke(clickCode, userType));
  }
  rate(rating: FaqRating, userType: string): Promise<Answer<void>> {
    return Promise.resolve(this.rateCall.invoke(rating, userType));
  }
}

export class FakeConsentPort implements ConsentPort {
  readonly answerCall = new ScriptedCall<[ConsentAnswerPayload], Answer<void>>('answer', ok(undefined));
  readonly getPendingCall = new ScriptedCall<[], Answer<readonly Consent[]>>('getPending', ok([]));

  answer(payload: ConsentAnswerPayload): Promise<Answer<void>> {
    return Promise.resolve(this.answerCall.invoke(payload));
  }
  getPending(): Promise<Answer<readonly Consent[]>> {
    return Promise.resolve(this.getPendingCall.invoke());
  }
}

export class FakeCareNetworkPort implements CareNetworkPort {
  readonly getCareNetworksCall = new ScriptedCall<[], Answer<readonly CareNetwork[]>>(
    'getCareNetworks',
    ok([aCareNetwork()]),
  );

  getCareNetworks(): Promise<Answer<readonly CareNetwork[]>> {
    return Promise.resolve(this.getCareNetworksCall.invoke());
  }
}

export class FakeClientConfigPort implements ClientConfigPort {
  readonly getCurrentClientCall = new ScriptedCall<[], Answer<CurrentClientSettings>>(
    'getCurrentClient',
    ok({ client: aCurrentClient(), configuration: aClientConfiguration() }),
  );
  readonly getPortalConfigCall = new ScriptedCall<[], Answer<PortalConfig>>(
    'getPortalConfig',
    ok({ passwordRequiredLength: 8 }),
  );

  getCurrentClient(): Promise<Answer<CurrentClientSettings>> {
    return Promise.resolve(this.getCurrentClientCall.invoke());
  }
  getPortalConfig(): Promise<Answer<PortalConfig>> {
    return Promise.resolve(this.getPortalConfigCall.invoke());
  }
}
