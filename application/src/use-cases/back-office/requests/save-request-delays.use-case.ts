import type { CatalogueMessage, StaffRequestType, ValidationIssue } from '@portail/domain';
import { backOfficeRequestsCatalogue, catalogueMessage, parseTargetDelayHours } from '@portail/domain';
import type {
  RequestDelay,
  RequestDelays,
  RequestDelaysPort,
} from '../../../ports/back-office/request-delays.port.ts';
import { staffFailure } from '../../staff-failure.ts';

/** The delays as typed, per request type (text of the field). */
export type TypedRequestDelays = ReadonlyMap<StaffRequestType, string>;

export type SaveRequestDelaysOutcome =
  | { readonly kind: 'saved'; readonly delays: RequestDelays; readonly message: CatalogueMessage }
  /** A field that is not a whole number of hours in range: nothing was sent. */
  | { readonly kind: 'invalid'; readonly issues: ReadonlyMap<StaffRequestType, ValidationIssue> }
  /** 409: saved meanwhile; `current` (null when unreadable) is the base of the next save, the typed values stay. */
  | { readonly kind: 'stale'; readonly message: CatalogueMessage; readonly current: RequestDelays | null }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/** Saves the target delay of every request type, read at `version`, after the domain's rule. */
export class SaveRequestDelays {
  constructor(private readonly delays: RequestDelaysPort) {}

  async execute(typed: TypedRequestDelays, version: number): Promise<SaveRequestDelaysOutcome> {
    const issues = new Map<StaffRequestType, ValidationIssue>();
    const parsed: RequestDelay[] = [];
    for (const [type, text] of typed) {
      const outcome = parseTargetDelayHours(text);
      if (outcome.ok) parsed.push({ type, hours: outcome.hours });
      else issues.set(type, outcome.issue);
    }
    if (issues.size > 0) return { kind: 'invalid', issues };
    const result = await this.delays.save(parsed, version);
    if (result.ok)
      return {
        kind: 'saved',
        delays: result.value,
        message: catalogueMessage(backOfficeRequestsCatalogue.delaysSaved),
      };
    if (result.error.status !== 409) return { kind: 'failed', message: staffFailure(result.error) };
    const current = await this.delays.get();
    return {
      kind: 'stale',
      message: catalogueMessage(backOfficeRequestsCatalogue.delaysStale),
      current: current.ok ? current.value : null,
    };
  }
}
