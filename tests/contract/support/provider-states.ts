/**
 * Named provider states of our pacts. The consumer tests say `given(STATE)`; the provider verification
 * (provider-states/) seeds exactly that state. Backend teams must support these names (see the README).
 * States marked "→ { … }" return values the verifier injects into the request (Pact `fromProviderState`).
 */
export const STATES = {
  // identity-api
  memberWithoutAccount: 'a member without an account',
  /** → { userId, code } */
  pendingActivation: 'a member with a pending activation token',
  /** → { userId, code } */
  adminCreatedPendingActivation: 'an account created by an administrator with a pending activation token',
  /** → { userId, code } */
  pendingEmailConfirmation: 'a member whose new e-mail address awaits confirmation',
  /** → { userId, code } */
  confirmedAccount: 'a member whose e-mail address is already confirmed',
  /** → { userId } */
  activeMember: 'an active member account',
  /** → { userId, code } */
  pendingPasswordReset: 'a member with a pending password reset token',
  memberWhoLostLogin: 'a member who lost the login',
  /** → { securityCode } */
  memberWhoLostLoginWithCode: 'a member who lost the login and verified the security code sent to them',
  signedInMember: 'a signed-in member',
  /** → { securityCode } (the browser holds the pending step's cookie) */
  memberAtLoginCodeStep:
    'a member with double authentication who typed the right password and received a security code',
  // cms-api
  cmsBlock: 'the CMS block Register_Help is published',
  cmsStaticPage: 'the static page mentions-legales is published',
  cmsNoSuchPage: 'no static page named page-inconnue',
  cmsImage: 'the CMS image reseau-optique-cover exists',
  // back-office-api, « Contenus » (issue 24 §3)
  contentsAdminAtVersion0:
    'an Administrateur Digital is signed in and the CMS block Register_Help is as delivered (version 0)',
  contentsAdminStale:
    'an Administrateur Digital is signed in and someone else saved the CMS block Register_Help (version 1)',
  contentsAdminTwoVersions:
    'an Administrateur Digital is signed in and the CMS block Register_Help has two published versions (version 2)',
  contentsConsultant: 'a Consultant, who may only read the contents, is signed in',
  // back-office-api: FAQ and mail templates (issue 24 §4–5)
  gestionnaireSignedIn: 'a signed-in Gestionnaire (FAQ and mail templates)',
  consultantSignedIn: 'a signed-in Consultant (no mail templates)',
  mailTemplateSavedMeanwhile:
    'a signed-in Gestionnaire and the reset-password template saved by someone else since (version 1)',
  // faq-api
  faqPublished: 'the FAQ is published for members',
  // upload-api (signedInMember)
  // consent-api
  memberWithPendingConsents: 'a signed-in member with pending consents',
  anonymousVisitor: 'nobody is signed in',
  // security-code-api
  memberWithConfirmedPhone: 'a signed-in member with a confirmed phone',
  /** → { securityCode } */
  memberWithSecurityCode: 'a signed-in member who received a security code',
  /** → { securityCode } (ACTIVATE_AMF, double authentication off, the code texted to the new mobile) */
  memberTurningDoubleAuthOn:
    'a signed-in member without double authentication who received on the new mobile 0698765432 the code to turn it on',
  /** → { securityCode } (DESACTIVATE_AMF, double authentication on) */
  memberTurningDoubleAuthOff:
    'a signed-in member with double authentication on who received the code to turn it off',
  // bank-details-api
  memberWithMissingBankDetails:
    'a signed-in member whose contract 1000001-01 has no bank details for benefits',
  // contracts-api
  memberWithContracts: 'a signed-in member with contracts in every state',
  memberWithoutContracts: 'a signed-in member without any contract',
  contractsUnavailable: 'the contracts service is unavailable',
  // account-api (also signedInMember, anonymousVisitor)
  memberWhoChangedAConsent: 'a signed-in member who accepted then refused each consent',
  memberWithoutDoubleAuth: 'a signed-in member without double authentication',
  memberWithDoubleAuth: 'a signed-in member with double authentication on',
  // refunds-api
  memberWithCareActs: 'a signed-in member whose current contract 1000001-01 has care acts',
  refundsUnavailable: 'the refunds service is unavailable',
  // prestations-api
  memberWithPrestations:
    'a signed-in member with a sick leave paid as IJ on 1000001-02 and tiers-payant payments on 1000001-01',
  prestationsUnavailable: 'the benefits (prestations) service is unavailable',
  // member-documents-api (documents, guarantees, beneficiaries of the current contract 1000001-01)
  memberWithValidContract: 'a signed-in member whose current contract 1000001-01 is valid',
  // requests-api (« Mes demandes », issue 25)
  memberWithRequests: 'a signed-in member with requests on the current contract 1000001-01',
  /** → { remoteFileName } */
  memberWithUploadedQuote: 'a signed-in member who uploaded a quote for a hospital coverage request',
  /** → { requestId } (« Envoyée »: no complement asked) */
  memberWithSentRequest: 'a signed-in member whose hospital coverage request was just sent',
  memberWithoutGuaranteesOrBeneficiaries:
    'a signed-in member whose contract 1000001-01 has no guarantees and no beneficiaries on file',
  memberDocumentsUnavailable: 'the member documents service is unavailable',
  // notifications-api (also signedInMember, anonymousVisitor)
  memberWithNotifications:
    'a signed-in member with an unread notification n-pact-1 and a read one, and another member with n-pact-autre',
  memberWithForgedAntiForgeryToken: 'a signed-in member whose anti-forgery token was forged',
  // cotisations-api (issue 26)
  cotisationsUnavailable: 'the contributions service is unavailable',
  // simulator-api (the benefits simulator of the current contract 1000001-01)
  memberWithSimulatorConsumption:
    'a signed-in member whose daughter Léa was paid 30 € for contact lenses this year on contract 1000001-01',
  simulatorUnavailable: 'the benefits simulator is unavailable',
  // back-office-api, « Habilitations » (the demo staff of the seed; consultant@'s matrix at version 0)
  staffAdminSignedIn: 'the Administrateur Digital admin@mutuelle.fr is signed in',
  staffAllSignedInOnce:
    'every demo staff member signed in once, and the Administrateur Digital admin@mutuelle.fr is signed in',
  staffConsultantSignedIn: 'the read-only Consultant consultant@mutuelle.fr is signed in',
  staffHabilitationsChangedMeanwhile:
    'admin@mutuelle.fr is signed in and the habilitations of consultant@mutuelle.fr were changed since version 0',
  // back-office-api, « Voir l'espace de l'adhérent » (issue 27 §1; also staffConsultantSignedIn, signedInMember)
  staffConsultantConsultingMarie:
    "the read-only Consultant consultant@mutuelle.fr is signed in and consults Marie Dupont's space",
  // account-api, « Consultations de votre espace » (issue 27 §1)
  memberWhoseSpaceWasConsulted:
    'a signed-in member whose space consultant@mutuelle.fr (Camille) consulted for 4 minutes about a call',
  // back-office-api (also signedInMember, anonymousVisitor)
  staffAdministrator: 'a signed-in Administrateur Digital',
  staffAdministratorWithHistory:
    'a signed-in Administrateur Digital, the history holding a publication of the CMS item Register_Help',
  // back-office-api, « Statistiques » (issue 27 §3)
  staffConsultantWithStatistics:
    'the Consultant is signed in and January 2030 holds sign-ins, accounts, FAQ use, a request and notifications',
  // back-office-api, « Demandes » (issue 25): the request `demande-pec-1`, a hospital coverage of Marie Dupont's
  // contract 1000001-01 sent an hour ago, with one PDF quote (piece `demande-pec-1-file-0`), at version 1
  staffRequestsQueue:
    'gestionnaire@mutuelle.fr is signed in and the queue holds the hospital coverage request demande-pec-1, not taken',
  staffRequestTakenByMe:
    'gestionnaire@mutuelle.fr is signed in and has taken the hospital coverage request demande-pec-1 (version 2)',
  staffRequestTakenByOther:
    'gestionnaire@mutuelle.fr is signed in and the hospital coverage request demande-pec-1 was taken by admin@mutuelle.fr (version 2)',
  staffConsultantWithRequest:
    'the read-only Consultant consultant@mutuelle.fr is signed in and the queue holds the request demande-pec-1',
  // back-office-api, « Demandes » and « Délais de traitement » (issue 25 §2; also staffConsultantSignedIn)
  /** → { demandeId } */
  demandeSentNobodyHasIt:
    'gestionnaire@mutuelle.fr is signed in and Marie Dupont sent a hospital coverage request with a quote that nobody has taken',
  /** → { demandeId } */
  demandeTakenByAdministrator:
    'gestionnaire@mutuelle.fr is signed in and the Administrateur Digital took a hospital coverage request of Marie Dupont',
  /** → { demandeId } */
  demandeTakenByGestionnaire:
    'gestionnaire@mutuelle.fr is signed in and has taken a hospital coverage request of Marie Dupont',
  // back-office-api, « Notifications » (issue 27 §2)
  /** → { notificationId } */
  notificationScheduled:
    'admin@mutuelle.fr is signed in and a notification to « Coordonnées bancaires manquantes » is scheduled for tomorrow',
  /** → { notificationId } */
  notificationAlreadySent:
    'admin@mutuelle.fr is signed in and a notification to « Coordonnées bancaires manquantes » has been sent',
  delaisChangedMeanwhile:
    'admin@mutuelle.fr is signed in and the target delays of the requests were saved by someone else since they were seeded',
  // back-office-api, « Référentiels » values (issue 27 §4; also staffAdminSignedIn, gestionnaireSignedIn)
  referentielChangedMeanwhile:
    'admin@mutuelle.fr is signed in and the civilities were changed by someone else since they were seeded (version 1)',
  // back-office-api, « Demandes » › « Messages » (issue 25): Marie Dupont's thread on « Cotisations », one message
  /** → { discussionId } */
  discussionAwaitingAnswer:
    'gestionnaire@mutuelle.fr is signed in and Marie Dupont started a thread on « Cotisations » waiting for an answer (version 2)',
  /** → { discussionId } */
  discussionConsultant:
    'the read-only Consultant consultant@mutuelle.fr is signed in and Marie Dupont started a thread on « Cotisations »',
  // back-office-api, « Audiences » (issue 27 §2; also staffAdminSignedIn, staffConsultantSignedIn): the seeded audiences
  audienceChangedMeanwhile:
    'admin@mutuelle.fr is signed in and the audience « Coordonnées bancaires manquantes » was saved by someone else since it was seeded (version 2)',
  // back-office-api, « Adhérents » (issue 27 §1; also staffAdministrator, staffConsultantSignedIn, signedInMember)
  adherentLocked:
    'gestionnaire@mutuelle.fr is signed in and the login of Marie Dupont (M001) is locked after too many failed sign-ins',
} as const;

export type StateName = (typeof STATES)[keyof typeof STATES];
