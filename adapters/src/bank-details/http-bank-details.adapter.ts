import type { BankDetailsPort, BankDetailsUpdateOutcome, PortResult } from '@portail/application';
import type { BankDetails, BankDetailsPopupData } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

function wireRib(rib: BankDetails | null): Schemas['BankDetails'] | null {
  return rib === null ? null : { ...rib };
}

export function wireBankDetailsPopup(popup: BankDetailsPopupData): Schemas['BankDetailsPopup'] {
  return {
    titulaire: popup.titulaire,
    iban: popup.iban,
    bic: popup.bic,
    rib: popup.rib.map(({ remoteFileName, localFileName, size, inputName }) => ({
      remoteFileName,
      localFileName,
      size,
      inputName,
    })),
    contrat: {
      numContrat: popup.contrat.numContrat,
      nomOffre: popup.contrat.nomOffre,
      rib: wireRib(popup.contrat.rib),
      codeModePaiement: popup.contrat.codeModePaiement,
      hadRib: popup.contrat.hadRib,
    },
  };
}

/** BankDetailsPort on HTTP (openapi tag bank-details, Pact provider bank-details-api). */
export class HttpBankDetailsAdapter implements BankDetailsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  update(popup: BankDetailsPopupData): PortResult<BankDetailsUpdateOutcome> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/adherent/modalite-paiement-prestation/form', {
          body: { data: wireBankDetailsPopup(popup) },
        }),
      (data) => ({ isModeGestionManuel: data.isModeGestionManuel }),
    );
  }
}
