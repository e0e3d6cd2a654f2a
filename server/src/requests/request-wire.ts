import { isRequestLate, requestKindLabel, requestStatusLabel, type RequestStatus } from '@portail/domain';
import type { AttachmentInfo } from './request-attachments.repository.ts';
import type { ThreadMessage } from './request-threads.repository.ts';
import type { RequestEvent, RequestRecord } from './requests.repository.ts';

/** `DemandeResume` of the OpenAPI file. */
export function requestSummaryWire(request: RequestRecord, now: Date) {
  return {
    id: request.id,
    numero: request.reference,
    type: request.kind,
    libelleType: requestKindLabel(request.kind),
    numeroContratIndividuel: request.contract,
    dateEnvoi: request.submittedAt.toISOString(),
    statut: request.status,
    libelleStatut: requestStatusLabel(request.status),
    dateReponseAttendue: request.dueAt.toISOString(),
    enRetard: isRequestLate(request.status, request.dueAt, now),
  };
}

/** `DemandePiece`. */
export function pieceWire(piece: AttachmentInfo) {
  return {
    remoteFileName: piece.remoteFileName,
    localFileName: piece.localFileName,
    size: piece.size,
    mimeType: piece.mimeType,
  };
}

/** `DemandeMessage` (the author's account is never sent to the member). */
export function messageWire(message: ThreadMessage) {
  return {
    id: message.id,
    auteur: message.authorKind,
    texte: message.texte,
    date: message.at.toISOString(),
    pieces: message.pieces.map(pieceWire),
  };
}

const statusOrNull = (status: RequestStatus | null) => status;

function eventLabel(event: RequestEvent): string {
  if (event.kind === 'assignment') return 'Prise en charge par un gestionnaire';
  if (event.kind === 'document') return event.note ?? 'Document disponible';
  return event.toStatus === null ? 'Mise à jour' : requestStatusLabel(event.toStatus);
}

/** `DemandeEvenement`. */
export function eventWire(event: RequestEvent) {
  return {
    date: event.at.toISOString(),
    type: event.kind,
    auteur: event.actorKind,
    statutPrecedent: statusOrNull(event.fromStatus),
    statut: statusOrNull(event.toStatus),
    libelle: eventLabel(event),
    note: event.kind === 'document' ? null : event.note,
  };
}

export interface RequestDetailParts {
  readonly request: RequestRecord;
  readonly events: readonly RequestEvent[];
  readonly attachments: readonly AttachmentInfo[];
  readonly messages: readonly ThreadMessage[];
  readonly now: Date;
}

/** `DemandeDetail` of the OpenAPI file. */
export function requestDetailWire(parts: RequestDetailParts) {
  const { request } = parts;
  return {
    ...requestSummaryWire(request, parts.now),
    donnees: request.payload,
    pieces: parts.attachments.map(pieceWire),
    evenements: parts.events.map(eventWire),
    messages: parts.messages.map(messageWire),
    peutRepondreComplement: request.status === 'complement-demande',
    peutEcrire: request.status !== 'cloturee',
    version: request.version,
  };
}
