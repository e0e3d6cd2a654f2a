import type { CmsItem } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** Content blocks (spec §7 CMS). */
export interface CmsPort {
  /** Items of a block (404 when unknown); the caller reads the first item's title and content. */
  getBlockItems(name: string, itemName?: string): PortResult<readonly CmsItem[]>;
  /** The URL of a CMS image, for an img element. */
  imageUrl(imageId: string): string;
}
