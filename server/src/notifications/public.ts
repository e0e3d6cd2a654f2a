/**
 * The public file of `notifications/`: all another feature may import from it (docs/architecture.md) — the
 * function that delivers a notification to a member's notification centre (and its mail).
 */
export {
  type MemberNotificationRequest,
  type NotifyDeps,
  type NotifyOutcome,
  NOTIFICATIONS_ROUTE,
  notifyMember,
} from './notify-member.ts';
