import { checkMailTemplate } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import type { AppLogger } from '../platform/logger.ts';
import { ACTIVATION_TEMPLATE, LOGIN_UNAVAILABLE_TEMPLATE } from './identity-mail-templates.catalogue.ts';
import { renderMail, templatedMessage } from './mail-template-definition.ts';
import { MAIL_TEMPLATES, mailTemplateDefinition } from './mail-templates.catalogue.ts';
import { SECURITY_CODE_SMS_TEMPLATE } from './member-mail-templates.catalogue.ts';
import { applyStoredTemplate } from './stored-mail-template.ts';

const MEMBER = { prenom: 'Jean', nom: 'Martin', mutuelle: 'Mutuelle Démo' };
const LINK = 'http://127.0.0.1:8080/#/activate-user?code=abc&userId=u1';

/** A database answering `mail_templates` reads with the given row (or none). */
function storing(row: Record<string, unknown> | null): Queryable {
  return {
    query: <T>() =>
      Promise.resolve({ rows: (row === null ? [] : [row]) as T[], rowCount: row === null ? 0 : 1 }),
    exec: () => Promise.resolve(),
  };
}

function recordingLogger(): AppLogger & { lines: unknown[] } {
  const lines: unknown[] = [];
  const push = (object: object, message?: string) => lines.push({ ...object, message });
  return { lines, info: push, warn: push, error: push };
}

const saved = (subject: string, body: string) => ({
  key: 'activation',
  subject,
  body,
  version: 2,
  updated_at: new Date(),
  updated_by: 'admin@mutuelle.fr',
});

describe('the mail templates catalogue', () => {
  it('has unique keys, and default texts every template accepts', () => {
    expect(new Set(MAIL_TEMPLATES.map((t) => t.key)).size).toBe(MAIL_TEMPLATES.length);
    for (const template of MAIL_TEMPLATES)
      expect(checkMailTemplate(template.variables, template.defaults), template.key).toEqual([]);
    expect(mailTemplateDefinition('reset-password')?.variables.find((v) => v.name === 'lien')?.required).toBe(
      true,
    );
  });

  it('renders the activation mail with the portal’s own wording, its link and an HTML part', () => {
    const message = templatedMessage(ACTIVATION_TEMPLATE, 'jean.martin@example.fr', {
      ...MEMBER,
      lien: LINK,
    });
    expect(message).toMatchObject({
      kind: 'mail',
      template: 'activation',
      subject: 'Activez votre espace adhérent Mutuelle Démo',
      links: [LINK],
      templated: { key: 'activation' },
    });
    expect(message.text).toBe(
      [
        'Bonjour Jean Martin,',
        '',
        "Votre demande de création d'espace adhérent Mutuelle Démo a bien été enregistrée.",
        '',
        'Pour activer votre espace, ouvrez le lien ci-dessous (valable 24 heures).',
        '',
        'Vous vous connecterez ensuite avec cette adresse e-mail et le mot de passe choisi lors de votre demande :',
        '',
        LINK,
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        '',
        "L'équipe Mutuelle Démo",
      ].join('\n'),
    );
    expect(message.html).toContain(
      `<p><a href="${LINK.replace('&', '&amp;')}">Activer mon espace adhérent</a></p>`,
    );
  });

  it('escapes the variables and the text of an HTML part, and keeps text-only mails without one', () => {
    const rendered = renderMail(
      ACTIVATION_TEMPLATE,
      { subject: 'Pour {{prenom}}', body: 'Bonjour <b>{{prenom}}</b>\n\n{{lien}}' },
      { ...MEMBER, prenom: '<script>alert(1)</script>', lien: 'javascript:"x' },
    );
    expect(rendered.html).toContain(
      '<p>Bonjour &lt;b&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/b&gt;</p>',
    );
    expect(rendered.html).toContain('<a href="javascript:&quot;x">');
    expect(rendered.html).not.toContain('<script>');
    expect(renderMail(LOGIN_UNAVAILABLE_TEMPLATE, LOGIN_UNAVAILABLE_TEMPLATE.defaults, MEMBER).html).toBe(
      undefined,
    );
    const sms = templatedMessage(SECURITY_CODE_SMS_TEMPLATE, '0612345678', { mutuelle: 'M', code: '123456' });
    expect(sms).toMatchObject({ kind: 'sms', template: 'security-code' });
    expect(sms.text).toContain('votre code de sécurité est 123456');
  });
});

describe('a saved template at send time', () => {
  const message = templatedMessage(ACTIVATION_TEMPLATE, 'jean.martin@example.fr', { ...MEMBER, lien: LINK });

  it('replaces the default texts when it renders', async () => {
    const logger = recordingLogger();
    const sent = await applyStoredTemplate(
      storing(saved('Bienvenue {{prenom}}', 'Cher {{prenom}},\n\n{{lien}}')),
      message,
      logger,
    );
    expect(sent.subject).toBe('Bienvenue Jean');
    expect(sent.text).toBe(`Cher Jean,\n\n${LINK}`);
    expect(sent.html).toContain('<p>Cher Jean,</p>');
    expect(sent.links).toEqual([LINK]);
    expect(logger.lines).toEqual([]);
  });

  it('never blocks the mail: a saved version that no longer fits sends the default, logged without personal data', async () => {
    for (const [subject, body] of [
      ['Bonjour {{prenom}}', 'Votre code {{code}} : {{lien}}'], // a variable this mail does not give
      ['Bonjour {{prenom}}', 'Sans lien'], // the required link removed (a row written by hand)
    ] as const) {
      const logger = recordingLogger();
      const sent = await applyStoredTemplate(storing(saved(subject, body)), message, logger);
      expect(sent).toEqual(message);
      expect(logger.lines).toHaveLength(1);
      const line = JSON.stringify(logger.lines[0]);
      expect(line).toContain('activation');
      for (const personal of ['Jean', 'Martin', 'jean.martin', 'abc', 'u1'])
        expect(line).not.toContain(personal);
    }
  });

  it('leaves a message without a template, or whose template has no saved version, as it is', async () => {
    const logger = recordingLogger();
    expect(await applyStoredTemplate(storing(null), message, logger)).toBe(message);
    const plain = { kind: 'mail' as const, template: 'x', to: 'a@b.fr', subject: 's', text: 't' };
    expect(await applyStoredTemplate(storing(saved('a', 'b')), plain, logger)).toBe(plain);
    expect(logger.lines).toEqual([]);
  });
});
