/** The imageForm value meaning the image covers the card; any other value shows it as an icon-sized image. */
export const CARE_NETWORK_IMAGE_FORM_COVERS = 'covers';

/** An external care network shown in the care networks dialog (spec §3). */
export interface CareNetwork {
  readonly reseau: string;
  readonly url: string;
  readonly numOmc: string;
  readonly libelle: string;
  readonly description: string;
  readonly icon: string;
  readonly imageId: string;
  /** 'covers' (CARE_NETWORK_IMAGE_FORM_COVERS) or another layout value. */
  readonly imageForm: string;
}
