import type {
  ContentDetail,
  ContentImage,
  ContentPreview,
  ContentSearch,
  ContentSummary,
  ContentText,
  ContentVersion,
  ContentVersionSummary,
} from '@portail/domain';
import type { PortResult } from './port-error.ts';

/**
 * The back office's « Contenus » (issue 24 §3, `/api/admin/contents…`, Pact provider back-office-api). Every write
 * names the version it applies to; a stale one fails with status 409 and code `FLOW.CONTENUS_VERSION_PERIMEE`.
 */
export interface AdminContentsPort {
  list(search: ContentSearch): PortResult<readonly ContentSummary[]>;
  get(id: string): PortResult<ContentDetail>;
  saveDraft(id: string, version: number, text: ContentText): PortResult<ContentDetail>;
  preview(id: string): PortResult<ContentPreview>;
  publish(id: string, version: number): PortResult<ContentDetail>;
  unpublish(id: string, version: number): PortResult<ContentDetail>;
  listVersions(id: string): PortResult<readonly ContentVersionSummary[]>;
  getVersion(id: string, number: number): PortResult<ContentVersion>;
  /** Publishes version `number` again as the newest version. */
  restoreVersion(id: string, number: number, version: number): PortResult<ContentDetail>;
  createStaticPage(pageName: string, text: ContentText): PortResult<ContentDetail>;
  listImages(): PortResult<readonly ContentImage[]>;
  uploadImage(file: Blob, fileName: string, description: string): PortResult<ContentImage>;
}
