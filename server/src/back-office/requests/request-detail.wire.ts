import type { Habilitation, RequestStatus } from '@portail/domain';
import { canChangeRequestStatus, isAllowed, isRequestLate, isRequestOpen } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { StaffRequest } from './request-detail.repository.ts';
import { findStaffRequestEvents } from './request-detail.repository.ts';
import type { StaffAttachment } from './staff-thread.repository.ts';
import { findStaffAttachments, findStaffMessages } from './staff-thread.repository.ts';

/** The actions of the request page (`actions` of DemandeAdminDetail). */
export type StaffRequestAction = 'prendre' | 'demander-complement' | 'accepter' | 'refuser' | 'cloturer';

const TARGETS: readonly (readonly [StaffRequestAction, RequestStatus])[] = [
  ['demander-complement', 'complement-demande'],
  ['accepter', 'acceptee'],
  ['refuser', 'refusee'],
  ['cloturer', 'cloturee'],
];

/** The status an action leads to (`prendre`: « En cours de traitement » from « Envoyée », else unchanged). */
export function actionTarget(action: StaffRequestAction, from: RequestStatus): RequestStatus {
  if (action === 'prendre') return from === 'envoyee' ? 'en-cours' : from;
  return TARGETS.find(([name]) => name === action)?.[1] ?? from;
}

/** What `staffId` may do now on the request: their habilitation, who has it, its status. */
export function possibleActions(
  request: Pick<StaffRequest, 'status' | 'assignedTo'>,
  staffId: string,
  habilitations: readonly Habilitation[],
): StaffRequestAction[] {
  if (!isAllowed(habilitations, 'demandes', 'update')) return [];
  const holder = request.assignedTo?.id ?? null;
  if (holder === null) return isRequestOpen(request.status) ? ['prendre'] : [];
  if (holder !== staffId) return [];
  return TARGETS.filter(([, to]) => canChangeRequestStatus(request.status, to)).map(([name]) => name);
}

function pieceWire(requestId: string, piece: StaffAttachment) {
  return {
    id: piece.id,
    nom: piece.name,
    typeMime: piece.mimeType,
    taille: piece.size,
    ajouteeLe: piece.addedAt.toISOString(),
    origine: piece.byStaff ? 'gestionnaire' : 'adherent',
    url: `/api/admin/demandes/${encodeURIComponent(requestId)}/pieces/${encodeURIComponent(piece.id)}/visionneuse`,
  };
}

/** The request page's body (DemandeAdminDetail): the request, its documents, thread and timeline. */
export async function staffRequestDetail(
  db: Queryable,
  request: StaffRequest,
  viewer: { readonly id: string; readonly habilitations: readonly Habilitation[]; readonly now: Date },
) {
  const [pieces, messages, events] = await Promise.all([
    findStaffAttachments(db, { requestId: request.id }),
    findStaffMessages(db, { requestId: request.id }),
    findStaffRequestEvents(db, request.id),
  ]);
  return {
    id: request.id,
    reference: request.reference,
    type: request.kind,
    statut: request.status,
    version: request.version,
    soumiseLe: request.submittedAt.toISOString(),
    echeance: request.dueAt.toISOString(),
    enRetard: isRequestLate(request.status, request.dueAt, viewer.now),
    attribueeA:
      request.assignedTo === null
        ? null
        : { id: request.assignedTo.id, identifiant: request.assignedTo.login, nom: request.assignedTo.name },
    adherent: {
      numero: request.member.numero,
      civilite: request.member.civilite,
      nom: request.member.nom,
      prenom: request.member.prenom,
      email: request.member.email,
      zeroPapier: request.member.zeroPapier,
    },
    contrat: request.contract,
    donnees: request.payload,
    pieces: pieces.filter((piece) => piece.messageId === null).map((piece) => pieceWire(request.id, piece)),
    fil: messages.map((message) => ({
      id: message.id,
      date: message.at.toISOString(),
      auteur: message.byStaff ? 'gestionnaire' : 'adherent',
      nomAuteur: message.authorName,
      texte: message.text,
      pieces: pieces
        .filter((piece) => piece.messageId === message.id)
        .map((piece) => pieceWire(request.id, piece)),
    })),
    historique: events.map((event) => ({
      date: event.at.toISOString(),
      statut: event.status,
      auteur: event.author,
      ...(event.note === null ? {} : { commentaire: event.note }),
    })),
    actions: possibleActions(request, viewer.id, viewer.habilitations),
  };
}
