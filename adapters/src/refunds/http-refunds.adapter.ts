import type { PortResult, RefundsPort } from '@portail/application';
import { err, ok } from '@portail/application';
import type { CareAct, CareActPage, CareBeneficiary, RefundsFilter, RefundsSummary } from '@portail/domain';
import type { BrowserFilesPort } from '../files/browser-files.ts';
import type { components } from '../generated/portal-api.ts';
import { contentDispositionFilename } from '../files/content-disposition.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { unexpectedBodyError } from '../http/error-mapping.ts';
import { requestCacheKey } from '../http/request-cache.ts';

export interface HttpRefundsAdapterOptions extends HttpAdapterOptions {
  readonly files: BrowserFilesPort;
}

/** Registry route `/v1/adherent/remboursements` (spec §7) under /api. */
export const REFUNDS_API_PATH = '/api/v1/adherent/remboursements';
const SUMMARY_PATH = '/api/v1/adherent/remboursements/synthese';

/** The filter as query parameters; empty fields are left out. */
function filterQuery(filter: RefundsFilter): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['beneficiaire', 'dateDebut', 'dateFin', 'typeSoin', 'statut', 'recherche'] as const) {
    const value = filter[key]?.trim();
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

type WireAct = components['schemas']['ActeDeSoins'];

function beneficiary(person: components['schemas']['BeneficiaireSoins']): CareBeneficiary {
  return { numPers: person.numPers, nom: person.nom, prenom: person.prenom };
}

/** The domain act: the known fields only. */
function careAct(act: WireAct): CareAct {
  return {
    id: act.id,
    dateSoins: act.dateSoins,
    beneficiaire: beneficiary(act.beneficiaire),
    typeSoin: act.typeSoin,
    libelle: act.libelle,
    professionnel: act.professionnel,
    montantDepense: act.montantDepense,
    montantSecu: act.montantSecu,
    montantMutuelle: act.montantMutuelle,
    resteACharge: act.resteACharge,
    datePaiement: act.datePaiement,
    statut: act.statut,
    motifRejet: act.motifRejet,
  };
}

/**
 * RefundsPort on HTTP: list and summary through the typed client (cached 5 minutes per URL; the cache forgets
 * everything on contract switch), CSV export downloaded under its Content-Disposition name, the statement PDF
 * opened in a new tab.
 */
export class HttpRefundsAdapter implements RefundsPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpRefundsAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  listActs(filter: RefundsFilter, cursor?: string): PortResult<CareActPage> {
    const query = { ...filterQuery(filter), ...(cursor === undefined ? {} : { apres: cursor }) };
    const load = (): PortResult<CareActPage> =>
      this.http.runner.body(
        () => this.http.api.GET(REFUNDS_API_PATH, { params: { query } }),
        (page) => ({ actes: page.actes.map(careAct), suivant: page.suivant }),
      );
    return this.options.cache?.getOrLoad(requestCacheKey(REFUNDS_API_PATH, query), load) ?? load();
  }

  summary(): PortResult<RefundsSummary> {
    const load = (): PortResult<RefundsSummary> =>
      this.http.runner.body(
        () => this.http.api.GET(SUMMARY_PATH),
        (body) => ({
          mois: body.mois.map((month) => ({
            mois: month.mois,
            montantSecu: month.montantSecu,
            montantMutuelle: month.montantMutuelle,
            resteACharge: month.resteACharge,
          })),
          beneficiaires: body.beneficiaires.map(beneficiary),
        }),
      );
    return this.options.cache?.getOrLoad(SUMMARY_PATH, load) ?? load();
  }

  async exportActs(filter: RefundsFilter): PortResult<void> {
    const file = await this.file('export', filter);
    if (!file.ok) return file;
    this.options.files.download(file.value.data, file.value.filename ?? 'remboursements.csv');
    return ok(undefined);
  }

  async printStatement(filter: RefundsFilter): PortResult<void> {
    const file = await this.file('print', filter);
    if (!file.ok) return file;
    this.options.files.openInNewTab(file.value.data);
    return ok(undefined);
  }

  private async file(kind: 'export' | 'print', filter: RefundsFilter) {
    const result = await this.http.runner.run(() =>
      this.http.raw.send('GET', `${REFUNDS_API_PATH}/${kind}`, {
        query: filterQuery(filter),
        parseAs: 'blob',
      }),
    );
    if (!result.ok) return result;
    const { data, response } = result.value;
    if (!(data instanceof Blob)) return err(unexpectedBodyError(response.status));
    const filename = contentDispositionFilename(response.headers.get('Content-Disposition'));
    return ok({ data, filename });
  }
}
