import type { MailTemplateDetail, MailTemplatePreview, PortError, PortResult } from '@portail/application';
import { err, ok } from '@portail/application';
import type { MailTemplateTexts } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { MailTemplateEditorViewModel } from './mail-template-editor.view-model.ts';

const RESET: MailTemplateDetail = {
  key: 'reset-password',
  label: 'Réinitialisation du mot de passe',
  description: '« Mot de passe oublié »',
  channel: 'mail',
  customised: false,
  version: 0,
  updatedAt: null,
  updatedBy: null,
  html: true,
  variables: [
    { name: 'prenom', label: 'Prénom', required: false, sample: 'Marie' },
    { name: 'lien', label: 'Lien', required: true, sample: 'https://x' },
  ],
  subject: 'Réinitialisation',
  body: 'Bonjour {{prenom}}\n\n{{lien}}',
  defaults: { subject: 'Réinitialisation', body: 'Bonjour {{prenom}}\n\n{{lien}}' },
};

const STALE: PortError = {
  code: 'FLOW.BACK_OFFICE_STALE_VERSION',
  message: "Cet élément a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
  severity: 'danger',
  status: 409,
};

function editor(options: { canEdit?: boolean; saves?: PortResult<MailTemplateDetail>[] } = {}) {
  const saved: { texts: MailTemplateTexts; version: number }[] = [];
  const notified: string[] = [];
  let current = RESET;
  const port = {
    get: () => Promise.resolve(ok(current)),
    save(_key: string, texts: MailTemplateTexts, version: number): PortResult<MailTemplateDetail> {
      saved.push({ texts, version });
      return options.saves?.shift() ?? Promise.resolve(ok({ ...current, ...texts, version: version + 1 }));
    },
    preview: (_key: string, texts: MailTemplateTexts): PortResult<MailTemplatePreview> =>
      Promise.resolve(
        ok({ subject: texts.subject, text: texts.body.replace('{{prenom}}', 'Marie'), html: null }),
      ),
    sendTest: () => Promise.resolve(ok('admin@mutuelle.fr')),
  };
  const model = new MailTemplateEditorViewModel({
    templates: port,
    canEdit: options.canEdit ?? true,
    notify: (_intent, message) => void notified.push(message),
    announce: () => undefined,
  });
  return { model, saved, notified, setCurrent: (t: MailTemplateDetail) => (current = t) };
}

describe('MailTemplateEditorViewModel', () => {
  it('checks the texts as they are typed with the catalogue messages, and saves nothing while they are wrong', async () => {
    const { model, saved } = editor();
    await model.open('reset-password');
    model.setBody('Bonjour {{iban}}');
    expect(model.issues.map((i) => i.message)).toEqual([
      "La variable « {{iban}} » n'existe pas pour ce modèle.",
      'La variable obligatoire « {{lien}} » doit figurer dans le modèle.',
    ]);
    expect(model.issueOf('body')).toContain('{{iban}}');
    await model.save();
    expect(saved).toEqual([]);
    expect(model.submitted).toBe(true);
  });

  it('saves from the version opened and takes the saved version', async () => {
    const { model, saved, notified } = editor();
    await model.open('reset-password');
    model.setSubject('Nouveau mot de passe');
    expect(model.dirty).toBe(true);
    await model.save();
    expect(saved).toEqual([{ texts: { subject: 'Nouveau mot de passe', body: RESET.body }, version: 0 }]);
    expect(model.version).toBe(1);
    expect(model.dirty).toBe(false);
    expect(notified).toEqual(['Le modèle a été enregistré.']);
  });

  it('keeps what was typed after a 409, and saves it from the latest version once asked', async () => {
    const { model, saved, setCurrent } = editor({ saves: [Promise.resolve(err(STALE))] });
    await model.open('reset-password');
    model.setSubject('Mon texte');
    await model.save();
    expect(model.conflict).toBe(true);
    expect(model.error).toBe(STALE.message);
    expect(model.subject).toBe('Mon texte');
    setCurrent({ ...RESET, subject: 'Texte du collègue', version: 3 });
    await model.takeLatestVersion();
    expect(model.subject).toBe('Mon texte');
    expect(model.version).toBe(3);
    await model.save();
    expect(saved.at(-1)).toEqual({ texts: { subject: 'Mon texte', body: RESET.body }, version: 3 });
  });

  it('previews the texts typed, sends a test, puts the defaults back, and lets a reader save nothing', async () => {
    const { model, notified } = editor();
    await model.open('reset-password');
    model.setBody('Salut {{prenom}} {{lien}}');
    await model.showPreview();
    expect(model.preview?.text).toBe('Salut Marie {{lien}}');
    await model.sendTest();
    expect(notified).toEqual(['Un e-mail de test a été envoyé à admin@mutuelle.fr.']);
    model.restoreDefaults();
    expect(model.body).toBe(RESET.defaults.body);

    const reader = editor({ canEdit: false });
    await reader.model.open('reset-password');
    reader.model.setSubject('x');
    await reader.model.save();
    expect(reader.saved).toEqual([]);
  });
});
