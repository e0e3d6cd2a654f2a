import type { PortResult } from '@portail/application';

/** An image of the CMS image store (spec §7 `cms/documents/images`). */
export interface RichTextImage {
  readonly id: string;
  /** Its description, offered as the alternative text. */
  readonly description: string;
}

/** What the editor needs of the CMS image store: its images, and adding one. */
export interface RichTextImageStore {
  list(): PortResult<readonly RichTextImage[]>;
  upload(file: File, description: string): PortResult<RichTextImage>;
}
