import type { ContentSearch, ContentSummary } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { PortResult } from '../../../ports/port-error.ts';

/** The contents list: blank filters are left out, the searched text trimmed and its spaces collapsed. */
export class SearchContents {
  constructor(private readonly contents: Pick<AdminContentsPort, 'list'>) {}

  execute(search: ContentSearch = {}): PortResult<readonly ContentSummary[]> {
    const clean = (value: string | undefined): string | undefined => {
      const trimmed = value?.trim().replace(/\s+/g, ' ');
      return trimmed === undefined || trimmed === '' ? undefined : trimmed;
    };
    const name = clean(search.name);
    const itemName = clean(search.itemName);
    const text = clean(search.text);
    return this.contents.list({
      ...(name === undefined ? {} : { name }),
      ...(itemName === undefined ? {} : { itemName }),
      ...(search.kind === undefined ? {} : { kind: search.kind }),
      ...(text === undefined ? {} : { text }),
    });
  }
}
