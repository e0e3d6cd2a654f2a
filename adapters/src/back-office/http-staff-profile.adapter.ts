import type { PortResult, StaffProfilePort } from '@portail/application';
import type { BackOfficeArea, HabilitationAction, StaffProfile } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type StaffMember = components['schemas']['StaffMember'];

export function domainStaffProfile(wire: StaffMember): StaffProfile {
  return {
    login: wire.identifiant,
    email: wire.email,
    roles: wire.roles.map((role) => ({ code: role.code, label: role.libelle })),
    habilitations: wire.habilitations.map((h) => ({
      area: h.zone satisfies BackOfficeArea,
      action: h.action satisfies HabilitationAction,
    })),
  };
}

/** StaffProfilePort on the back-office API (openapi tag back-office, Pact provider back-office-api). */
export class HttpStaffProfileAdapter implements StaffProfilePort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  me(): PortResult<StaffProfile> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/me'), domainStaffProfile);
  }
}
