import type { RequestKind } from '@portail/domain';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';

/** Hash-route paths of « Mes demandes » (the area's route table entry is `demandes/*`). */
export const DEMANDES_PATHS = Object.freeze({
  list: MEMBER_AREA_PATHS.demandes,
  newMessage: `${MEMBER_AREA_PATHS.demandes}/nouveau-message`,
});

/** The kinds the member sends from « Mes demandes » (`devis` comes from the simulator). */
export type RequestFormKind = Exclude<RequestKind, 'devis'>;

export function newRequestPath(kind: RequestFormKind): string {
  return `${DEMANDES_PATHS.list}/nouvelle/${kind}`;
}

export function requestPath(id: string): string {
  return `${DEMANDES_PATHS.list}/${encodeURIComponent(id)}`;
}

export function threadPath(id: string): string {
  return `${DEMANDES_PATHS.list}/messages/${encodeURIComponent(id)}`;
}
