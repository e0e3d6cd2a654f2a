import type { AccountPort, PortResult } from '@portail/application';
import type { AccountConsent, AccountProfile } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

function profile(wire: Schemas['AccountProfile']): AccountProfile {
  return {
    civilite: wire.civilite,
    nom: wire.nom,
    prenom: wire.prenom,
    dateNaissance: wire.dateNaissance,
    numeroAdherent: wire.numeroAdherent,
    numerosContrat: [...wire.numerosContrat],
    email: wire.email,
    telephone: wire.telephone,
    adresse: { ...wire.adresse },
    dematerialization: wire.dematerialization,
    doubleAuthentification: wire.doubleAuthentification,
  };
}

function consents(wire: readonly Schemas['AccountConsent'][]): readonly AccountConsent[] {
  return wire.map((consent) => ({
    nom: consent.nom,
    libelle: consent.libelle,
    accepted: consent.accepted,
    answeredAt: consent.answeredAt,
    historique: consent.historique.map((entry) => ({
      accepted: entry.accepted,
      answeredAt: entry.answeredAt,
    })),
  }));
}

/** AccountPort on HTTP (openapi tag account, Pact provider account-api). */
export class HttpAccountAdapter implements AccountPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getProfile(): PortResult<AccountProfile> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/account/profile'), profile);
  }

  deleteAccount(password?: string): PortResult<void> {
    const { api, runner } = this.http;
    const body = password === undefined ? {} : { password };
    return runner.done(() => api.POST('/api/account/delete', { body }));
  }

  setDematerialization(dematerialization: boolean): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() => api.POST('/api/account/dematerialization', { body: { dematerialization } }));
  }

  getConsents(): PortResult<readonly AccountConsent[]> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/account/consents'), consents);
  }
}
