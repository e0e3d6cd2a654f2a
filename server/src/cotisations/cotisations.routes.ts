import { cotisationsErrorCatalogue, nextDueDate } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { requireSession } from '../http/session.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import type { ServerDeps } from '../server-deps.ts';
import { cotisationFileRoutes } from './cotisations-files.routes.ts';
import { cotisationScope, isoDay } from './cotisation-scope.ts';
import {
  contributionTotalsByYear,
  type HistoryCursor,
  findContributionSettings,
  listDueEntriesFrom,
  listHistoryPage,
  listPaymentYears,
  listUnpaidContracts,
} from './cotisations.repository.ts';
import { unpaidAdvice, wireEntry, wireSettings } from './cotisations-wire.ts';
import { paymentChangeRoutes } from './payment-change.routes.ts';
import { loadPaymentLabels } from './payment-labels.ts';
import { listPaymentChanges } from './payment-changes.repository.ts';

const { unavailable, pageSize } = cotisationsErrorCatalogue;
const SERVICE_DOWN = { code: unavailable.code, message: unavailable.template };
const DEFAULT_PAGE = 24;

function cursorOf(raw: string | undefined): HistoryCursor | null {
  if (raw === undefined || raw === '') return null;
  const [day, attempt] = raw.split('~');
  return { dateEcheance: day ?? '', attempt: Number(attempt) };
}

function pageSizeOf(raw: string | undefined): number {
  const size = raw === undefined ? DEFAULT_PAGE : Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw new HttpError(400, { code: pageSize.code, message: pageSize.template });
  return size;
}

/**
 * « Mes cotisations » (issue 26): the current contract's schedule, its earlier years page by page, the
 * member's unpaid amounts (home banner), the PDFs and the payment change. Every route reads only the session
 * member's contracts.
 */
export async function cotisationRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  const { db, clock } = deps;

  app.get('/api/adherent/cotisations', async (request, reply) => {
    const scope = await cotisationScope(request, deps);
    if (faults?.take('cotisations') === true) throw new HttpError(503, SERVICE_DOWN);
    const contract = scope.settings.numeroContrat;
    const today = isoDay(clock.now());
    const entries = await listDueEntriesFrom(db, contract, `${today.slice(0, 4)}-01-01`);
    const totaux = await contributionTotalsByYear(db, contract);
    const labels = await loadPaymentLabels(db);
    void reply.header('Cache-Control', 'private, no-store');
    return {
      ...wireSettings(scope.settings, labels),
      nomOffre: scope.nomOffre,
      prochaineEcheance: nextDueDate(entries, today),
      impayeCents: totaux.reduce((sum, year) => sum + year.impayeCents, 0),
      echeances: entries.map((entry) => wireEntry(entry, labels)),
      totaux,
      anneesAttestation: await listPaymentYears(db, contract),
      modifications: (await listPaymentChanges(db, contract)).map((change) => ({
        demandeeLe: change.createdAt.toISOString(),
        dateEffet: change.effectiveFrom,
        libelleModePaiement: labels.mode(change.codeModePaiement),
        libellePeriodicite: labels.frequency(change.codePeriodicite),
        ibanMasque: change.ibanMasque,
        rum: change.rum,
      })),
    };
  });

  app.get('/api/adherent/cotisations/historique', async (request, reply) => {
    const query = new RequestFields(request.query, 'query.');
    const scope = await cotisationScope(request, deps);
    const size = pageSizeOf(query.optionalString('taille', 3));
    const yearStart = `${isoDay(clock.now()).slice(0, 4)}-01-01`;
    const page = await listHistoryPage(
      db,
      scope.settings.numeroContrat,
      yearStart,
      cursorOf(query.optionalString('apres', 20)),
      size,
    );
    const labels = await loadPaymentLabels(db);
    void reply.header('Cache-Control', 'private, no-store');
    return {
      echeances: page.entries.map((entry) => wireEntry(entry, labels)),
      suivant: page.next === null ? null : `${page.next.dateEcheance}~${String(page.next.attempt)}`,
    };
  });

  app.get('/api/adherent/cotisations/impayes', async (request, reply) => {
    const session = await requireSession(request);
    void reply.header('Cache-Control', 'private, no-store');
    if (session.memberId === null) return [];
    const unpaid = await listUnpaidContracts(db, session.memberId);
    return Promise.all(
      unpaid.map(async (line) => {
        const settings = await findContributionSettings(db, line.numeroContrat);
        return {
          ...line,
          conduiteATenir: unpaidAdvice(settings?.codeModePaiement ?? 'VIR', line.numeroContrat),
        };
      }),
    );
  });

  await cotisationFileRoutes(app, deps);
  await paymentChangeRoutes(app, deps);
}
