import type { ContributionPaymentChangeRequest, CotisationsPort, PortResult } from '@portail/application';
import { err, ok } from '@portail/application';
import type {
  ContributionHistoryPage,
  ContributionPaymentChangeReceipt,
  ContributionSchedule,
  ContributionScheduleEntry,
  UnpaidContribution,
} from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import { contentDispositionFilename } from '../files/content-disposition.ts';
import type { BrowserFilesPort } from '../files/browser-files.ts';
import { unexpectedBodyError } from '../http/error-mapping.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

export interface HttpCotisationsAdapterOptions extends HttpAdapterOptions {
  readonly files: BrowserFilesPort;
}

function entryOf(entry: Schemas['CotisationEcheance']): ContributionScheduleEntry {
  return {
    dateEcheance: entry.dateEcheance,
    periodeDebut: entry.periodeDebut,
    periodeFin: entry.periodeFin,
    montantCents: entry.montantCents,
    codeModePaiement: entry.codeModePaiement,
    libelleModePaiement: entry.libelleModePaiement,
    codePeriodicite: entry.codePeriodicite,
    libellePeriodicite: entry.libellePeriodicite,
    statut: entry.statut,
    motifRejet: entry.motifRejet,
    datePaiement: entry.datePaiement,
  };
}

function scheduleOf(body: Schemas['CotisationEcheancier']): ContributionSchedule {
  return {
    numeroContrat: body.numeroContrat,
    nomOffre: body.nomOffre,
    codeModePaiement: body.codeModePaiement,
    libelleModePaiement: body.libelleModePaiement,
    codePeriodicite: body.codePeriodicite,
    libellePeriodicite: body.libellePeriodicite,
    isMadelin: body.isMadelin,
    titulaire: body.titulaire,
    ibanMasque: body.ibanMasque,
    bicMasque: body.bicMasque,
    rum: body.rum,
    prochaineEcheance: body.prochaineEcheance,
    impayeCents: body.impayeCents,
    echeances: body.echeances.map(entryOf),
    totaux: body.totaux.map(({ annee, duCents, payeCents, impayeCents, aVenirCents }) => ({
      annee,
      duCents,
      payeCents,
      impayeCents,
      aVenirCents,
    })),
    anneesAttestation: [...body.anneesAttestation],
    modifications: body.modifications.map(
      ({ demandeeLe, dateEffet, libelleModePaiement, libellePeriodicite, ibanMasque, rum }) => ({
        demandeeLe,
        dateEffet,
        libelleModePaiement,
        libellePeriodicite,
        ibanMasque,
        rum,
      }),
    ),
  };
}

/**
 * CotisationsPort on HTTP (`/api/adherent/cotisations…`, Pact provider cotisations-api), answered for the
 * current contract (`X-Contrat-Courant`); the PDFs are saved through the browser's download.
 */
export class HttpCotisationsAdapter implements CotisationsPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpCotisationsAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getSchedule(): PortResult<ContributionSchedule> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/adherent/cotisations'), scheduleOf);
  }

  listHistory(cursor: string | null, size: number): PortResult<ContributionHistoryPage> {
    const { api, runner } = this.http;
    const query = { taille: String(size), ...(cursor === null ? {} : { apres: cursor }) };
    return runner.body(
      () => api.GET('/api/adherent/cotisations/historique', { params: { query } }),
      (body) => ({ echeances: body.echeances.map(entryOf), suivant: body.suivant }),
    );
  }

  listUnpaid(): PortResult<readonly UnpaidContribution[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/cotisations/impayes'),
      (items) =>
        items.map(({ numeroContrat, nomOffre, montantCents, conduiteATenir }) => ({
          numeroContrat,
          nomOffre,
          montantCents,
          conduiteATenir,
        })),
    );
  }

  downloadMandate(): PortResult<void> {
    return this.download('/api/adherent/cotisations/mandat-sepa', {}, 'Mandat SEPA.pdf');
  }

  downloadCertificate(year: number): PortResult<void> {
    return this.download(
      '/api/adherent/cotisations/attestation',
      { annee: String(year) },
      `Attestation cotisations ${String(year)}.pdf`,
    );
  }

  changePayment(request: ContributionPaymentChangeRequest): PortResult<ContributionPaymentChangeReceipt> {
    const { api, runner } = this.http;
    const data = {
      codeModePaiement: request.codeModePaiement,
      codePeriodicite: request.codePeriodicite,
      ...(request.titulaire === undefined ? {} : { titulaire: request.titulaire }),
      ...(request.iban === undefined ? {} : { iban: request.iban }),
      ...(request.bic === undefined ? {} : { bic: request.bic }),
      ...(request.rib === undefined
        ? {}
        : {
            rib: request.rib.map(({ remoteFileName, localFileName, size, inputName }) => ({
              remoteFileName,
              localFileName,
              size,
              inputName,
            })),
          }),
    };
    return runner.body(
      () => api.POST('/api/adherent/cotisations/modalite-paiement', { body: { data } }),
      ({ dateEffet, rum, isModeGestionManuel }) => ({ dateEffet, rum, isModeGestionManuel }),
    );
  }

  private async download(path: string, query: Record<string, string>, fallback: string): PortResult<void> {
    const result = await this.http.runner.run(() =>
      this.http.raw.send('GET', path, { query, parseAs: 'blob' }),
    );
    if (!result.ok) return result;
    const { data, response } = result.value;
    if (!(data instanceof Blob)) return err(unexpectedBodyError(response.status));
    this.options.files.download(
      data,
      contentDispositionFilename(response.headers.get('Content-Disposition')) ?? fallback,
    );
    return ok(undefined);
  }
}
