import type {
  PortResult,
  ReferenceValue,
  ReferenceValueChange,
  ReferenceValueEdit,
  ReferenceValuesPage,
  ReferenceValuesPort,
  ReferenceValuesQuery,
} from '@portail/application';
import type { ReferenceDataKind } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type WireValue = components['schemas']['ReferentielValeur'];

const valueOf = (wire: WireValue): ReferenceValue => ({
  code: wire.code,
  label: wire.libelle,
  rank: wire.rang,
  enabled: wire.actif,
});
const changeOf = (wire: components['schemas']['ReferentielChangement']): ReferenceValueChange => ({
  version: wire.version,
  value: valueOf(wire.valeur),
});

/** ReferenceValuesPort on the back-office API (`/api/admin/referentiels/{kind}/valeurs…`, provider back-office-api). */
export class HttpReferenceValuesAdapter implements ReferenceValuesPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(kind: ReferenceDataKind, query: ReferenceValuesQuery): PortResult<ReferenceValuesPage> {
    const { api, runner } = this.http;
    const params = {
      path: { kind },
      query: {
        limite: query.limit,
        ...(query.search === '' ? {} : { recherche: query.search }),
        ...(query.after === null ? {} : { apres: query.after }),
      },
    };
    return runner.body(
      () => api.GET('/api/admin/referentiels/{kind}/valeurs', { params }),
      (wire) => ({ version: wire.version, values: wire.valeurs.map(valueOf), next: wire.suivant }),
    );
  }

  edit(kind: ReferenceDataKind, edit: ReferenceValueEdit, version: number): PortResult<ReferenceValueChange> {
    const { api, runner } = this.http;
    if (edit.kind === 'add') {
      const body = { version, code: edit.code, libelle: edit.label };
      const params = { path: { kind } };
      return runner.body(
        () => api.POST('/api/admin/referentiels/{kind}/valeurs', { params, body }),
        changeOf,
      );
    }
    const params = { path: { kind, code: edit.code } };
    if (edit.kind === 'move') {
      const body = { version, sens: edit.direction };
      return runner.body(
        () => api.POST('/api/admin/referentiels/{kind}/valeurs/{code}/deplacement', { params, body }),
        changeOf,
      );
    }
    const body =
      edit.kind === 'rename' ? { version, libelle: edit.label } : { version, actif: edit.kind === 'enable' };
    return runner.body(
      () => api.PATCH('/api/admin/referentiels/{kind}/valeurs/{code}', { params, body }),
      changeOf,
    );
  }
}
