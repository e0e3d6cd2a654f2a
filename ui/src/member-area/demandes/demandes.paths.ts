import type { MemberRequestKind } from '@portail/application';

/** Hash-route paths of « Mes demandes » (the area's route table entry is `demandes/*`). */
export const DEMANDES_PATHS = Object.freeze({
  list: '/espace/demandes',
  newMessage: '/espace/demandes/nouveau-message',
});

/** The URL segment of each typed form (`#/espace/demandes/nouvelle/<segment>`). */
export type RequestFormKind = Exclude<MemberRequestKind, 'message'>;

export function newRequestPath(kind: RequestFormKind): string {
  return `${DEMANDES_PATHS.list}/nouvelle/${kind}`;
}

export function requestPath(id: string): string {
  return `${DEMANDES_PATHS.list}/${encodeURIComponent(id)}`;
}
