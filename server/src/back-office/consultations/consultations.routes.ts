import {
  CONSULTATION_DURATION_MS,
  STAFF_ROLE_LABELS,
  checkConsultationReason,
  consultationAgentRole,
  consultationCatalogue,
  consultationDurationMinutes,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import type { Queryable } from '../../db/database.ts';
import { appendHistory } from '../admin-history.repository.ts';
import type { StaffContext } from '../require-habilitation.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import {
  closeConsultations,
  findConsultedMember,
  findOpenConsultation,
  findStaffPrenom,
  insertConsultation,
} from './consultations.repository.ts';

/** Shown when a staff profile has no first name yet. */
const UNNAMED_AGENT = 'Un agent';
/** Longest screen path recorded for a screen viewed. */
const SCREEN_MAX_LENGTH = 200;

const guard = { onRequest: requireHabilitation('adherents', 'read') };

function errorOf(entry: { readonly code: string; readonly template: string }, status: number): HttpError {
  return new HttpError(status, { code: entry.code, message: entry.template });
}

/** Closes what the staff session still has open and writes each end to the history (ran out or « Terminer »). */
async function closeAll(db: Queryable, staff: StaffContext, now: Date): Promise<number | null> {
  const closed = await closeConsultations(db, staff.session.idHash, now);
  let minutes: number | null = null;
  for (const consultation of closed) {
    const expired = consultation.endedAt.getTime() < now.getTime();
    minutes = consultationDurationMinutes(consultation.startedAt, consultation.endedAt);
    await appendHistory(db, {
      at: now,
      staffAccountId: staff.session.accountId,
      staffLogin: staff.session.userName,
      area: 'adherents',
      item: consultation.memberId,
      action: 'consultation-fin',
      summary: {
        consultation: consultation.id,
        fin: expired ? 'expirée' : 'terminée',
        dureeMinutes: minutes,
      },
    });
  }
  return minutes;
}

/**
 * « Voir l'espace de l'adhérent » (issue 27 §1), habilitation `adherents` (read, which a Consultant holds): opening
 * a consultation (a required reason), each screen viewed, and « Terminer ». The consultation is a row bound to the
 * agent's session (every instance reads it: http/session.ts); the member's own sessions are never touched.
 */
export async function adminConsultationsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;

  app.post<{ Params: { id: string } }>(
    '/api/admin/adherents/:id/consultations',
    guard,
    async (request, reply) => {
      const staff = await requireStaff(request);
      const body = new RequestFields(request.body);
      const check = checkConsultationReason({
        categorie: body.string('categorie', 50),
        motif: body.optionalString('motif', 1000) ?? null,
        ticket: body.optionalString('ticket', 100) ?? null,
      });
      if (!check.ok) {
        const { code, template: message } = consultationCatalogue.reasonInvalid;
        const errors = Object.entries(check.errors).map(([field, text]) => ({ field, code, message: text }));
        throw new HttpError(400, { code, message, errors });
      }
      const member = await findConsultedMember(db, request.params.id);
      if (member === null) throw notFound();
      if (member.accountId === null) throw errorOf(consultationCatalogue.noAccount, 409);
      const now = clock.now();
      await closeAll(db, staff, now);
      const id = deps.random.uuid();
      const endsAt = new Date(now.getTime() + CONSULTATION_DURATION_MS);
      const agentPrenom = (await findStaffPrenom(db, staff.session.accountId)) || UNNAMED_AGENT;
      const agentRole = consultationAgentRole(staff.session.roles, STAFF_ROLE_LABELS);
      await insertConsultation(db, {
        id,
        member: { ...member, accountId: member.accountId },
        staffAccountId: staff.session.accountId,
        staffLogin: staff.session.userName,
        staffSessionHash: staff.session.idHash,
        agentPrenom,
        agentRole,
        reason: check.value,
        startedAt: now,
        endsAt,
      });
      await appendHistory(db, {
        at: now,
        staffAccountId: staff.session.accountId,
        staffLogin: staff.session.userName,
        area: 'adherents',
        item: member.memberId,
        action: 'consultation-ouverture',
        summary: {
          consultation: id,
          categorie: check.value.categorie,
          ticket: check.value.ticket,
          motif: check.value.motif,
        },
      });
      return reply.code(201).send({
        id,
        adherent: `${member.prenom} ${member.nom}`,
        agentPrenom,
        agentRole,
        debut: now.toISOString(),
        fin: endsAt.toISOString(),
      });
    },
  );

  app.post('/api/admin/consultations/courante/ecrans', guard, async (request, reply) => {
    const staff = await requireStaff(request);
    const ecran = new RequestFields(request.body).string('ecran', SCREEN_MAX_LENGTH);
    const now = clock.now();
    const open = await findOpenConsultation(db, staff.session.idHash, now);
    if (open === null) {
      await closeAll(db, staff, now);
      throw errorOf(consultationCatalogue.notOpen, 404);
    }
    await appendHistory(db, {
      at: now,
      staffAccountId: staff.session.accountId,
      staffLogin: staff.session.userName,
      area: 'adherents',
      item: open.memberId,
      action: 'consultation-ecran',
      summary: { consultation: open.id, ecran },
    });
    return reply.code(204).send();
  });

  app.post('/api/admin/consultations/courante/fin', guard, async (request, reply) => {
    const staff = await requireStaff(request);
    const minutes = await closeAll(db, staff, clock.now());
    if (minutes === null) throw errorOf(consultationCatalogue.notOpen, 404);
    return reply.code(204).send();
  });
}
