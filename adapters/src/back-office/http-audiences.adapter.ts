import type { AudienceChoices, AudiencesPort, PortResult, SavedAudience } from '@portail/application';
import type { AudienceCriterionDraft, AudienceDraft } from '@portail/domain';
import { CONTRACT_STATES, isAudienceCriterionType, MEMBER_ROLES } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Wire = components['schemas']['Audience'];
type WireCriterion = components['schemas']['AudienceCritere'];
type WireState = NonNullable<WireCriterion['etats']>[number];
type WireRole = NonNullable<WireCriterion['roles']>[number];

const isState = (value: string): value is WireState => (CONTRACT_STATES as readonly string[]).includes(value);
const isRole = (value: string): value is WireRole => (MEMBER_ROLES as readonly string[]).includes(value);

const audienceOf = (wire: Wire): SavedAudience => ({
  id: wire.id,
  nom: wire.nom,
  criteres: wire.criteres,
  description: wire.description,
  version: wire.version,
  updatedAt: new Date(wire.modifieLe),
  updatedBy: wire.modifiePar,
});

/** A criterion on the wire: only the fields of its type (the editor keeps the others while one switches types). */
function criterionToWire(draft: AudienceCriterionDraft): WireCriterion {
  if (!isAudienceCriterionType(draft.type)) throw new Error(`unknown audience criterion ${draft.type}`);
  const type = draft.type;
  switch (type) {
    case 'offre':
      return { type, offres: [...(draft.offres ?? [])] };
    case 'etat-contrat':
      return { type, etats: (draft.etats ?? []).filter(isState) };
    case 'role':
      return { type, roles: (draft.roles ?? []).filter(isRole) };
    case 'fonctionnalite':
      return { type, fonctionnalite: draft.fonctionnalite ?? '' };
    case 'sans-connexion':
      return draft.mois === undefined ? { type } : { type, mois: draft.mois };
    default:
      return { type };
  }
}

const draftToWire = (draft: AudienceDraft) => ({
  nom: draft.nom,
  criteres: draft.criteres.map(criterionToWire),
});

/** AudiencesPort on the back-office API (`/api/admin/audiences…`, provider back-office-api). */
export class HttpAudiencesAdapter implements AudiencesPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(): PortResult<readonly SavedAudience[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/audiences'),
      (wire) => wire.audiences.map(audienceOf),
    );
  }

  get(id: string): PortResult<SavedAudience> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/audiences/{id}', { params: { path: { id } } }), audienceOf);
  }

  choices(): PortResult<AudienceChoices> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/audiences/criteres-disponibles'),
      (wire) => ({ offres: wire.offres, fonctionnalites: wire.fonctionnalites }),
    );
  }

  count(criteres: readonly AudienceCriterionDraft[]): PortResult<number> {
    const { api, runner } = this.http;
    const body = { criteres: criteres.map(criterionToWire) };
    return runner.body(
      () => api.POST('/api/admin/audiences/decompte', { body }),
      (wire) => wire.nombre,
    );
  }

  create(draft: AudienceDraft): PortResult<SavedAudience> {
    const { api, runner } = this.http;
    return runner.body(() => api.POST('/api/admin/audiences', { body: draftToWire(draft) }), audienceOf);
  }

  update(id: string, draft: AudienceDraft, version: number): PortResult<SavedAudience> {
    const { api, runner } = this.http;
    const body = { ...draftToWire(draft), version };
    return runner.body(
      () => api.PUT('/api/admin/audiences/{id}', { params: { path: { id } }, body }),
      audienceOf,
    );
  }

  remove(id: string, version: number): PortResult<void> {
    const { api, runner } = this.http;
    return runner.done(() =>
      api.DELETE('/api/admin/audiences/{id}', { params: { path: { id }, query: { version } } }),
    );
  }
}
