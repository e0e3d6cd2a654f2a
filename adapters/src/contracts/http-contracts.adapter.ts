import type { ContractsPort, PortError, PortResult } from '@portail/application';
import { err, NO_CONTRACT_ERROR_CODE, NO_CONTRACT_ERROR_MESSAGE, ok } from '@portail/application';
import type { BankDetails, Contract } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

export function domainBankDetails(rib: Schemas['BankDetails'] | null): BankDetails | null {
  return rib === null
    ? null
    : {
        codeInternationalPaysIso2: rib.codeInternationalPaysIso2,
        cleIban: rib.cleIban,
        identifiantNationalCompte: rib.identifiantNationalCompte,
        codeBIC: rib.codeBIC,
        ...(rib.titulaire === undefined ? {} : { titulaire: rib.titulaire }),
      };
}

function contract(wire: Schemas['Contract']): Contract {
  const payment = wire.modalitePaiementPrestation;
  return {
    numeroContratIndividuel: wire.numeroContratIndividuel,
    nomOffre: wire.nomOffre,
    etat: wire.etat,
    ...(wire.famille === undefined ? {} : { famille: wire.famille }),
    isActif: wire.isActif,
    IsPrecontentieux: wire.IsPrecontentieux,
    modalitePaiementPrestation: {
      rib: domainBankDetails(payment.rib),
      codeModePaiement: payment.codeModePaiement,
      isMissing: payment.isMissing,
      ...(payment.isRequestPending === true ? { isRequestPending: true } : {}),
    },
  };
}

/** The error of an empty contract list (spec §7: "an empty list is an error '0 contrat'"). */
export function noContractError(): PortError {
  return Object.freeze({
    code: NO_CONTRACT_ERROR_CODE,
    message: NO_CONTRACT_ERROR_MESSAGE,
    severity: 'danger',
  });
}

/**
 * ContractsPort on HTTP (openapi tag contracts, Pact provider contracts-api). Never cached: the list is
 * reloaded after contract updates. A 503 keeps the server's error body (message and details).
 */
export class HttpContractsAdapter implements ContractsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  async loadContracts(): PortResult<readonly Contract[]> {
    const { api, runner } = this.http;
    const result = await runner.body(
      () => api.GET('/api/adherent/contrats'),
      (data) => data.contrats.map(contract),
    );
    if (!result.ok) return result;
    return result.value.length === 0 ? err(noContractError()) : ok(result.value);
  }
}
