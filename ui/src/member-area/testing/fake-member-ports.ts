import type {
  ActOutcome,
  BankDetailsPort,
  BankDetailsUpdateOutcome,
  CareNetworkPort,
  ChangePasswordRequest,
  CmsPort,
  ConsentPort,
  ContractsPort,
  IdentityPort,
  ModeGestion,
  PortError,
  RequestCachePort,
  ResourcePort,
  ResourceQuery,
  Result,
  SessionStoragePort,
} from '@portail/application';
import { ok } from '@portail/application';
import type {
  BankDetailsPopupData,
  CareNetwork,
  CmsItem,
  Consent,
  ConsentAnswerPayload,
  Contract,
  CurrentUser,
} from '@portail/domain';
import type { MemberBrowser } from '../member-browser.ts';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** The identity calls of the member area. */
export class FakeIdentity implements Pick<
  IdentityPort,
  | 'getCurrentUser'
  | 'logout'
  | 'getModeGestion'
  | 'createScToken'
  | 'loginUrl'
  | 'changePassword'
  | 'changeIdentifier'
> {
  readonly currentUser = new ScriptedAsyncCall<[], R<CurrentUser>>('getCurrentUser');
  readonly logoutCall = new ScriptedAsyncCall<[], R<{ readonly logoutUrl: string }>>(
    'logout',
    ok({ logoutUrl: '/au-revoir' }),
  );
  readonly modeGestion = new ScriptedAsyncCall<[string], R<ModeGestion>>('getModeGestion', ok('automatique'));
  readonly scToken = new ScriptedAsyncCall<[], R<string>>('createScToken', ok('token-1'));

  readonly changePasswordCall = new ScriptedAsyncCall<[ChangePasswordRequest], R<void>>(
    'changePassword',
    ok(undefined),
  );

  getCurrentUser = () => this.currentUser.invoke();
  changePassword = (request: ChangePasswordRequest) => this.changePasswordCall.invoke(request);
  readonly changeIdentifierCall = new ScriptedAsyncCall<[string], R<void>>('changeIdentifier', ok(undefined));
  changeIdentifier = (login: string) => this.changeIdentifierCall.invoke(login);
  logout = () => this.logoutCall.invoke();
  getModeGestion = (actKey: string) => this.modeGestion.invoke(actKey);
  createScToken = () => this.scToken.invoke();
  loginUrl = (callbackUrl?: string) =>
    callbackUrl === undefined
      ? '/api/identity/login'
      : `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

export class FakeContracts implements ContractsPort {
  readonly load = new ScriptedAsyncCall<[], R<readonly Contract[]>>('loadContracts');
  loadContracts = () => this.load.invoke();
}

export class FakeConsent implements ConsentPort {
  readonly pendingCall = new ScriptedAsyncCall<[], R<readonly Consent[]>>('getPending', ok([]));
  readonly answerCall = new ScriptedAsyncCall<[ConsentAnswerPayload], R<void>>('answer', ok(undefined));
  getPending = () => this.pendingCall.invoke();
  answer = (payload: ConsentAnswerPayload) => this.answerCall.invoke(payload);
}

export class FakeBankDetails implements BankDetailsPort {
  readonly updateCall = new ScriptedAsyncCall<[BankDetailsPopupData], R<BankDetailsUpdateOutcome>>(
    'update',
    ok({ isModeGestionManuel: false }),
  );
  update = (popup: BankDetailsPopupData) => this.updateCall.invoke(popup);
}

export class FakeCareNetworks implements CareNetworkPort {
  readonly networks = new ScriptedAsyncCall<[], R<readonly CareNetwork[]>>('getCareNetworks', ok([]));
  getCareNetworks = () => this.networks.invoke();
}

export class FakeCms implements CmsPort {
  readonly blocks = new ScriptedAsyncCall<[string, string | undefined], R<readonly CmsItem[]>>(
    'getBlockItems',
  );
  getBlockItems = (name: string, itemName?: string) => this.blocks.invoke(name, itemName);
  imageUrl = (imageId: string) => `/api/cms/documents/images/${imageId}`;
}

export class FakeResources implements ResourcePort {
  readonly getCall = new ScriptedAsyncCall<
    [string, { readonly id?: string; readonly query?: ResourceQuery } | undefined],
    R<unknown>
  >('get');
  readonly exportCall = new ScriptedAsyncCall<[string, ResourceQuery | undefined], R<void>>(
    'export',
    ok(undefined),
  );
  readonly printCall = new ScriptedAsyncCall<
    [string, { readonly query?: ResourceQuery; readonly body?: unknown } | undefined],
    R<void>
  >('print', ok(undefined));
  readonly actCall = new ScriptedAsyncCall<[string, Readonly<Record<string, unknown>>], R<ActOutcome>>(
    'submitAct',
    ok({ isModeGestionManuel: false, isAccuseReceptionActive: true }),
  );
  get = (kind: string, options?: { readonly id?: string; readonly query?: ResourceQuery }) =>
    this.getCall.invoke(kind, options);
  viewerUrl = (kind: string, id: string) => `/api/${kind}/${id}/visionneuse`;
  export = (kind: string, query?: ResourceQuery) => this.exportCall.invoke(kind, query);
  print = (kind: string, options?: { readonly query?: ResourceQuery; readonly body?: unknown }) =>
    this.printCall.invoke(kind, options);
  readonly updateCall = new ScriptedAsyncCall<[string, unknown], R<unknown>>('update');
  update = (kind: string, body: unknown) => this.updateCall.invoke(kind, body);
  submitAct = (formName: string, data: Readonly<Record<string, unknown>>) =>
    this.actCall.invoke(formName, data);
  submitOnlineSale = (): Promise<R<ActOutcome>> =>
    Promise.reject(new Error('submitOnlineSale: unexpected call'));
}

export class FakeStorage implements SessionStoragePort {
  readonly values = new Map<string, string>();
  get(key: string): string | undefined {
    return this.values.get(key);
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  removeStartingWith(prefix: string): void {
    for (const key of [...this.values.keys()]) if (key.startsWith(prefix)) this.values.delete(key);
  }
}

export class FakeCache implements RequestCachePort {
  clears = 0;
  clear(): void {
    this.clears += 1;
  }
}

/** Records what the member area asked of the browser. */
export class FakeBrowser implements MemberBrowser {
  readonly redirects: string[] = [];
  readonly opened: string[] = [];
  readonly posted: { url: string; fields: Readonly<Record<string, string>> }[] = [];
  readonly cookies = new Map<string, { value: string; days: number }>();
  reloads = 0;
  hash = '#/espace';

  currentHash(): string {
    return this.hash;
  }

  redirect(url: string): void {
    this.redirects.push(url);
  }
  reloadPage(): void {
    this.reloads += 1;
  }
  openUrl(url: string): void {
    this.opened.push(url);
  }
  postForm(url: string, fields: Readonly<Record<string, string>>): void {
    this.posted.push({ url, fields });
  }
  readCookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }
  writeCookie(name: string, value: string, maxAgeDays: number): void {
    this.cookies.set(name, { value, days: maxAgeDays });
  }
}
