import type { UploadQueueRunnerOptions } from '@portail/application';
import {
  AnswerConsent,
  ContractUpdateSucceeded,
  ExportRefunds,
  LoadCareActs,
  LoadCareNetworks,
  LoadCmsBlock,
  LoadContracts,
  LoadRefundsSummary,
  LoadTiersPayantCard,
  Logout,
  OpenBankDetailsPopup,
  OpenCareNetwork,
  PrintRefundsStatement,
  SelectCurrentContract,
  SubmitBankDetails,
  UploadQueueRunner,
} from '@portail/application';
import { contractFamilyOf } from '@portail/domain';
import type { MemberServices } from './member-services/member-services.assembly.ts';
import { assembleMemberServices } from './member-services/member-services.assembly.ts';
import { FileUploadViewModel } from '../widgets/file-upload/file-upload.view-model.ts';
import { ensureClientSettings } from './client-settings.loader.ts';
import { CmsBlockState } from './cms-block.state.ts';
import { BankDetailsDialogViewModel } from './dialogs/bank-details/bank-details-dialog.view-model.ts';
import { CareNetworksDialogViewModel } from './dialogs/care-networks/care-networks-dialog.view-model.ts';
import { MemberCmsDialogViewModel } from './dialogs/member-cms/member-cms-dialog.view-model.ts';
import { ConsentDialogViewModel } from './dialogs/consent/consent-dialog.view-model.ts';
import { NoContractDialogViewModel } from './dialogs/no-contract/no-contract-dialog.view-model.ts';
import {
  ADMIN_AREA_URL,
  BANK_DETAILS_ACKNOWLEDGEMENT_ACTIVE,
  INFORMATION_POPUP_COOKIE_NAME,
  MEMBER_CMS_BLOCKS,
  RIB_UPLOAD,
  SUPPORTING_DOCUMENTS_UPLOAD,
} from './member-area.config.ts';
import type { MemberAreaServices } from './member-area.services.ts';
import { MemberAreaViewModel } from './member-area.view-model.ts';
import type { MemberDialogFactory } from './member-dialogs.ts';
import { CourriersViewModel } from './screens/courriers/courriers.view-model.ts';
import { MemberHomeViewModel } from './screens/home/member-home.view-model.ts';
import { SupportingDocumentsViewModel } from './screens/justificatifs/supporting-documents.view-model.ts';
import { RefundsViewModel } from './member-services/refunds/refunds.view-model.ts';
import { TiersPayantCardViewModel } from './member-services/card/tiers-payant-card.view-model.ts';
import { type NotificationCentre, assembleNotificationCentre } from './notifications/notification-centre.ts';
import { assemblePrestations } from './prestations/prestations.assembly.ts';
import type { PrestationsViewModel } from './prestations/prestations.view-model.ts';

/** The member area once assembled: its shell view-model and the factories of its screens. */
export interface MemberArea {
  readonly shell: MemberAreaViewModel;
  readonly courriers: () => CourriersViewModel;
  /** The home's « où en suis-je ? » blocks: a new view-model per visit of the home. */
  readonly home: () => MemberHomeViewModel;
  /** « Ma carte de tiers payant » on the phone: a new view-model per visit. */
  readonly tiersPayantCard: () => TiersPayantCardViewModel;
  /** « Mes remboursements »: a new view-model per visit of the screen. */
  readonly refunds: () => RefundsViewModel;
  /** « Mes prestations »: a new view-model per visit of the screen. */
  readonly prestations: () => PrestationsViewModel;
  /** The same form for the page's lifetime (its uploads survive a visit to another screen). */
  readonly supportingDocuments: () => SupportingDocumentsViewModel<File>;
  /** What the « Mon compte » screens (their own lazily loaded chunk) build their view-models from. */
  readonly services: MemberAreaServices;
  /** « Mes documents », « Mes garanties », « Mes bénéficiaires » and their tabs. */
  readonly memberServices: MemberServices;
  /** The bell of the member bar and the notification lists (issue 25). */
  readonly notifications: NotificationCentre;
}

/**
 * Builds the member area's use cases and view-models over the ports (loaded with the `espace` route: none
 * of this is in the public pages' first load).
 */
export function assembleMemberArea(services: MemberAreaServices): MemberArea {
  const { identity, sessionStorage, requestCache, notify, browser, clock, scheduler } = services;
  const loadCms = new LoadCmsBlock(services.cms);
  const loadContracts = new LoadContracts(services.contracts, sessionStorage);
  const logout = new Logout(identity, sessionStorage, requestCache);
  const answerConsent = new AnswerConsent(services.consent);
  const submitBankDetails = new SubmitBankDetails(services.bankDetails);
  const loadCareNetworks = new LoadCareNetworks(services.careNetwork, services.cms);
  const openCareNetwork = new OpenCareNetwork(identity);
  const cmsBlock = (block: { readonly name: string; readonly itemName?: string }, absentIsQuiet = false) =>
    new CmsBlockState(loadCms, notify, block, absentIsQuiet);
  const uploadArea = (options: UploadQueueRunnerOptions) =>
    new FileUploadViewModel(new UploadQueueRunner<File>(services.upload, clock, scheduler, options));

  const dialogs: MemberDialogFactory = {
    consent: (pending, onClose) =>
      new ConsentDialogViewModel(
        { answerConsent, notify, cms: cmsBlock(MEMBER_CMS_BLOCKS.consent), onClose },
        pending,
      ),
    bankDetails: (ready, contract, onSubmitted, onClose) =>
      new BankDetailsDialogViewModel(
        {
          submitBankDetails,
          notify,
          cms: cmsBlock(MEMBER_CMS_BLOCKS.bankDetails),
          rib: uploadArea({
            inputName: RIB_UPLOAD.inputName,
            constraints: { ...RIB_UPLOAD.constraints, required: ready.layout.ribRequired },
          }),
          acknowledgementActive: BANK_DETAILS_ACKNOWLEDGEMENT_ACTIVE,
          onSubmitted,
          onClose,
        },
        ready,
        contract,
      ),
    information: (onClose) =>
      new MemberCmsDialogViewModel({
        // Kept for an audience, the popup is withheld from the other members (404): no toast then.
        cms: cmsBlock(MEMBER_CMS_BLOCKS.information, true),
        browser,
        cookieName: INFORMATION_POPUP_COOKIE_NAME,
        fallbackTitle: 'Information',
        onClose,
      }),
    demat: (onClose) =>
      new MemberCmsDialogViewModel({
        cms: cmsBlock(MEMBER_CMS_BLOCKS.demat),
        browser,
        fallbackTitle: 'Zéro papier',
        onClose,
      }),
    careNetworks: (onClose) =>
      new CareNetworksDialogViewModel({
        loadCareNetworks,
        openCareNetwork,
        notify,
        cms: cmsBlock(MEMBER_CMS_BLOCKS.careNetworks),
        browser,
        onClose,
      }),
    noContract: (outcome) =>
      new NoContractDialogViewModel(
        {
          logout,
          browser,
          loginUrl: identity.loginUrl(),
          adminAreaUrl: ADMIN_AREA_URL,
        },
        outcome,
      ),
  };

  const shell = new MemberAreaViewModel({
    identity,
    consent: services.consent,
    loadContracts,
    selectCurrentContract: new SelectCurrentContract(sessionStorage, requestCache),
    logout,
    contractUpdateSucceeded: new ContractUpdateSucceeded(loadContracts, requestCache),
    openBankDetailsPopup: new OpenBankDetailsPopup(identity),
    ensureClientSettings: () => ensureClientSettings(services.settings, services.clientConfig, notify),
    settings: services.settings,
    dialogs,
    notify,
    announce: services.announce,
    browser,
    scheduler,
  });

  // One supporting-documents form per area: its upload queue goes on (and is found again) while the
  // member visits other screens.
  let supportingDocuments: SupportingDocumentsViewModel<File> | undefined;
  return {
    shell,
    services,
    courriers: () => new CourriersViewModel(services.resources, notify),
    tiersPayantCard: () =>
      new TiersPayantCardViewModel({
        loadCard: new LoadTiersPayantCard(services.memberServices, sessionStorage, clock),
        notify,
      }),
    home: () =>
      new MemberHomeViewModel({
        loadCareActs: new LoadCareActs(services.refunds),
        resources: services.resources,
        consent: services.consent,
      }),
    refunds: () =>
      new RefundsViewModel({
        loadCareActs: new LoadCareActs(services.refunds),
        loadSummary: new LoadRefundsSummary(services.refunds),
        exportRefunds: new ExportRefunds(services.refunds),
        printStatement: new PrintRefundsStatement(services.refunds),
        notify,
        contractFamily: () => contractFamilyOf(shell.current),
      }),
    prestations: () => assemblePrestations(services, notify, () => contractFamilyOf(shell.current)),
    supportingDocuments: () =>
      (supportingDocuments ??= new SupportingDocumentsViewModel({
        resources: services.resources,
        notify,
        createArea: () => uploadArea(SUPPORTING_DOCUMENTS_UPLOAD),
      })),
    memberServices: assembleMemberServices(
      {
        memberServices: services.memberServices,
        resources: services.resources,
        notify,
        contractFamily: () => contractFamilyOf(shell.current),
      },
      shell,
    ),
    notifications: assembleNotificationCentre({
      notifications: services.notifications,
      scheduler,
      clock,
      notify,
    }),
  };
}
