import type { UploadConstraints } from '@portail/domain';
import { MEMBER_AREA_CALLBACK_URL } from '../app/platform/route-paths.ts';

/**
 * Settings of the logged-in area. The spec does not show the member area: paths, CMS block names of the
 * reference backend's seed, the cookie prefix of the CMS popup and the upload limits (mirroring
 * server/config/upload.json) are project decisions, written down in notes/member-area.md.
 */

/** Hash-route paths of the member area (the route table entry is `espace/*`). */
export const MEMBER_AREA_PATHS = Object.freeze({
  home: '/espace',
  courriers: '/espace/courriers',
  justificatifs: '/espace/justificatifs',
  /** « Mon compte » (issue 13): its sections are under it (ui/src/member-area/account/account.paths.ts). */
  compte: '/espace/compte',
  remboursements: '/espace/remboursements',
  /** « Mes prestations » (issue 26): prévoyance and tiers-payant payments. */
  prestations: '/espace/prestations',
  /** « Mes demandes » (issue 25): its screens are under it (ui/src/member-area/demandes/demandes.paths.ts). */
  demandes: '/espace/demandes',
  /** « Ma carte de tiers payant » shown on the phone (issue 22). */
  carte: '/espace/carte',
  /** Every notification of the member (issue 25); the bell of the member bar opens the latest. */
  notifications: '/espace/notifications',
  /** « Mes cotisations » (issue 26). */
  cotisations: '/espace/cotisations',
  /** « Simulateur de remboursement » (issue 26 §3). */
  simulateur: '/espace/simulateur',
});

/**
 * The callbackUrl of the guard: the member area's screen on display ('/#/espace/courriers'), else the
 * area's home. Only a path of the area is sent (the login page also checks it is a same-site path).
 */
export function memberAreaCallbackUrl(currentHash: string): string {
  return /^#\/espace(?:[/?][^\s]*)?$/.test(currentHash) ? `/${currentHash}` : MEMBER_AREA_CALLBACK_URL;
}

/** CMS blocks read by the member area's dialogs. */
export const MEMBER_CMS_BLOCKS = Object.freeze({
  consent: { name: 'Popup_Consentement' },
  careNetworks: { name: 'Reseaux_Soins' },
  bankDetails: { name: 'Popup_Modalite_Paiement' },
  demat: { name: 'Popup_Demat' },
  /** The information popup shown after sign-in until the member ticks 'Ne plus afficher ce message.'. */
  information: { name: 'Popup_Cms', itemName: 'information' },
});

/** Client functionalities (fonctionnalites) that gate member-area features, per contract when configured. */
export const MEMBER_FEATURES = Object.freeze({
  bankDetails: 'modalitePaiementPrestation',
  careNetworks: 'reseauxSoins',
  /** « Mes remboursements » (tab and screen). */
  refunds: 'remboursements',
});

/** Configured cookie name of the information popup; the cookie is `${name}_${item id}` (spec §9). */
export const INFORMATION_POPUP_COOKIE_NAME = 'portail_popup_cms';
/** 'Do not show again' cookie lifetime (spec §9). */
export const DO_NOT_SHOW_AGAIN_COOKIE_DAYS = 365;

/** The admin area a back-end user without contract is sent to. */
export const ADMIN_AREA_URL = '/admin/';

/** The reference backend always mails an acknowledgement of a bank-details request. */
export const BANK_DETAILS_ACKNOWLEDGEMENT_ACTIVE = true;

const MO = 1024 * 1024;
const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/** The RIB document of the bank-details popup: one file (required in manual mode). */
export const RIB_UPLOAD = Object.freeze({
  inputName: 'rib',
  constraints: { queueLimit: 1, maxFileSize: 10 * MO, allowedExtensions: DOCUMENT_EXTENSIONS },
});

/** Supporting documents sent with the 'envoi-justificatifs' act. */
export const SUPPORTING_DOCUMENTS_UPLOAD = Object.freeze({
  inputName: 'justificatifs',
  constraints: {
    required: true,
    queueLimit: 5,
    maxFileSize: 10 * MO,
    maxQueueSize: 25 * MO,
    allowedExtensions: [...DOCUMENT_EXTENSIONS, 'tif', 'tiff'],
  } satisfies UploadConstraints,
});

export const SUPPORTING_DOCUMENTS_ACT = 'envoi-justificatifs';

/** Generic resource kind of the letters list (adapters' route registry). */
export const COURRIERS_RESOURCE = 'courriers';

/** Said by the home and by « Mon compte » while a bank-details request waits for an agent (issue 22 #9). */
export const BANK_DETAILS_REQUEST_PENDING_TEXT =
  'Demande de modification de vos coordonnées bancaires en cours de traitement.';

/** A news popup closed without « Ne plus afficher » stays closed this long (issue 22 #16: not back the same week). */
export const CLOSED_POPUP_QUIET_DAYS = 7;
