import { parseGuaranteeLine, type SimulatorContext, type SimulatorGuarantee } from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findActManagementMode, actLabel, insertAct } from '../acts/public.ts';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { requireSession } from '../http/session.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import { ACT_APPLIED_TEMPLATE, ACT_MANUAL_TEMPLATE } from '../mail/member-mail-templates.catalogue.ts';
import { findBeneficiaries, findMemberContract, ownCurrentContractOf } from '../member/public.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import type { ServerDeps } from '../server-deps.ts';
import {
  findConsumptions,
  findOfferedRenforts,
  findSimulatorGuaranteeLines,
  RENFORT_REQUEST_FORM,
} from './simulator.repository.ts';

const SIMULATOR_DOWN = {
  code: 'SIMULATEUR_INDISPONIBLE',
  message: 'Le simulateur de remboursement est momentanément indisponible.',
};

/** The session member's contract named by `X-Contrat-Courant` (404 when it is not theirs, or none). */
async function contractOf(request: FastifyRequest, deps: ServerDeps) {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404);
  const number = await ownCurrentContractOf(request, deps.db, session.memberId);
  const contract = number === null ? null : await findMemberContract(deps.db, session.memberId, number);
  if (contract === null) throw new HttpError(404);
  return { session, contract };
}

/** The first day of the period of a ceiling of `years` calendar years ending this year. */
function periodStart(today: Date, years: number): string {
  return `${String(today.getUTCFullYear() - years + 1)}-01-01`;
}

/**
 * The benefits simulator of the current contract (issue 26 §3). The computation is the domain's
 * `simulateReimbursement`, run in the browser so the answer follows the slider without a request per move; the
 * server gives what it needs: the contract's guarantees read from the very lines of « Mes garanties », what the
 * mutuelle already paid each beneficiary under each ceiling during its period (from the care acts of « Mes
 * remboursements »), the beneficiaries and the day of the computation. The renforts the offer may add, and the
 * request to add one (an act `ajout-renforts`, document type AjoutRenforts, manual: acknowledged like every act).
 * A contract header naming another member's contract answers 404.
 */
export async function simulatorRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  const { db, clock, random, mailer, tenant } = deps;

  app.get('/api/adherent/simulateur/contexte', async (request): Promise<SimulatorContext> => {
    const { contract } = await contractOf(request, deps);
    if (faults?.take('simulateur') === true) throw new HttpError(503, SIMULATOR_DOWN);
    const today = clock.now();
    const garanties = (await findSimulatorGuaranteeLines(db, contract.nomOffre))
      .map((line) => parseGuaranteeLine(line.garantie, line))
      .filter((item): item is SimulatorGuarantee => item !== null);
    const periods = garanties.flatMap((item) =>
      item.plafond === null
        ? []
        : [{ garantie: item.garantie, debut: periodStart(today, item.plafond.periodeAnnees) }],
    );
    const beneficiaires = await findBeneficiaries(db, contract.numeroContratIndividuel);
    return {
      nomOffre: contract.nomOffre,
      dateCalcul: today.toISOString().slice(0, 10),
      garanties,
      consommations: await findConsumptions(db, contract.numeroContratIndividuel, periods),
      beneficiaires: beneficiaires.map(({ numPers, nom, prenom, dateNaissance }) => ({
        numPers,
        nom,
        prenom,
        dateNaissance,
      })),
    };
  });

  app.get('/api/adherent/simulateur/renforts', async (request) => {
    const { contract } = await contractOf(request, deps);
    if (faults?.take('simulateur') === true) throw new HttpError(503, SIMULATOR_DOWN);
    return findOfferedRenforts(db, contract.numeroContratIndividuel, contract.nomOffre);
  });

  app.post('/api/adherent/simulateur/renforts', async (request) => {
    const { session, contract } = await contractOf(request, deps);
    const body = new RequestFields(request.body);
    const code = body.string('code', 64);
    const simulation = body.optionalString('acte', 200);
    const offered = await findOfferedRenforts(db, contract.numeroContratIndividuel, contract.nomOffre);
    const renfort = offered.find((item) => item.code === code);
    if (renfort === undefined) throw new HttpError(404);
    const mode =
      (await findActManagementMode(db, RENFORT_REQUEST_FORM)) === 'manuel' ? 'manuel' : 'automatique';
    const id = random.uuid();
    await db.transaction(async (tx) => {
      await insertAct(tx, {
        id,
        kind: 'form',
        formName: RENFORT_REQUEST_FORM,
        accountId: session.accountId,
        memberId: session.memberId,
        numContrat: contract.numeroContratIndividuel,
        data: {
          typeDocument: 'AjoutRenforts',
          renfort: renfort.code,
          libelle: renfort.libelle,
          prixMensuel: renfort.prixMensuel,
          ...(simulation === undefined ? {} : { simulation }),
        },
        modeGestion: mode,
        createdAt: clock.now(),
      });
      await mailer.enqueue(
        templatedMessage(mode === 'manuel' ? ACT_MANUAL_TEMPLATE : ACT_APPLIED_TEMPLATE, session.email, {
          mutuelle: tenant.client.libelle,
          demande: actLabel(RENFORT_REQUEST_FORM),
          reference: id.slice(0, 8).toUpperCase(),
        }),
        tx,
      );
    });
    return { isModeGestionManuel: mode === 'manuel', isAccuseReceptionActive: true };
  });
}
