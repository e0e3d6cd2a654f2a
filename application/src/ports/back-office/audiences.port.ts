import type { AudienceCriterionDraft, AudienceDraft } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** A saved audience as the back office reads it (openapi `Audience`). */
export interface SavedAudience {
  readonly id: string;
  readonly nom: string;
  readonly criteres: readonly AudienceCriterionDraft[];
  /** The criteria in French, joined by « et ». */
  readonly description: string;
  readonly version: number;
  readonly updatedAt: Date;
  readonly updatedBy: string;
}

/** What the editor proposes: the contracts' offers, the tenant's features. */
export interface AudienceChoices {
  readonly offres: readonly string[];
  readonly fonctionnalites: readonly string[];
}

/** « Audiences » of the back office (openapi `/api/admin/audiences…`, habilitation `contenus`). */
export interface AudiencesPort {
  list(): PortResult<readonly SavedAudience[]>;
  get(id: string): PortResult<SavedAudience>;
  choices(): PortResult<AudienceChoices>;
  /** How many members the criteria select now (the editor's live count). */
  count(criteres: readonly AudienceCriterionDraft[]): PortResult<number>;
  create(draft: AudienceDraft): PortResult<SavedAudience>;
  /** Saves the audience edited from `version` (409 `FLOW.AUDIENCE_VERSION_PERIMEE` when changed meanwhile). */
  update(id: string, draft: AudienceDraft, version: number): PortResult<SavedAudience>;
  remove(id: string, version: number): PortResult<void>;
}

/** The audience a CMS popup is kept for (null: every member), openapi `/api/admin/contents/{id}/audience`. */
export interface PopupAudiencePort {
  get(contentId: string): PortResult<string | null>;
  set(contentId: string, audienceId: string | null): PortResult<string | null>;
}
