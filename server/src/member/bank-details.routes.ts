import type { FastifyInstance } from 'fastify';
import { isManualManagementMode, validateBankDetailsForm } from '@portail/domain';
import type { UploadedFile } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { assertValid, HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import {
  BANK_DETAILS_APPLIED_TEMPLATE,
  BANK_DETAILS_MANUAL_TEMPLATE,
} from '../mail/member-mail-templates.catalogue.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import {
  applyContractBankDetails,
  countOwnUploads,
  markContractPaymentProvided,
  recordBankDetailsRequest,
} from './bank-details.repository.ts';
import { findMemberContract } from './contracts.repository.ts';
import { findManagementMode } from './management-modes.repository.ts';

/** Act key whose management mode decides whether the RIB document is required. */
export const BANK_DETAILS_ACT = 'ribPrestationsActeGestion';

const FOREIGN_CONTRACT = {
  code: 'CONTRAT_NON_RATTACHE',
  message: "Ce contrat n'est pas rattaché à votre espace.",
};
const UNKNOWN_RIB_FILE = {
  code: 'UPLOAD.UNKNOWN_FILE',
  message: 'Le document joint est introuvable. Merci de le joindre à nouveau.',
};

function ribFilesOf(data: RequestFields): UploadedFile[] {
  return data.records('rib', 10).map((file) => ({
    remoteFileName: file.string('remoteFileName', 200),
    localFileName: file.string('localFileName', 300),
    size: Number(file.raw()['size'] ?? 0),
    inputName: file.optionalString('inputName', 100) ?? 'rib',
  }));
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** "FR76 •••• … 0189": enough for the member to recognise the account in the confirmation mail. */
function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

async function modeGestionOf(db: Queryable): Promise<string> {
  return (await findManagementMode(db, BANK_DETAILS_ACT)) ?? 'automatique';
}

/** Every referenced RIB document must be an upload of this account. */
async function ownsUploads(
  db: Queryable,
  accountId: string,
  files: readonly UploadedFile[],
): Promise<boolean> {
  if (files.length === 0) return true;
  const names = files.map((file) => file.remoteFileName);
  return (await countOwnUploads(db, accountId, names)) === new Set(names).size;
}

/**
 * Bank-details popup (spec §5, §7): the same domain rules as the front (holder, IBAN with checksum and RIB
 * key, BIC, RIB document in manual mode). Manual mode records the request for a back-office agent; automatic
 * mode applies the new RIB to the contract. Either way the contract's payment is no longer missing.
 */
export async function bankDetailsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, mailer, random } = deps;

  /** When the OpenAPI schema refuses the body (e.g. a 40-character IBAN), answer with the domain's code. */
  const domainValidation = (body: unknown): void => {
    const data = new RequestFields(body).optionalRecord('data')?.raw() ?? {};
    const issues = validateBankDetailsForm(
      { titulaire: textOf(data['titulaire']), iban: textOf(data['iban']), bic: textOf(data['bic']) },
      { isManualMode: false },
    );
    assertValid([
      ['titulaire', issues.titulaire],
      ['iban', issues.iban],
      ['bic', issues.bic],
    ]);
  };

  app.post(
    '/api/adherent/modalite-paiement-prestation/form',
    { config: { domainValidation } },
    async (request) => {
      const session = await requireSession(request);
      const data = new RequestFields(request.body).record('data');
      const titulaire = data.string('titulaire', 200).trim();
      const iban = data.string('iban', 100);
      const bic = data.string('bic', 50);
      const rib = ribFilesOf(data);
      const numContrat = data.record('contrat').string('numContrat', 50);

      const manual = isManualManagementMode(await modeGestionOf(db));
      const issues = validateBankDetailsForm({ titulaire, iban, bic, rib }, { isManualMode: manual });
      assertValid([
        ['titulaire', issues.titulaire],
        ['iban', issues.iban],
        ['bic', issues.bic],
        ['rib', issues.rib],
      ]);
      const memberId = session.memberId;
      if (memberId === null) throw new HttpError(403, FOREIGN_CONTRACT);
      const contract = await findMemberContract(db, memberId, numContrat);
      if (contract === null) throw new HttpError(403, FOREIGN_CONTRACT);
      if (!(await ownsUploads(db, session.accountId, rib))) {
        throw new HttpError(400, { ...UNKNOWN_RIB_FILE, errors: [{ field: 'rib', ...UNKNOWN_RIB_FILE }] });
      }

      const now = clock.now();
      await db.transaction(async (tx) => {
        await recordBankDetailsRequest(tx, {
          id: random.uuid(),
          memberId,
          numContrat,
          titulaire,
          iban,
          bic,
          ribFiles: rib,
          manual,
          createdAt: now,
        });
        if (manual) await markContractPaymentProvided(tx, numContrat);
        else await applyContractBankDetails(tx, numContrat, { iban, bic, titulaire });
        await mailer.enqueue(
          templatedMessage(
            manual ? BANK_DETAILS_MANUAL_TEMPLATE : BANK_DETAILS_APPLIED_TEMPLATE,
            session.email,
            {
              mutuelle: deps.tenant.client.libelle,
              contrat: numContrat,
              offre: contract.nomOffre,
              iban: maskIban(iban),
              titulaire,
            },
          ),
          tx,
        );
      });
      return { isModeGestionManuel: manual };
    },
  );
}
