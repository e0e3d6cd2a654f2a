import type { ContentDetail, ContentText } from '@portail/domain';
import { contentsErrorCatalogue } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome, refused } from './content-outcome.ts';

/**
 * Saves the draft typed on `version` (the server sanitises the HTML; the saved text comes back). An empty title or
 * one holding `<` or `>` is refused before any call; a stale version is `stale`, what was typed stays with the caller.
 */
export class SaveContentDraft {
  constructor(private readonly contents: Pick<AdminContentsPort, 'saveDraft'>) {}

  async execute(id: string, version: number, text: ContentText): Promise<ContentWriteOutcome<ContentDetail>> {
    const title = text.title.trim();
    if (title === '') return refused(contentsErrorCatalogue.titleRequired);
    if (/[<>]/.test(title)) return refused(contentsErrorCatalogue.titleNotText);
    const result = await this.contents.saveDraft(id, version, { title, content: text.content });
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
