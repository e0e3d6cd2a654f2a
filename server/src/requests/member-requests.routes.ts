import { requestKindLabel, requestStatusLabel, formatDisplayDate } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { renderPdfSheet } from '../documents/public.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { ServerDeps } from '../server-deps.ts';
import { loadRequestDetail } from './request-detail.ts';
import { findRequestMemberContext } from './request-member.repository.ts';
import { requestMember } from './request-member.ts';
import { requestSummaryWire } from './request-wire.ts';
import { findMemberRequest, listContractRequests } from './requests.repository.ts';
import { submitRequest } from './submit-request.ts';

/**
 * « Mes demandes » (issue 25), generic resource `/adherent/demandes`: the current contract's requests, sending one
 * (act `POST …/form`), one request with its timeline and thread, its accusé de réception. Every operation checks
 * the session, that the contract header is the member's and that the request is theirs (404 otherwise) before it
 * reads the body.
 */
export async function memberRequestRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, tenant } = deps;

  app.get('/api/adherent/demandes', async (request) => {
    const member = await requestMember(request, db);
    const now = clock.now();
    return (await listContractRequests(db, member.contract)).map((found) => requestSummaryWire(found, now));
  });

  app.post('/api/adherent/demandes/form', async (request) => {
    const member = await requestMember(request, db);
    const data = new RequestFields(request.body).record('data').raw();
    const sent = await submitRequest(deps, member, data);
    return {
      demande: requestSummaryWire(sent.request, clock.now()),
      isModeGestionManuel: sent.isModeGestionManuel,
      isAccuseReceptionActive: sent.isAccuseReceptionActive,
    };
  });

  app.get<{ Params: { id: string } }>('/api/adherent/demandes/:id', async (request) => {
    const member = await requestMember(request, db);
    const found = await findMemberRequest(db, member.memberId, request.params.id);
    if (found === null) throw new HttpError(404);
    return loadRequestDetail(db, found, clock.now());
  });

  app.get<{ Params: { id: string } }>(
    '/api/adherent/demandes/:id/accuse-reception',
    async (request, reply) => {
      const member = await requestMember(request, db);
      const found = await findMemberRequest(db, member.memberId, request.params.id);
      if (found === null) throw new HttpError(404);
      const who = await findRequestMemberContext(db, member.memberId, found.contract);
      const pdf = await renderPdfSheet(
        {
          issuer: tenant.client.libelle,
          title: 'Accusé de réception',
          subtitle: `${requestKindLabel(found.kind)} — ${found.reference}`,
          sections: [
            {
              heading: 'Adhérent',
              lines: [
                ['Nom', who === null ? '' : `${who.prenom} ${who.nom}`],
                ['Numéro d’adhérent', found.memberNumber],
                ['Contrat', `${found.contract} - ${found.nomOffre}`],
              ],
            },
            {
              heading: 'Votre demande',
              lines: [
                ['Type', requestKindLabel(found.kind)],
                ['Numéro', found.reference],
                ['Envoyée le', formatDisplayDate(found.submittedAt)],
                ['Réponse attendue au plus tard le', formatDisplayDate(found.dueAt)],
                ['État', requestStatusLabel(found.status)],
              ],
            },
            {
              heading: 'Suivi',
              lines: [
                [
                  'Nous avons bien reçu votre demande. Suivez son avancement et échangez avec nos services dans « Mes demandes » de votre espace adhérent.',
                  '',
                ],
              ],
            },
          ],
          footer: `${tenant.client.libelle} — accusé de réception établi le ${formatDisplayDate(clock.now())}.`,
        },
        clock.now(),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition('attachment', `Accusé de réception ${found.reference}.pdf`),
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
