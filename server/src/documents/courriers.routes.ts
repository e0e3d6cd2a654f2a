import { DOCUMENT_TYPES } from '@portail/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { CURRENT_CONTRACT_HEADER, findMemberContract } from '../member/public.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import {
  type CourrierFilter,
  type CourrierWithBody,
  courrierView,
  findCourrier,
  findCourriers,
  markCourrier,
} from './courriers.repository.ts';
import { letterThumbnail, type Rgb } from './png-image.ts';
import { renderTextPdf } from './simple-pdf.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function documentTypeOf(fields: RequestFields): string | undefined {
  const type = fields.optionalString('typeDocument', 50);
  if (type !== undefined && !DOCUMENT_TYPES.some((known) => known === type)) throw new HttpError(400);
  return type;
}

/** The member's contract named by `X-Contrat-Courant`, or null (absent or not theirs: no filter). */
async function headerContract(
  request: FastifyRequest,
  deps: ServerDeps,
  memberId: string,
): Promise<string | null> {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  if (typeof header !== 'string' || header.trim() === '') return null;
  return (await findMemberContract(deps.db, memberId, header.trim()))?.numeroContratIndividuel ?? null;
}

async function memberOf(request: FastifyRequest): Promise<string> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404);
  return session.memberId;
}

function listPdf(title: string, courriers: readonly CourrierWithBody[]): Buffer {
  const lines =
    courriers.length === 0
      ? ['Aucun courrier ne correspond à votre recherche.']
      : courriers.map(
          (courrier) => `${frenchDate(courrier.dateEmission)}  ${courrier.libelle}  (${courrier.id})`,
        );
  return renderTextPdf(title, lines);
}

function letterPdf(libelle: string, courriers: readonly CourrierWithBody[]): Buffer {
  const lines = courriers.flatMap((courrier) => [
    `${courrier.libelle} — émis le ${frenchDate(courrier.dateEmission)}`,
    ...(courrier.numeroContratIndividuel ? [`Contrat ${courrier.numeroContratIndividuel}`] : []),
    ...courrier.corps,
    '',
  ]);
  return renderTextPdf(`${libelle} — courrier`, lines);
}

function sendPdf(
  reply: FastifyReply,
  disposition: 'attachment' | 'inline',
  fileName: string,
  pdf: Buffer,
): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(disposition, fileName))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

const ACCENTS: Readonly<Record<string, Rgb>> = {
  ReleveRemboursement: [0, 85, 164],
  CarteTP: [56, 118, 29],
  Attestation: [180, 95, 6],
};

/**
 * The generic resource layer's example resource (spec §7): list with filters (the current contract from
 * `X-Contrat-Courant`), one item, update, image viewer, export (download) and print (inline PDF, GET and POST).
 */
export async function courrierRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/adherent/courriers', async (request) => {
    const memberId = await memberOf(request);
    const query = new RequestFields(request.query, 'query.');
    const filter: CourrierFilter = {
      contract: await headerContract(request, deps, memberId),
      typeDocument: documentTypeOf(query),
      dateDebut: query.optionalString('dateDebut', 10),
      dateFin: query.optionalString('dateFin', 10),
    };
    for (const date of [filter.dateDebut, filter.dateFin])
      if (date !== undefined && !DATE.test(date)) throw new HttpError(400);
    if (filter.dateDebut && filter.dateFin && filter.dateDebut > filter.dateFin) {
      throw new HttpError(400, {
        code: 'DATE_RANGE',
        message: 'La date de début doit précéder la date de fin.',
      });
    }
    return (await findCourriers(db, memberId, filter)).map(courrierView);
  });

  app.post('/api/adherent/courriers', async (request) => {
    const memberId = await memberOf(request);
    const body = new RequestFields(request.body);
    const updated = await markCourrier(db, memberId, body.string('id', 100), body.boolean('lu'));
    if (updated === null) throw new HttpError(404);
    return courrierView(updated);
  });

  app.get('/api/adherent/courriers/export', async (request, reply) => {
    const memberId = await memberOf(request);
    const typeDocument = documentTypeOf(new RequestFields(request.query, 'query.'));
    const courriers = await findCourriers(db, memberId, {
      contract: await headerContract(request, deps, memberId),
      typeDocument,
    });
    const today = deps.clock.now().toISOString().slice(0, 10);
    return sendPdf(
      reply,
      'attachment',
      `Relevé des courriers ${today}.pdf`,
      listPdf('Relevé de vos courriers', courriers),
    );
  });

  app.get('/api/adherent/courriers/print', async (request, reply) => {
    const memberId = await memberOf(request);
    const id = new RequestFields(request.query, 'query.').optionalString('id', 100);
    if (id === undefined) {
      const courriers = await findCourriers(db, memberId, {
        contract: await headerContract(request, deps, memberId),
      });
      return sendPdf(reply, 'inline', 'Liste des courriers.pdf', listPdf('Vos courriers', courriers));
    }
    const courrier = await findCourrier(db, memberId, id);
    if (courrier === null) throw new HttpError(404);
    return sendPdf(
      reply,
      'inline',
      `${courrier.libelle}.pdf`,
      letterPdf(deps.tenant.client.libelle, [courrier]),
    );
  });

  app.post('/api/adherent/courriers/print', async (request, reply) => {
    const memberId = await memberOf(request);
    const body = new RequestFields(request.body);
    const ids = body.has('ids') ? body.strings('ids', 50) : undefined;
    const courriers = await findCourriers(db, memberId, { ids, typeDocument: documentTypeOf(body) });
    if (courriers.length === 0)
      throw new HttpError(400, { code: 'AUCUN_COURRIER', message: 'Aucun courrier à imprimer.' });
    return sendPdf(
      reply,
      'inline',
      'Courriers sélectionnés.pdf',
      letterPdf(deps.tenant.client.libelle, courriers),
    );
  });

  app.get<{ Params: { id: string } }>('/api/adherent/courriers/:id', async (request) => {
    const courrier = await findCourrier(db, await memberOf(request), request.params.id);
    if (courrier === null) throw new HttpError(404);
    return courrierView(courrier);
  });

  app.get<{ Params: { id: string } }>('/api/adherent/courriers/:id/visionneuse', async (request, reply) => {
    const courrier = await findCourrier(db, await memberOf(request), request.params.id);
    if (courrier === null) throw new HttpError(404);
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'private, max-age=300')
      .send(letterThumbnail(ACCENTS[courrier.typeDocument] ?? [116, 27, 71]));
  });
}
