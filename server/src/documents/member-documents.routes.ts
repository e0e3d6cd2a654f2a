import type { Beneficiary, ContractGuarantees, EditableDocument } from '@portail/domain';
import { beneficiaryChoiceOf, documentsForContract, issuableDocument } from '@portail/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import { findCareNetworks } from '../care-networks/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { findBeneficiaries, findMemberContract, ownCurrentContractOf } from '../member/public.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import { findContractGuarantees } from '../guarantees/public.ts';
import { type DocumentContext, memberDocumentSheet } from './member-document.sheets.ts';
import { tiersPayantCard } from './tiers-payant-card.ts';
import { tiersPayantCardRoutes } from './tiers-payant-card.routes.ts';

const GED_DOWN = {
  code: 'GED_INDISPONIBLE',
  message: 'Le service des documents est momentanément indisponible.',
};
const NOT_ISSUABLE = {
  code: 'DOCUMENT_INDISPONIBLE',
  message: "Ce document n'est pas disponible pour ce contrat.",
};
const BENEFICIARY_REQUIRED = {
  code: 'BENEFICIAIRE_OBLIGATOIRE',
  message: 'Choisissez le bénéficiaire de ce document.',
};
const NO_BENEFICIARY = {
  code: 'BENEFICIAIRE_NON_PREVU',
  message: 'Ce document concerne tout le contrat : aucun bénéficiaire ne peut être choisi.',
};

/**
 * The session member's current contract (404 when the member has none or the header names a contract that
 * is not theirs) and its beneficiaries.
 */
async function currentContract(request: FastifyRequest, deps: ServerDeps) {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404);
  const number = await ownCurrentContractOf(request, deps.db, session.memberId);
  const contract = number === null ? null : await findMemberContract(deps.db, session.memberId, number);
  if (contract === null) throw new HttpError(404);
  return contract;
}

interface PickedDocument {
  readonly document: EditableDocument;
  readonly context: DocumentContext;
  readonly beneficiary: Beneficiary | null;
  /** The contract's guarantees, read for the tiers-payant card only. */
  readonly guarantees: ContractGuarantees | null;
}

async function pickDocument(
  request: FastifyRequest,
  deps: ServerDeps,
  faults: Pick<FaultSwitch, 'take'> | undefined,
): Promise<PickedDocument> {
  const contract = await currentContract(request, deps);
  if (faults?.take('ged') === true) throw new HttpError(503, GED_DOWN);
  const query = new RequestFields(request.query, 'query.');
  const document = issuableDocument(query.string('typeDocument', 50), contract.etat);
  if (document === null) throw new HttpError(404, NOT_ISSUABLE);
  const numPers = query.optionalString('numPers', 50);
  const choice = beneficiaryChoiceOf(document.scope);
  if (choice === 'none' && numPers !== undefined) throw new HttpError(400, NO_BENEFICIARY);
  if (choice === 'required' && numPers === undefined) throw new HttpError(400, BENEFICIARY_REQUIRED);
  const beneficiaries = await findBeneficiaries(deps.db, contract.numeroContratIndividuel);
  const beneficiary =
    numPers === undefined ? null : (beneficiaries.find((person) => person.numPers === numPers) ?? null);
  if (numPers !== undefined && beneficiary === null) throw new HttpError(404);
  const careNetworks = (await findCareNetworks(deps.db)).map(({ reseau, libelle }) => ({ reseau, libelle }));
  const guarantees =
    document.typeDocument === 'CarteTP'
      ? await findContractGuarantees(
          deps.db,
          (await requireSession(request)).memberId ?? '',
          contract.numeroContratIndividuel,
        )
      : null;
  return {
    document,
    beneficiary,
    guarantees,
    context: {
      issuer: deps.tenant.client.libelle,
      today: deps.clock.now().toISOString().slice(0, 10),
      contract: {
        numero: contract.numeroContratIndividuel,
        nomOffre: contract.nomOffre,
        etat: contract.etat,
      },
      beneficiaries,
      careNetworks,
    },
  };
}

/** The tiers-payant card of the picked contract (issue 22: a card of the ID-1 size, not an A4 text page). */
function cardOf(picked: PickedDocument, guarantees: ContractGuarantees) {
  return tiersPayantCard({
    issuer: picked.context.issuer,
    today: picked.context.today,
    numeroContrat: picked.context.contract.numero,
    beneficiaries: picked.context.beneficiaries,
    guarantees,
  });
}

async function sendDocument(
  reply: FastifyReply,
  disposition: 'attachment' | 'inline',
  picked: PickedDocument,
  now: Date,
): Promise<FastifyReply> {
  const { fileName, sheet } = memberDocumentSheet(picked.document, picked.context, picked.beneficiary);
  // pdf-lib (≈ 6 MiB of heap) is loaded by the first document asked, not by every instance at start.
  const pdf =
    picked.guarantees === null
      ? await (await import('./pdf-sheet.ts')).renderPdfSheet(sheet, now)
      : await (
          await import('./tiers-payant-card.pdf.ts')
        ).renderTiersPayantCard(cardOf(picked, picked.guarantees), now);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(disposition, fileName))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * « Mes documents » on the generic resource layer, registry route `/cgdm-svc/ged` (spec §7): the documents
 * the current contract may have generated (GET), a PDF to download (`/export`, attachment) or to open in a
 * tab (`/print`, inline). Only ever the session member's current contract.
 */
export async function memberDocumentRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  app.get('/api/cgdm-svc/ged', async (request) => {
    const contract = await currentContract(request, deps);
    if (faults?.take('ged') === true) throw new HttpError(503, GED_DOWN);
    return documentsForContract(contract.etat);
  });

  app.get('/api/cgdm-svc/ged/export', async (request, reply) =>
    sendDocument(reply, 'attachment', await pickDocument(request, deps, faults), deps.clock.now()),
  );

  app.get('/api/cgdm-svc/ged/print', async (request, reply) =>
    sendDocument(reply, 'inline', await pickDocument(request, deps, faults), deps.clock.now()),
  );

  await tiersPayantCardRoutes(app, deps, faults);
}
