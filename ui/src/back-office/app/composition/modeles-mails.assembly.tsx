import { HttpMailTemplatesAdapter } from '@portail/adapters';
import { MailTemplateEditorViewModel } from '../../mail-templates/mail-template-editor.view-model.ts';
import { MailTemplateListViewModel } from '../../mail-templates/mail-template-list.view-model.ts';
import { MailTemplatesScreen } from '../../mail-templates/mail-templates.screen.tsx';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Modèles de mails »: its adapter, view-models and screen. */
const assembleMailTemplates: BackOfficeAssembly = (kit) => {
  const templates = new HttpMailTemplatesAdapter(kit.http);
  const list = new MailTemplateListViewModel(templates);
  const editor = new MailTemplateEditorViewModel({
    templates,
    canEdit: kit.staff.can('modeles-mails', 'update'),
    notify: (intent, message) => kit.toasts.show({ intent, message }),
    announce: (message) => kit.announcer.announce(message),
  });
  return function MailTemplatesArea() {
    return <MailTemplatesScreen list={list} editor={editor} />;
  };
};

export default assembleMailTemplates;
