import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { findStatementHolder } from './statement-holder.repository.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import type { CareAct } from '@portail/domain';
import { contractBeneficiaries, findCareActs, monthlyTotals } from './care-acts.repository.ts';
import { refundsCsv } from './refunds-csv.ts';
import { decodeCursor, encodeCursor, refundsFilter, refundsScope } from './refunds-request.ts';

/** Registry route `/v1/adherent/remboursements` of the generic resource layer (spec §7). */
export const REFUNDS_PATH = '/api/v1/adherent/remboursements';
const PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
/** A file never holds more than this many acts (the statement is per period, the CSV per filter). */
const MAX_EXPORT = 50_000;
const MAX_STATEMENT = 1_000;
/** The export reads the acts in keyset chunks, so other requests are served in between. */
const EXPORT_CHUNK = 2_000;
const REFUNDS_DOWN = {
  code: 'REMBOURSEMENTS_INDISPONIBLES',
  message: 'Le service des remboursements est momentanément indisponible.',
};

function pageSize(value: string | undefined): number {
  if (value === undefined || value === '') return PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new HttpError(400);
  return size;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM of the 12 months ending with the month of `today`, oldest first. */
function lastTwelveMonths(today: Date): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + index, 1))).slice(0, 7),
  );
}

/**
 * « Mes remboursements »: the care acts of the session member's current contract (keyset pages, filters,
 * search), the 12-month summary, the CSV export and the « Relevé de remboursements » PDF (print).
 */
export async function refundsRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  const { db, clock } = deps;
  const down = () => {
    if (faults?.take('remboursements') === true) throw new HttpError(503, REFUNDS_DOWN);
  };

  app.get(REFUNDS_PATH, async (request) => {
    const scope = await refundsScope(request, db);
    down();
    const query = new RequestFields(request.query, 'query.');
    const cursor = decodeCursor(query.optionalString('apres', 200));
    const size = pageSize(query.optionalString('taille', 4));
    const page = await findCareActs(db, refundsFilter(request, scope.contract), cursor, size);
    const last = page.acts.at(-1);
    return {
      actes: page.acts,
      suivant: page.more && last !== undefined ? encodeCursor(last) : null,
    };
  });

  app.get(`${REFUNDS_PATH}/synthese`, async (request) => {
    const scope = await refundsScope(request, db);
    down();
    const months = lastTwelveMonths(clock.now());
    const totals = await monthlyTotals(db, scope.contract, `${months[0] ?? ''}-01`);
    return {
      mois: months.map((mois) => {
        const month = totals.get(mois);
        return {
          mois,
          montantSecu: month?.secu ?? 0,
          montantMutuelle: month?.mutuelle ?? 0,
          resteACharge: month?.reste ?? 0,
        };
      }),
      beneficiaires: await contractBeneficiaries(db, scope.contract),
    };
  });

  app.get(`${REFUNDS_PATH}/export`, async (request, reply) => {
    const scope = await refundsScope(request, db);
    down();
    const filter = refundsFilter(request, scope.contract);
    const acts: CareAct[] = [];
    let more = true;
    while (more && acts.length < MAX_EXPORT) {
      const last = acts.at(-1);
      const chunk = await findCareActs(db, filter, last ?? null, EXPORT_CHUNK);
      acts.push(...chunk.acts);
      more = chunk.more;
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `Remboursements ${scope.contract} ${isoDay(clock.now())}.csv`),
      )
      .header('Cache-Control', 'private, no-store')
      .send(refundsCsv(acts.slice(0, MAX_EXPORT)));
  });

  app.get(`${REFUNDS_PATH}/print`, async (request, reply) => {
    const scope = await refundsScope(request, db);
    down();
    const today = clock.now();
    const filter = refundsFilter(request, scope.contract);
    // Without a period, the statement covers the last 12 months.
    const from =
      filter.dateDebut ??
      isoDay(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1)));
    const to = filter.dateFin ?? isoDay(today);
    const { acts, more } = await findCareActs(
      db,
      { ...filter, dateDebut: from, dateFin: to },
      null,
      MAX_STATEMENT,
    );
    const holder = await findStatementHolder(db, scope.contract);
    if (holder === null) throw new HttpError(404);
    // pdf-lib (≈ 6 MiB of heap) is loaded by the first statement asked, not by every instance at start.
    const { refundsStatementPdf } = await import('./refunds-pdf.ts');
    const pdf = await refundsStatementPdf(
      {
        insurer: deps.tenant.client.libelle,
        member: `${holder.prenom} ${holder.nom}`,
        contract: scope.contract,
        offer: holder.nomOffre,
        from,
        to,
        issued: isoDay(today),
        truncated: more,
      },
      acts,
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition('inline', `Relevé de remboursements ${scope.contract} ${to}.pdf`),
      )
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
