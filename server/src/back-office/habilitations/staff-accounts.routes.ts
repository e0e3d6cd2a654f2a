import type { StaffRole } from '@portail/domain';
import {
  STAFF_ROLES,
  defaultHabilitationsFor,
  habilitationKey,
  staffAccountsCatalogue,
  validateEmail,
  validatePersonName,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { assertValid } from '../../http/http-error.ts';
import { inviteStaffAccount } from '../../identity/public.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import type { StaffAccount } from './staff-accounts.repository.ts';
import {
  disableStaffAccount,
  enableStaffAccount,
  findStaffAccount,
  insertStaffAccount,
  listStaffAccounts,
  loginTaken,
} from './staff-accounts.repository.ts';
import { staffLoginTaken, staffNotFound, staffSelfDisable } from './staff-errors.ts';
import { staffAccountWire } from './staff-wire.ts';

interface CreateBody {
  email: string;
  nom: string;
  prenom: string;
  roles: string[];
}

/** The roles an administrator picks; BackEndUser (the back office's door) is always added. */
const CHOSEN_ROLES: readonly StaffRole[] = ['Admin', 'Gestionnaire', 'Consultant'];
const text = (body: unknown, key: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};
const chosenRoles = (body: unknown): StaffRole[] => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['roles'] : [];
  return CHOSEN_ROLES.filter((role) => Array.isArray(value) && value.includes(role));
};

function validateCreate(body: unknown): void {
  const { code, template } = staffAccountsCatalogue.roleRequired;
  assertValid([
    ['email', validateEmail(text(body, 'email'))],
    ['nom', validatePersonName(text(body, 'nom'))],
    ['prenom', validatePersonName(text(body, 'prenom'))],
    ['roles', chosenRoles(body).length === 0 ? [{ code, message: template }] : []],
  ]);
}

const STATE_LABEL = { active: 'actif', disabled: 'desactive', pending: 'en-attente' } as const;

/**
 * « Habilitations », the staff accounts: list (`habilitations`/read), create (`habilitations`/create: a pending
 * account with the role defaults, its activation link mailed through the outbox), disable and re-enable
 * (`habilitations`/update; disabling ends the account's sessions on every instance). An administrator cannot
 * disable their own account. Each change is appended to the history.
 */
export async function staffAccountsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/admin/staff', { onRequest: requireHabilitation('habilitations', 'read') }, async () => ({
    comptes: (await listStaffAccounts(deps.db)).map(staffAccountWire),
  }));

  app.post<{ Body: CreateBody }>(
    '/api/admin/staff',
    {
      onRequest: requireHabilitation('habilitations', 'create'),
      config: { domainValidation: validateCreate },
    },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      validateCreate(request.body);
      const login = text(request.body, 'email').toLowerCase();
      const roles: StaffRole[] = STAFF_ROLES.filter(
        (role) => role === 'BackEndUser' || chosenRoles(request.body).includes(role),
      );
      const habilitations = defaultHabilitationsFor(roles);
      const id = deps.random.uuid();
      const now = deps.clock.now();
      const account = { nom: text(request.body, 'nom'), prenom: text(request.body, 'prenom') };
      const created = await deps.db.transaction(async (tx) => {
        if (await loginTaken(tx, login)) throw staffLoginTaken();
        await insertStaffAccount(tx, { id, login, ...account, roles, habilitations, createdAt: now });
        await inviteStaffAccount(deps, tx, { accountId: id, email: login, ...account });
        await appendHistory(tx, {
          at: now,
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'habilitations',
          item: login,
          action: 'staff-create',
          summary: {
            avant: null,
            apres: {
              ...account,
              roles,
              etat: 'en-attente',
              habilitations: habilitations.map(habilitationKey),
            },
          },
        });
        return findStaffAccount(tx, id);
      });
      if (created === null) throw new Error('the staff account just created is missing');
      return reply.code(201).send(staffAccountWire(created));
    },
  );

  async function changeState(
    request: Parameters<typeof requireStaff>[0],
    id: string,
    change: 'disable' | 'enable',
  ): Promise<StaffAccount> {
    const { session } = await requireStaff(request);
    if (change === 'disable' && id === session.accountId) throw staffSelfDisable();
    return deps.db.transaction(async (tx) => {
      const before = await findStaffAccount(tx, id);
      if (before === null) throw staffNotFound();
      const unchanged = change === 'disable' ? before.state === 'disabled' : before.state !== 'disabled';
      if (unchanged) return before;
      if (change === 'disable') await disableStaffAccount(tx, id);
      else await enableStaffAccount(tx, id);
      const after = await findStaffAccount(tx, id);
      if (after === null) throw staffNotFound();
      await appendHistory(tx, {
        at: deps.clock.now(),
        staffAccountId: session.accountId,
        staffLogin: session.userName,
        area: 'habilitations',
        item: before.login,
        action: change === 'disable' ? 'staff-disable' : 'staff-enable',
        summary: { avant: { etat: STATE_LABEL[before.state] }, apres: { etat: STATE_LABEL[after.state] } },
      });
      return after;
    });
  }

  app.post<{ Params: { id: string } }>(
    '/api/admin/staff/:id/disable',
    { onRequest: requireHabilitation('habilitations', 'update') },
    async (request) => staffAccountWire(await changeState(request, request.params.id, 'disable')),
  );
  app.post<{ Params: { id: string } }>(
    '/api/admin/staff/:id/enable',
    { onRequest: requireHabilitation('habilitations', 'update') },
    async (request) => staffAccountWire(await changeState(request, request.params.id, 'enable')),
  );
}
