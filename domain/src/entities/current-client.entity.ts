import type { FeatureFlags } from './feature-flag.entity.ts';

/** Another client (tenant) the user may switch to. The spec only names the list; libelle is what is displayed. */
export interface OtherClient {
  readonly id: string;
  readonly libelle: string;
}

/** The current client / tenant (spec §3). */
export interface CurrentClient {
  readonly libelle: string;
  readonly fonctionnalites: FeatureFlags;
  readonly dataCollectActivated: boolean;
  /** "other clients list" in the spec (English only there): wire name chosen as `autresClients`. */
  readonly autresClients: readonly OtherClient[];
  /** External OIDC identity provider name; null when login is local. */
  readonly oidcExternalProvider: string | null;
  readonly isDonneesROMonegasquesActivated: boolean;
}
