import type { ContentDetail } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome } from './content-outcome.ts';

/** « Restaurer »: version `number` is published again as the newest version (the item seen at `version`). */
export class RestoreContentVersion {
  constructor(private readonly contents: Pick<AdminContentsPort, 'restoreVersion'>) {}

  async execute(id: string, number: number, version: number): Promise<ContentWriteOutcome<ContentDetail>> {
    const result = await this.contents.restoreVersion(id, number, version);
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
