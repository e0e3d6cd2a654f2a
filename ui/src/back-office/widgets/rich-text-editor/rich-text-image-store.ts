import type { Result } from '@portail/application';

/** An image of the CMS image store (spec §7 `cms/documents/images`), as the editor offers it. */
export interface RichTextImage {
  readonly id: string;
  /** Its description, offered as the alternative text. */
  readonly description: string;
}

/** A failure of the store, with the French message to show. */
export interface RichTextImageFailure {
  readonly message: string;
}

/** What the editor needs of the CMS image store: its images, and adding one. */
export interface RichTextImageStore {
  list(): Promise<Result<readonly RichTextImage[], RichTextImageFailure>>;
  upload(file: File, description: string): Promise<Result<RichTextImage, RichTextImageFailure>>;
}
