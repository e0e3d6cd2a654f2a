import { HttpFaqAdminAdapter } from '@portail/adapters';
import { FaqEditorViewModel } from '../../faq/faq-editor.view-model.ts';
import { FaqFeedbackViewModel } from '../../faq/faq-feedback.view-model.ts';
import { FaqScreen } from '../../faq/faq.screen.tsx';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** Saves a downloaded file through a temporary link (the browser's download). */
function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** « FAQ »: its adapter, view-models and screen. */
const assembleFaq: BackOfficeAssembly = (kit) => {
  const faq = new HttpFaqAdminAdapter(kit.http);
  const feedback = new FaqFeedbackViewModel({
    faq,
    save: saveFile,
    announce: (message) => kit.announcer.announce(message),
  });
  const editor = new FaqEditorViewModel({
    faq,
    canEdit: kit.staff.can('faq', 'update'),
    notify: (message) => kit.toasts.show({ intent: 'success', message }),
    announce: (message) => kit.announcer.announce(message),
  });
  return function FaqArea() {
    return <FaqScreen feedback={feedback} editor={editor} />;
  };
};

export default assembleFaq;
