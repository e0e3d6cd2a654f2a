import type { ContentDetail, ContentText } from '@portail/domain';
import { contentsErrorCatalogue, isValidStaticPageName } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome, refused } from './content-outcome.ts';

/** Creates a static page (`#/page/{pageName}`), a draft until published; name and title checked before any call. */
export class CreateStaticPage {
  constructor(private readonly contents: Pick<AdminContentsPort, 'createStaticPage'>) {}

  async execute(pageName: string, text: ContentText): Promise<ContentWriteOutcome<ContentDetail>> {
    const name = pageName.trim();
    if (!isValidStaticPageName(name)) return refused(contentsErrorCatalogue.pageNameInvalid);
    const title = text.title.trim();
    if (title === '') return refused(contentsErrorCatalogue.titleRequired);
    if (/[<>]/.test(title)) return refused(contentsErrorCatalogue.titleNotText);
    const result = await this.contents.createStaticPage(name, { title, content: text.content });
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
