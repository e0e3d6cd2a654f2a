import type { ContentDetail } from '@portail/domain';
import type { AdminContentsPort } from '../../../ports/admin-contents.port.ts';
import type { ContentWriteOutcome } from './content-outcome.ts';
import { failureOutcome } from './content-outcome.ts';

/** Publishes the saved draft seen at `version`: members read it at once (every instance). */
export class PublishContent {
  constructor(private readonly contents: Pick<AdminContentsPort, 'publish'>) {}

  async execute(id: string, version: number): Promise<ContentWriteOutcome<ContentDetail>> {
    const result = await this.contents.publish(id, version);
    return result.ok ? { kind: 'done', value: result.value } : failureOutcome(result.error);
  }
}
