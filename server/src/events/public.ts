/**
 * The public file of `events/` (docs/architecture.md): the append-only events table the features write to and
 * the statistics read (issue 27).
 */
export type { EventAttributes, EventKind, PortalEvent, SignInMethod } from './event-kinds.ts';
export { EVENT_KINDS } from './event-kinds.ts';
export { forgetMemberInEvents, lastSignIns, recordEvent } from './events.repository.ts';
export type { SignInEvent } from './events.repository.ts';
export { recordSignIn } from './sign-in-event.ts';
