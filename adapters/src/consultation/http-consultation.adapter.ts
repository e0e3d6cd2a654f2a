import type { ConsultationPort, PortResult } from '@portail/application';
import type { MemberConsultationEntry } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

/**
 * ConsultationPort on HTTP: GET /api/adherent/consultations (the member's list), POST
 * /api/admin/consultations/courante/ecrans and /fin (the agent's screens and « Terminer », on the back office's API:
 * the consultation is the agent's).
 */
export class HttpConsultationAdapter implements ConsultationPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  listMine(): PortResult<readonly MemberConsultationEntry[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/consultations'),
      (body) =>
        body.consultations.map((entry) => ({
          debut: new Date(entry.debut),
          fin: entry.fin === null ? null : new Date(entry.fin),
          dureeMinutes: entry.dureeMinutes,
          agentPrenom: entry.agentPrenom,
          agentRole: entry.agentRole,
          categorie: entry.categorie,
          categorieLibelle: entry.categorieLibelle,
        })),
    );
  }

  recordScreen(ecran: string): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/admin/consultations/courante/ecrans', { body: { ecran } }), {
      redirectOnUnauthorized: false,
    });
  }

  end(): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/admin/consultations/courante/fin'), {
      redirectOnUnauthorized: false,
    });
  }
}
