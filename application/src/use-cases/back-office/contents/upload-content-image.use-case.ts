import type { ContentImage } from '@portail/domain';
import { catalogueMessage, contentsErrorCatalogue } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome, refused } from './content-outcome.ts';

/** The CMS image size limit (the server's, `CMS_IMAGE_MAX_MB`). */
export const CONTENT_IMAGE_MAX_MB = 2;
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * Adds an image to the CMS image store: a file of another declared type or over the limit is refused before it is
 * sent (the server checks the content itself again).
 */
export class UploadContentImage {
  constructor(private readonly contents: Pick<AdminContentsPort, 'uploadImage'>) {}

  async execute(file: File, description: string): Promise<ContentWriteOutcome<ContentImage>> {
    if (!TYPES.includes(file.type)) return refused(contentsErrorCatalogue.imageTypeRefused);
    if (file.size > CONTENT_IMAGE_MAX_MB * 1024 * 1024)
      return {
        kind: 'failed',
        message: catalogueMessage(contentsErrorCatalogue.imageTooLarge, { maxMb: CONTENT_IMAGE_MAX_MB }),
      };
    const result = await this.contents.uploadImage(file, file.name, description.trim());
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
