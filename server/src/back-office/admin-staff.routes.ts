import type { StaffRole } from '@portail/domain';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps.ts';
import { requireStaff, requireStaffMember } from './require-habilitation.ts';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * `GET /api/admin/me`: the signed-in staff member (login, staff roles with their French labels, habilitations),
 * what the back office reads to show only what they may do. Every staff member gets it; a member session gets 403.
 */
export async function adminStaffRoutes(app: FastifyInstance, _deps: ServerDeps): Promise<void> {
  app.get('/api/admin/me', { onRequest: requireStaffMember }, async (request) => {
    const { session, habilitations } = await requireStaff(request);
    return {
      identifiant: session.userName,
      email: session.email,
      roles: session.roles
        .filter(isStaffRole)
        .map((role) => ({ code: role, libelle: STAFF_ROLE_LABELS[role] })),
      habilitations: habilitations.map((h) => ({ zone: h.area, action: h.action })),
    };
  });
}
