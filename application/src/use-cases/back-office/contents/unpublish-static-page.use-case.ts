import type { ContentDetail } from '@portail/domain';
import { contentsErrorCatalogue } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome, refused } from './content-outcome.ts';

/** Unpublishes a published static page (members then get « Page inconnue »); anything else is refused at once. */
export class UnpublishStaticPage {
  constructor(private readonly contents: Pick<AdminContentsPort, 'unpublish'>) {}

  async execute(
    item: Pick<ContentDetail, 'id' | 'kind' | 'published' | 'version'>,
  ): Promise<ContentWriteOutcome<ContentDetail>> {
    if (item.kind !== 'page' || !item.published) return refused(contentsErrorCatalogue.notUnpublishable);
    const result = await this.contents.unpublish(item.id, item.version);
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
