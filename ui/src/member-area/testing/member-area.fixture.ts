import type { ClientConfigPort, CurrentClientSettings, PortError, Result } from '@portail/application';
import { FakeConsultation } from '../consultation/testing/fake-consultation.ts';
import { FakeSimulator } from '../simulateur/testing/fake-simulator.ts';
import { ok } from '@portail/application';
import type {
  CatalogueMessage,
  ClientConfiguration,
  CurrentClient,
  FeatureFlags,
  PortalConfig,
} from '@portail/domain';
import { RecordingEffects } from '../../app/platform/testing/flow-fakes.ts';
import { FakeAccount, FakeSecurityCode } from '../account/testing/fake-account.ts';
import { PortalSettingsStore } from '../../app/platform/portal-settings.store.ts';
import { FakeMemberServices } from '../member-services/testing/fake-member-services.ts';
import { assembleMemberArea } from '../member-area.assembly.ts';
import type { MemberAreaServices } from '../member-area.services.ts';
import { ControlledUploadTransport } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import {
  FakeBankDetails,
  FakeBrowser,
  FakeCache,
  FakeCareNetworks,
  FakeCms,
  FakeConsent,
  FakeContracts,
  FakeIdentity,
  FakeResources,
  FakeStorage,
} from './fake-member-ports.ts';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';
import { FakeRefunds } from '../member-services/refunds/testing/fake-refunds.port.ts';
import { FakeNotifications } from '../notifications/testing/fake-notifications.port.ts';
import { FakeRefundAlerts } from '../account/refund-alerts/testing/fake-refund-alerts.port.ts';
import { FakePrestations } from '../prestations/testing/fake-prestations.port.ts';
import { FakeCotisations } from '../cotisations/testing/fake-cotisations.port.ts';
import { FakeRequestsPort } from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';

export class FakeClientConfig implements ClientConfigPort {
  readonly client = new ScriptedAsyncCall<[], Result<CurrentClientSettings, PortError>>('getCurrentClient');
  getCurrentClient = () => this.client.invoke();
  getPortalConfig = (): Promise<Result<PortalConfig, PortError>> =>
    Promise.resolve(ok({ passwordRequiredLength: 8 }));
}

export function aClient(fonctionnalites: FeatureFlags = {}): CurrentClientSettings {
  const client: CurrentClient = {
    libelle: 'Mutuelle Démo',
    fonctionnalites,
    dataCollectActivated: false,
    autresClients: [],
    oidcExternalProvider: null,
    isDonneesROMonegasquesActivated: false,
  };
  const configuration: ClientConfiguration = {
    createAccountAuthMode: 'oneOfTwo',
    tailleMaxPrenomNom: 40,
    registerAttemptNumber: 3,
    registerAttemptNumberMessage: '',
    isCodePostalVerifiedOnAccountCreation: true,
    isRegisterVerifyEmail: true,
    isRegisterVerifyIban: true,
    isRegisterIbanObligatoire: true,
    registerEmailMessage: '',
    registerIbanMessage: '',
    consentements: [],
    oidcExternalProvider: null,
    isCheckBirthdayForgotPasswordActivated: true,
    amfSmsActivated: true,
    isAlerteRemboursementSubscribed: true,
    delaiToasts: 5,
    applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
    fonctionnalites: { dematCreationCompte: true },
  };
  return { client, configuration };
}

/** The member area over fake ports, a fake clock and a recording browser. */
export function memberAreaFixture() {
  const identity = new FakeIdentity();
  const clientConfig = new FakeClientConfig();
  const contracts = new FakeContracts();
  const consent = new FakeConsent();
  const account = new FakeAccount();
  const bankDetails = new FakeBankDetails();
  const careNetwork = new FakeCareNetworks();
  const cms = new FakeCms();
  const resources = new FakeResources();
  const memberServices = new FakeMemberServices();
  const cotisations = new FakeCotisations();
  cotisations.unpaidCall.answerAlways(ok([]));
  const upload = new ControlledUploadTransport<File>();
  const sessionStorage = new FakeStorage();
  const requestCache = new FakeCache();
  const settings = new PortalSettingsStore();
  const browser = new FakeBrowser();
  const clock = new FakeClock();
  const toasts: CatalogueMessage[] = [];
  const announcements: string[] = [];
  const services: MemberAreaServices = {
    identity,
    clientConfig,
    contracts,
    consent,
    account,
    securityCode: new FakeSecurityCode(),
    flowEffects: new RecordingEffects(),
    bankDetails,
    careNetwork,
    cms,
    resources,
    refunds: new FakeRefunds(),
    prestations: new FakePrestations(),
    memberServices,
    notifications: new FakeNotifications(),
    refundAlerts: new FakeRefundAlerts(),
    cotisations,
    simulator: new FakeSimulator(),
    consultation: new FakeConsultation(),
    requests: new FakeRequestsPort(),
    upload,
    sessionStorage,
    requestCache,
    settings,
    notify: (message) => toasts.push(message),
    announce: (message) => announcements.push(message),
    browser,
    clock,
    scheduler: clock,
  };
  const area = assembleMemberArea(services);
  return {
    area,
    shell: area.shell,
    identity,
    clientConfig,
    contracts,
    consent,
    account,
    bankDetails,
    careNetwork,
    cms,
    resources,
    memberServices,
    cotisations,
    upload,
    sessionStorage,
    requestCache,
    settings,
    browser,
    clock,
    toasts,
    announcements,
  };
}
