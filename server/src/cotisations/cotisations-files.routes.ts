import { cotisationsErrorCatalogue, sepaMandate } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { renderPdfSheet } from '../documents/public.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { findPrincipalPerson } from '../member/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { cotisationScope, isoDay } from './cotisation-scope.ts';
import { certificateSheet, CREDITOR_ICS, mandateSheet } from './cotisations-pdf.ts';
import { listPaidDuringYear } from './cotisations.repository.ts';

const { noMandate, noPayment } = cotisationsErrorCatalogue;
const NO_MANDATE = { code: noMandate.code, message: noMandate.template };
const NO_PAYMENT = { code: noPayment.code, message: noPayment.template };

/** The two PDFs of « Mes cotisations »: the SEPA mandate and the yearly certificate, generated at the request. */
export async function cotisationFileRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;
  const issuer = deps.tenant.client.libelle;

  app.get('/api/adherent/cotisations/mandat-sepa', async (request, reply) => {
    const { settings } = await cotisationScope(request, deps);
    const { rum, iban, bic, titulaire, mandateSignedOn } = settings;
    if (settings.codeModePaiement !== 'PRL' || rum === null || iban === null || bic === null)
      throw new HttpError(404, NO_MANDATE);
    const mandate = sepaMandate({
      rum,
      ics: CREDITOR_ICS,
      creancier: issuer,
      debiteur: titulaire ?? '',
      iban,
      bic,
      dateSignature: mandateSignedOn ?? isoDay(clock.now()),
      numeroContrat: settings.numeroContrat,
    });
    const pdf = await renderPdfSheet(mandateSheet(mandate, isoDay(clock.now())), clock.now());
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `Mandat SEPA ${settings.numeroContrat}.pdf`),
      )
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/adherent/cotisations/attestation', async (request, reply) => {
    const scope = await cotisationScope(request, deps);
    const year = Number(new RequestFields(request.query, 'query.').string('annee', 4));
    const contract = scope.settings.numeroContrat;
    const paid = await listPaidDuringYear(db, contract, year);
    if (paid.length === 0) throw new HttpError(404, NO_PAYMENT);
    const person = (await findPrincipalPerson(db, scope.memberId))?.personne ?? null;
    const sheet = certificateSheet({
      issuer,
      memberName: person === null ? '' : `${person.prenom} ${person.nom}`,
      numeroContrat: contract,
      nomOffre: scope.nomOffre,
      isMadelin: scope.settings.isMadelin,
      year,
      paid,
      issuedOn: isoDay(clock.now()),
    });
    const pdf = await renderPdfSheet(sheet, clock.now());
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `Attestation cotisations ${String(year)} ${contract}.pdf`),
      )
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
