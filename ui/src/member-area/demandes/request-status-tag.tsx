import { Tag } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import type { RequestStatus } from '@portail/domain';

const INTENTS: Readonly<Record<RequestStatus, Intent>> = {
  envoyee: 'primary',
  'en-cours': 'primary',
  'complement-demande': 'warning',
  acceptee: 'success',
  refusee: 'danger',
  cloturee: 'none',
};

/** A request's status as a tag (its label is the text: the colour only repeats it). */
export function RequestStatusTag({ status, label }: { status: RequestStatus; label: string }) {
  return (
    <Tag minimal intent={INTENTS[status]} className="demandes-status">
      {label}
    </Tag>
  );
}
