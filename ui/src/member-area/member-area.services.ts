import type {
  AccountPort,
  BankDetailsPort,
  CareNetworkPort,
  ClientConfigPort,
  CmsPort,
  ConsentPort,
  ConsultationPort,
  ContractsPort,
  CotisationsPort,
  IdentityPort,
  MemberServicesPort,
  NotificationsPort,
  PrestationsPort,
  RefundAlertsPort,
  RefundsPort,
  RequestCachePort,
  RequestsPort,
  ResourcePort,
  SecurityCodePort,
  SessionStoragePort,
  SimulatorPort,
  UploadTransportPort,
  UseCaseClock,
  UseCaseScheduler,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import type { FlowEffects } from '../app/platform/flow-effects.ts';
import type { PortalSettingsStore } from '../app/platform/portal-settings.store.ts';
import type { MemberBrowser } from './member-browser.ts';

/**
 * What the member-area assembly receives from the composition root: ports, shell services and the browser.
 * The assembly (downloaded with the `espace` route, not at start-up) builds the use cases and view-models.
 */
export interface MemberAreaServices {
  readonly identity: Pick<
    IdentityPort,
    | 'getCurrentUser'
    | 'logout'
    | 'getModeGestion'
    | 'createScToken'
    | 'loginUrl'
    | 'changePassword'
    | 'changeIdentifier'
  >;
  /** « Mon compte » (issue 13). */
  readonly account: AccountPort;
  /** « Mon compte » › « Alertes remboursement » (issue 27). */
  readonly refundAlerts: RefundAlertsPort;
  readonly securityCode: SecurityCodePort;
  /** Toasts, navigation and timers of the shared security-code dialog. */
  readonly flowEffects: FlowEffects;
  readonly clientConfig: ClientConfigPort;
  readonly contracts: ContractsPort;
  readonly consent: ConsentPort;
  readonly bankDetails: BankDetailsPort;
  readonly careNetwork: CareNetworkPort;
  readonly cms: CmsPort;
  readonly resources: ResourcePort;
  /** « Mes remboursements » (registry route /v1/adherent/remboursements). */
  readonly refunds: RefundsPort;
  /** « Mes prestations » (registry route /v2/adherent/prestations). */
  readonly prestations: PrestationsPort;
  /** « Mes documents », « Mes bénéficiaires », « Mes garanties » of the current contract. */
  readonly memberServices: MemberServicesPort;
  /** The notification centre (issue 25): the bell's count and the lists. */
  readonly notifications: NotificationsPort;
  /** « Mes cotisations » and the home's unpaid banner (issue 26). */
  readonly cotisations: CotisationsPort;
  /** « Simulateur de remboursement » (issue 26 §3). */
  readonly simulator: SimulatorPort;
  /** The consultation mode (issue 27 §1): « Consultations de votre espace », the agent's screens and « Terminer ». */
  readonly consultation: ConsultationPort;
  /** « Mes demandes » (issue 25): the current contract's requests and the member's topic threads. */
  readonly requests: RequestsPort;
  readonly upload: UploadTransportPort<File>;
  readonly sessionStorage: SessionStoragePort;
  readonly requestCache: RequestCachePort;
  readonly settings: PortalSettingsStore;
  /** Shows a catalogue message as a toast. */
  readonly notify: (message: CatalogueMessage) => void;
  /** Reads a message in the shell's polite live region. */
  readonly announce: (message: string) => void;
  readonly browser: MemberBrowser;
  readonly clock: UseCaseClock;
  readonly scheduler: UseCaseScheduler;
}
