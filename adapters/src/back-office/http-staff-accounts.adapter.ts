import type { PortResult, StaffAccountsPort } from '@portail/application';
import type {
  Habilitation,
  HabilitationAction,
  NewStaffAccount,
  StaffAccount,
  StaffAccountState,
  StaffHabilitationsMatrix,
  StaffRole,
} from '@portail/domain';
import { HABILITATION_ACTIONS, STAFF_ROLES, isBackOfficeArea } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type WireAccount = components['schemas']['HabilitationsStaffAccount'];
type WireMatrix = components['schemas']['HabilitationsMatrix'];
type WireGrant = components['schemas']['HabilitationsGrant'];

const STATES: Readonly<Record<WireAccount['etat'], StaffAccountState>> = {
  actif: 'active',
  desactive: 'disabled',
  'en-attente': 'pending',
};
const isStaffRole = (code: string): code is StaffRole => (STAFF_ROLES as readonly string[]).includes(code);
const isAction = (value: string): value is HabilitationAction =>
  (HABILITATION_ACTIONS as readonly string[]).includes(value);

export function staffAccountOf(wire: WireAccount): StaffAccount {
  return {
    id: wire.id,
    login: wire.identifiant,
    nom: wire.nom,
    prenom: wire.prenom,
    roles: wire.roles.map((role) => role.code).filter(isStaffRole),
    state: STATES[wire.etat],
    lastSignInAt: wire.derniereConnexion,
  };
}

const habilitationsOf = (grants: readonly WireGrant[]): Habilitation[] =>
  grants.flatMap((grant) =>
    isBackOfficeArea(grant.zone) && isAction(grant.action)
      ? [{ area: grant.zone, action: grant.action }]
      : [],
  );

function matrixOf(wire: WireMatrix): StaffHabilitationsMatrix {
  return {
    account: staffAccountOf(wire.compte),
    version: wire.version,
    habilitations: habilitationsOf(wire.habilitations),
  };
}

/** StaffAccountsPort on HTTP (openapi tag back-office, `/api/admin/staff…`, Pact provider back-office-api). */
export class HttpStaffAccountsAdapter implements StaffAccountsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(): PortResult<readonly StaffAccount[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/staff'),
      (data) => data.comptes.map(staffAccountOf),
    );
  }

  create(account: NewStaffAccount): PortResult<StaffAccount> {
    const { api, runner } = this.http;
    const roles = account.roles.filter((role) => role !== 'BackEndUser');
    const body = { email: account.email, nom: account.nom, prenom: account.prenom, roles };
    return runner.body(() => api.POST('/api/admin/staff', { body }), staffAccountOf);
  }

  disable(accountId: string): PortResult<StaffAccount> {
    const { api, runner } = this.http;
    const params = { path: { id: accountId } };
    return runner.body(() => api.POST('/api/admin/staff/{id}/disable', { params }), staffAccountOf);
  }

  enable(accountId: string): PortResult<StaffAccount> {
    const { api, runner } = this.http;
    const params = { path: { id: accountId } };
    return runner.body(() => api.POST('/api/admin/staff/{id}/enable', { params }), staffAccountOf);
  }

  habilitations(accountId: string): PortResult<StaffHabilitationsMatrix> {
    const { api, runner } = this.http;
    const params = { path: { id: accountId } };
    return runner.body(() => api.GET('/api/admin/staff/{id}/habilitations', { params }), matrixOf);
  }

  saveHabilitations(
    accountId: string,
    version: number,
    habilitations: readonly Habilitation[],
  ): PortResult<StaffHabilitationsMatrix> {
    const { api, runner } = this.http;
    const params = { path: { id: accountId } };
    const body = { version, habilitations: habilitations.map((h) => ({ zone: h.area, action: h.action })) };
    return runner.body(() => api.PUT('/api/admin/staff/{id}/habilitations', { params, body }), matrixOf);
  }
}
