import { validateBirthDate, validateEmail, validatePersonName } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, assertValid } from '../../http/http-error.ts';
import { requireSession } from '../../http/session.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { findMatchingMember } from '../member-matching.ts';
import { createAccountOnBehalf } from './member-support.ts';
import { isoToTypedDate, normalizeUserName, textField } from '../wire-values.ts';

/** Roles allowed to create an account on behalf of a member. */
export const ACCOUNT_CREATOR_ROLES: ReadonlySet<string> = new Set(['Admin', 'BackEndUser', 'Consultant']);

export const NOT_ALLOWED = {
  code: 'FORBIDDEN',
  message: "Vous n'êtes pas autorisé à effectuer cette action.",
} as const;
export const MEMBER_NOT_FOUND = {
  code: 'MEMBER_NOT_FOUND',
  message: 'Aucun adhérent ne correspond à ces informations.',
} as const;
export const MEMBER_HAS_ACCOUNT = {
  code: 'ACCOUNT_EXISTS',
  message: 'Cet adhérent possède déjà un compte.',
} as const;
export const EMAIL_TAKEN = {
  code: 'EMAIL_TAKEN',
  message: "Cette adresse e-mail est déjà l'identifiant d'un autre compte.",
} as const;

interface AdminCreateBody {
  numeroContrat?: string;
  nir?: string;
  nom: string;
  prenom: string;
  dateNaissance: string;
  email: string;
  dematerialization?: boolean;
}

function validateAdminCreate(deps: ServerDeps, body: unknown): void {
  assertValid([
    ['nom', validatePersonName(textField(body, 'nom'))],
    ['prenom', validatePersonName(textField(body, 'prenom'))],
    [
      'dateNaissance',
      validateBirthDate(isoToTypedDate(textField(body, 'dateNaissance')), { today: deps.clock.now() }),
    ],
    ['email', validateEmail(textField(body, 'email'))],
  ]);
}

/**
 * `POST /api/identity/client/create` (staff session): a pending account flagged `createdByAdmin` for a
 * member found by member number and/or NIR, names and birth date; the member gets the activation mail
 * and must accept the terms and answer the consents when activating (`createAccountOnBehalf`).
 */
export async function adminAccountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post<{ Body: AdminCreateBody }>(
    '/api/identity/client/create',
    { config: { domainValidation: (body) => validateAdminCreate(deps, body) } },
    async (request, reply) => {
      const session = await requireSession(request);
      if (!session.roles.some((role) => ACCOUNT_CREATOR_ROLES.has(role)))
        throw new HttpError(403, NOT_ALLOWED);
      validateAdminCreate(deps, request.body);
      const body = request.body;
      const member = await findMatchingMember(deps.db, body, {
        createAccountAuthMode: 'oneOfTwo',
        isCodePostalVerifiedOnAccountCreation: false,
        isRegisterVerifyEmail: false,
        isRegisterVerifyIban: false,
        isRegisterIbanObligatoire: false,
      });
      if (!member) throw new HttpError(400, MEMBER_NOT_FOUND);
      const userName = normalizeUserName(body.email);
      const created = await deps.db.transaction((tx) =>
        createAccountOnBehalf(deps, tx, member, {
          userName,
          dematerialization: body.dematerialization ?? true,
        }),
      );
      if (created.outcome !== 'created')
        throw new HttpError(400, created.outcome === 'exists' ? MEMBER_HAS_ACCOUNT : EMAIL_TAKEN);
      return reply.code(201).send({ userId: created.userId });
    },
  );
}
