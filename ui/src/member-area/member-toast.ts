import type { CatalogueMessage, MessageSeverity } from '@portail/domain';
import type { ToastIntent, ToastRequest } from '../widgets/toasts/toast.service.ts';

const INTENT_OF: Readonly<Record<MessageSeverity, ToastIntent>> = {
  danger: 'danger',
  success: 'success',
  info: 'primary',
};

/** The toast of a catalogue message (spec §8): its French text, the server's detail, the alert style. */
export function memberToast(message: CatalogueMessage): ToastRequest {
  const detail = message.detail?.trim() ?? '';
  const intent = INTENT_OF[message.severity];
  return detail === '' ? { intent, message: message.message } : { intent, message: message.message, detail };
}
