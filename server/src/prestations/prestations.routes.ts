import type { FastifyInstance } from 'fastify';
import type { PrestationTiersPayant } from '@portail/domain';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { FaultSwitch } from '../platform/fault-switch.ts';
import type { ServerDeps } from '../server-deps.ts';
import { prevoyanceCsv, tiersPayantCsv } from './prestations-csv.ts';
import { decodeCursor, encodeCursor, prestationsContract, queryPeriod } from './prestations-request.ts';
import {
  findPrevoyancePayment,
  findPrevoyancePayments,
  findTiersPayant,
  findTiersPayantPayment,
} from './prestations.repository.ts';
import { findContractHolder } from './statement-holder.repository.ts';

/** Registry route `/v2/adherent/prestations` of the generic resource layer (spec §7). */
export const PRESTATIONS_PATH = '/api/v2/adherent/prestations';
const PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
/** A contract's prévoyance payments are few (monthly at most): one answer holds them all. */
const MAX_PREVOYANCE = 500;
const MAX_EXPORT = 50_000;
const EXPORT_CHUNK = 2_000;
const MAX_STATEMENT = 1_000;
const DOWN = {
  code: 'PRESTATIONS_INDISPONIBLES',
  message: 'Le service des prestations est momentanément indisponible.',
};
const UNKNOWN_PAYMENT = { code: 'PRESTATION_INCONNUE', message: 'Ce versement est introuvable.' };
const DOCUMENTS = ['RelevePrestationPrevoyance', 'RelevePrestationSanteTiers', 'RelevePrestationSante'];

function pageSize(value: string | undefined): number {
  if (value === undefined || value === '') return PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new HttpError(400);
  return size;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * « Mes prestations »: the current contract's prévoyance payments, its tiers-payant payments (keyset pages), the
 * CSV export of either view and the statements (`print`): `RelevePrestationPrevoyance` and
 * `RelevePrestationSanteTiers` of one payment, `RelevePrestationSante` of a period.
 */
export async function prestationsRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  faults?: Pick<FaultSwitch, 'take'>,
): Promise<void> {
  const { db, clock } = deps;
  const down = () => {
    if (faults?.take('prestations') === true) throw new HttpError(503, DOWN);
  };
  const file = (name: string) => contentDisposition('attachment', name);

  app.get(`${PRESTATIONS_PATH}/prevoyance`, async (request) => {
    const contract = await prestationsContract(request, db);
    down();
    return { versements: await findPrevoyancePayments(db, contract, MAX_PREVOYANCE) };
  });

  app.get(`${PRESTATIONS_PATH}/tiers-payant`, async (request) => {
    const contract = await prestationsContract(request, db);
    down();
    const query = new RequestFields(request.query, 'query.');
    const cursor = decodeCursor(query.optionalString('apres', 200));
    const size = pageSize(query.optionalString('taille', 4));
    const page = await findTiersPayant(db, { contract, ...queryPeriod(request) }, cursor, size);
    const last = page.payments.at(-1);
    return { paiements: page.payments, suivant: page.more && last !== undefined ? encodeCursor(last) : null };
  });

  app.get(`${PRESTATIONS_PATH}/export`, async (request, reply) => {
    const contract = await prestationsContract(request, db);
    const vue = new RequestFields(request.query, 'query.').optionalString('vue', 20);
    if (vue !== 'prevoyance' && vue !== 'tiers-payant') throw new HttpError(400);
    down();
    const today = isoDay(clock.now());
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Cache-Control', 'private, no-store');
    if (vue === 'prevoyance') {
      const payments = await findPrevoyancePayments(db, contract, MAX_PREVOYANCE);
      return reply
        .header('Content-Disposition', file(`Prestations prévoyance ${contract} ${today}.csv`))
        .send(prevoyanceCsv(payments));
    }
    const payments: PrestationTiersPayant[] = [];
    let more = true;
    while (more && payments.length < MAX_EXPORT) {
      const chunk = await findTiersPayant(db, { contract }, payments.at(-1) ?? null, EXPORT_CHUNK);
      payments.push(...chunk.payments);
      more = chunk.more;
    }
    return reply
      .header('Content-Disposition', file(`Prestations tiers payant ${contract} ${today}.csv`))
      .send(tiersPayantCsv(payments));
  });

  app.get(`${PRESTATIONS_PATH}/print`, async (request, reply) => {
    const contract = await prestationsContract(request, db);
    const query = new RequestFields(request.query, 'query.');
    const document = query.optionalString('document', 40) ?? '';
    if (!DOCUMENTS.includes(document)) throw new HttpError(400);
    const id = query.optionalString('id', 60) ?? '';
    if (document !== 'RelevePrestationSante' && id === '') throw new HttpError(400);
    const period = queryPeriod(request);
    down();
    const holder = await findContractHolder(db, contract);
    if (holder === null) throw new HttpError(404);
    const today = clock.now();
    const heading = { insurer: deps.tenant.client.libelle, contract, issued: isoDay(today), ...holder };
    // pdf-lib (≈ 6 MiB of heap) is loaded by the first statement asked, not by every instance at start.
    const pdfs = await import('./prestations-pdf.ts');
    let pdf: Uint8Array;
    let name: string;
    if (document === 'RelevePrestationPrevoyance') {
      const payment = await findPrevoyancePayment(db, contract, id);
      if (payment === null) throw new HttpError(404, UNKNOWN_PAYMENT);
      pdf = await pdfs.prevoyanceStatementPdf(heading, payment);
      name = `Relevé de prestations prévoyance ${payment.id}.pdf`;
    } else if (document === 'RelevePrestationSanteTiers') {
      const payment = await findTiersPayantPayment(db, contract, id);
      if (payment === null) throw new HttpError(404, UNKNOWN_PAYMENT);
      pdf = await pdfs.tiersPayantStatementPdf(heading, payment);
      name = `Relevé tiers payant ${payment.id}.pdf`;
    } else {
      // Without a period, the statement covers the last 12 months.
      const from =
        period.dateDebut ??
        isoDay(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1)));
      const to = period.dateFin ?? isoDay(today);
      const found = await findTiersPayant(
        db,
        { contract, dateDebut: from, dateFin: to },
        null,
        MAX_STATEMENT,
      );
      pdf = await pdfs.santePeriodStatementPdf(heading, { from, to, truncated: found.more }, found.payments);
      name = `Relevé de prestations santé ${contract} ${to}.pdf`;
    }
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('inline', name))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
