import type { MemberConsultationPort, OpenedConsultation, PortResult } from '@portail/application';
import type { ConsultationReason } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

/** MemberConsultationPort on the back-office API (`/api/admin/adherents/{id}/consultations`, provider back-office-api). */
export class HttpMemberConsultationAdapter implements MemberConsultationPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  open(member: string, reason: ConsultationReason): PortResult<OpenedConsultation> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/admin/adherents/{id}/consultations', {
          params: { path: { id: member } },
          body: { categorie: reason.categorie, motif: reason.motif, ticket: reason.ticket },
        }),
      (body) => ({ adherent: body.adherent, fin: new Date(body.fin) }),
    );
  }
}
