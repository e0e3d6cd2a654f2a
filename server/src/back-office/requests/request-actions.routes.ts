import type { RequestStatus } from '@portail/domain';
import {
  canChangeRequestStatus,
  isRequestOpen,
  requestStatusLabel,
  requestsAdminCatalogue,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { versionRead } from './action-version.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import type { StaffActor } from './request-actions.repository.ts';
import {
  applyStaffChange,
  attachIssuedDocument,
  lastEventId,
  postStaffMessage,
} from './request-actions.repository.ts';
import type { StaffRequest } from './request-detail.repository.ts';
import { findStaffRequest } from './request-detail.repository.ts';
import type { StaffRequestAction } from './request-detail.wire.ts';
import { actionTarget, staffRequestDetail } from './request-detail.wire.ts';
import type { IssuedPriseEnCharge } from './prise-en-charge.issue.ts';
import { issuePriseEnCharge } from './prise-en-charge.issue.ts';
import { notifyStaffMessage, notifyStatusChange } from './request-notifications.ts';
import {
  requestAlreadyAssigned,
  requestFieldError,
  requestNotAssigned,
  requestTransitionRefused,
  requestVersionStale,
} from './requests-admin-errors.ts';

interface ActionBody {
  version?: number;
  message?: string;
  commentaire?: string;
  motif?: string;
}

/** One route per action: its path segment, the history's action name, the body field of its message. */
const ACTIONS: readonly {
  readonly action: StaffRequestAction;
  readonly segment: string;
  readonly history: string;
  readonly message?: { readonly field: 'message' | 'motif' | 'commentaire'; readonly required: boolean };
}[] = [
  { action: 'prendre', segment: 'attribution', history: 'demande-attribution' },
  {
    action: 'demander-complement',
    segment: 'complement',
    history: 'demande-complement',
    message: { field: 'message', required: true },
  },
  {
    action: 'accepter',
    segment: 'acceptation',
    history: 'demande-acceptation',
    message: { field: 'commentaire', required: false },
  },
  {
    action: 'refuser',
    segment: 'refus',
    history: 'demande-refus',
    message: { field: 'motif', required: true },
  },
  { action: 'cloturer', segment: 'cloture', history: 'demande-cloture' },
];

/** 409 unless `staffId` may do `action` on the request at `version` (who has it, then version, then status). */
function checkAction(
  request: StaffRequest,
  action: StaffRequestAction,
  staffId: string,
  version: number,
): void {
  const holder = request.assignedTo;
  if (holder !== null && holder.id !== staffId) throw requestAlreadyAssigned(holder.name);
  if (action !== 'prendre' && holder === null) throw requestNotAssigned();
  if (request.version !== version) throw requestVersionStale();
  const allowed =
    action === 'prendre'
      ? isRequestOpen(request.status) && holder === null
      : canChangeRequestStatus(request.status, actionTarget(action, request.status));
  if (!allowed) throw requestTransitionRefused(requestStatusLabel(request.status));
}

/**
 * The managers' actions on a request (`demandes` / `update`), each in one transaction on the request's locked row:
 * take it (exclusive), ask for a complement, accept (a hospital coverage: the « prise en charge » PDF attached,
 * mailed to the establishment), refuse (reason required), close. Optimistic concurrency on the request's version;
 * each action appended to the history and notified to the member (status change, staff message).
 */
export async function requestActionsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  for (const definition of ACTIONS) {
    app.post<{ Params: { id: string }; Body: ActionBody }>(
      `/api/admin/demandes/:id/${definition.segment}`,
      { onRequest: requireHabilitation('demandes', 'update') },
      async (request, reply) => {
        const staff = await requireStaff(request);
        const version = versionRead(request);
        const field = definition.message?.field;
        const text = field === undefined ? '' : (request.body[field] ?? '').trim();
        if (definition.message?.required === true && text === '')
          throw requestFieldError(
            definition.message.field,
            definition.action === 'refuser'
              ? requestsAdminCatalogue.reasonRequired
              : requestsAdminCatalogue.messageRequired,
          );
        const actor: StaffActor = { accountId: staff.session.accountId, at: deps.clock.now() };
        const before = await findStaffRequest(deps.db, request.params.id);
        if (before === null) throw new HttpError(404);
        checkAction(before, definition.action, actor.accountId, version);
        const issued: IssuedPriseEnCharge | null =
          definition.action === 'accepter' && before.kind === 'prise-en-charge-hospitaliere'
            ? await issuePriseEnCharge(deps.db, before, { issuer: deps.tenant.client.libelle, at: actor.at })
            : null;
        await deps.db.transaction(async (tx) => {
          const current = await findStaffRequest(tx, request.params.id, { lock: true });
          if (current === null) throw new HttpError(404);
          checkAction(current, definition.action, actor.accountId, version);
          const to: RequestStatus = actionTarget(definition.action, current.status);
          await applyStaffChange(
            tx,
            {
              requestId: current.id,
              version,
              from: current.status,
              to,
              assign: definition.action === 'prendre',
              note: text === '' ? null : text,
            },
            actor,
          );
          const notified = {
            id: current.id,
            reference: current.reference,
            kind: current.kind,
            memberId: current.member.id,
          };
          if (text !== '') {
            const messageId = deps.random.uuid();
            await postStaffMessage(
              tx,
              { id: current.id, memberId: current.member.id, contractNumber: current.contract.numero },
              { id: messageId, threadId: deps.random.uuid(), text },
              actor,
            );
            await notifyStaffMessage(deps, tx, notified, {
              id: messageId,
              text,
              mail: current.status === to,
            });
          }
          if (issued !== null) {
            const fileId = deps.random.uuid();
            await attachIssuedDocument(
              tx,
              { id: current.id, memberId: current.member.id },
              { id: fileId, name: issued.fileName, content: issued.pdf, field: 'prise-en-charge' },
              actor,
            );
            // The establishment's mail carries the PDF itself (the stored file, attached when the mail is built).
            if (issued.establishmentMail !== null)
              await deps.mailer.enqueue(
                {
                  ...issued.establishmentMail,
                  attachments: [
                    { remoteFileName: fileId, fileName: issued.fileName, contentType: 'application/pdf' },
                  ],
                },
                tx,
              );
          }
          if (current.status !== to)
            await notifyStatusChange(deps, tx, notified, {
              status: to,
              eventId: await lastEventId(tx, current.id),
              text:
                issued === null
                  ? text === ''
                    ? null
                    : text
                  : 'Le document de prise en charge est disponible dans votre espace ; il a aussi été adressé à l’établissement.',
            });
          await appendHistory(tx, {
            at: actor.at,
            staffAccountId: actor.accountId,
            staffLogin: staff.session.userName,
            area: 'demandes',
            item: current.reference,
            action: definition.history,
            summary: {
              avant: current.status,
              apres: to,
              ...(issued === null
                ? {}
                : { priseEnCharge: issued.fileName, envoiEtablissement: issued.establishmentMail !== null }),
            },
          });
        });
        const after = await findStaffRequest(deps.db, request.params.id);
        if (after === null) throw new HttpError(404);
        const body = await staffRequestDetail(deps.db, after, {
          id: actor.accountId,
          habilitations: staff.habilitations,
          now: actor.at,
        });
        return reply.header('ETag', `"${String(after.version)}"`).send(body);
      },
    );
  }
}
