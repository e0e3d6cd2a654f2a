import {
  expectedAnswerDate,
  formatDisplayDate,
  parseRequestForm,
  requestFormAttachments,
  requestFormPersons,
  requestKindLabel,
  requestsCatalogue,
  type RequestForm,
} from '@portail/domain';
import { HttpError, validationError } from '../http/http-error.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import { REQUEST_ACKNOWLEDGEMENT_TEMPLATE } from '../mail/request-mail-templates.catalogue.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findAttachableUploads, attachFiles } from './request-attachments.repository.ts';
import {
  findContractPersons,
  findRequestManagementMode,
  findRequestMemberContext,
} from './request-member.repository.ts';
import type { RequestMember } from './request-member.ts';
import { unknownReferenceFields } from './request-reference-data.ts';
import { findTargetDelayHours } from './request-target-delay.repository.ts';
import { insertThread } from './request-threads.repository.ts';
import { insertRequest, nextRequestReference, type RequestRecord } from './requests.repository.ts';

/** The form field that holds a kind's documents. */
function attachmentField(form: RequestForm): string {
  switch (form.type) {
    case 'prise-en-charge-hospitaliere':
    case 'devis':
      return 'devis';
    case 'remboursement':
      return 'factures';
    case 'declaration-sinistre':
    case 'ajout-beneficiaire':
      return 'justificatifs';
    case 'radiation-beneficiaire':
      return 'pieces';
  }
}

const personField = (form: RequestForm): string =>
  form.type === 'declaration-sinistre' ? 'personneConcernee' : 'beneficiaire';

const issueOf = (entry: { code: string; template: string }) => ({
  code: entry.code,
  message: entry.template,
});

/** Checks what only the server knows: persons of the contract, reference codes, the member's own uploads. */
async function assertKnownValues(deps: ServerDeps, member: RequestMember, form: RequestForm): Promise<void> {
  const persons = await findContractPersons(deps.db, member.contract);
  const usable = await findAttachableUploads(deps.db, member.session.accountId, requestFormAttachments(form));
  const issues: [string, { code: string; message: string }[]][] = [];
  if (requestFormPersons(form).some((numPers) => !persons.has(numPers))) {
    issues.push([personField(form), [issueOf(requestsCatalogue.personUnknown)]]);
  }
  for (const field of await unknownReferenceFields(deps.db, form)) {
    issues.push([field, [issueOf(requestsCatalogue.referenceUnknown)]]);
  }
  if (requestFormAttachments(form).some((name) => !usable.has(name))) {
    issues.push([attachmentField(form), [issueOf(requestsCatalogue.attachmentUnknown)]]);
  }
  if (issues.length > 0) throw validationError(issues);
}

export interface SubmittedRequest {
  readonly request: RequestRecord;
  readonly isModeGestionManuel: boolean;
  readonly isAccuseReceptionActive: boolean;
}

/**
 * Sends a request: the data checked again with the domain rules (400 per field), then against the contract (its
 * persons), the reference data and the member's uploads; recorded « Envoyée » with its reference number, expected
 * answer date, thread and documents, and acknowledged by mail, in one transaction.
 */
export async function submitRequest(
  deps: ServerDeps,
  member: RequestMember,
  data: Readonly<Record<string, unknown>>,
): Promise<SubmittedRequest> {
  const { db, clock, random, tenant, mailer } = deps;
  const context = await findRequestMemberContext(db, member.memberId, member.contract);
  if (context === null) throw new HttpError(404);
  const now = clock.now();
  const parsed = parseRequestForm(data, {
    today: now,
    tailleMaxPrenomNom: tenant.client.tailleMaxPrenomNom,
    memberNir: context.nir,
  });
  if (!parsed.ok) {
    throw validationError(Object.entries(parsed.issues).filter(([, list]) => list.length > 0));
  }
  const form = parsed.form;
  await assertKnownValues(deps, member, form);
  const mode = await findRequestManagementMode(db, form.type);
  const dueAt = expectedAnswerDate(now, await findTargetDelayHours(db, form.type));
  const id = random.uuid();
  const request = await db.transaction(async (tx) => {
    const record: RequestRecord = {
      id,
      reference: await nextRequestReference(tx, now.getFullYear()),
      memberId: member.memberId,
      accountId: member.session.accountId,
      contract: member.contract,
      memberNumber: context.memberNumber,
      nomOffre: context.nomOffre,
      kind: form.type,
      status: 'envoyee',
      payload: { ...form },
      modeGestion: mode,
      submittedAt: now,
      dueAt,
      statusChangedAt: now,
      version: 1,
      assignedTo: null,
      assignedAt: null,
    };
    await insertRequest(tx, record);
    await insertThread(tx, {
      id: random.uuid(),
      memberId: member.memberId,
      contract: member.contract,
      requestId: id,
      topic: null,
      createdAt: now,
    });
    await attachFiles(tx, {
      memberId: member.memberId,
      requestId: id,
      messageId: null,
      files: requestFormAttachments(form).map((name) => ({ name, field: attachmentField(form) })),
    });
    await mailer.enqueue(
      templatedMessage(REQUEST_ACKNOWLEDGEMENT_TEMPLATE, member.session.email, {
        mutuelle: tenant.client.libelle,
        demande: requestKindLabel(form.type),
        reference: record.reference,
        dateEnvoi: formatDisplayDate(now),
        dateReponse: formatDisplayDate(dueAt),
        contrat: member.contract,
      }),
      tx,
    );
    return record;
  });
  return { request, isModeGestionManuel: mode === 'manuel', isAccuseReceptionActive: true };
}
