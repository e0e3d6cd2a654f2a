import { describe, expect, it } from 'vitest';
import type { MailTemplateVariable } from './mail-template.ts';
import {
  MailTemplateRenderError,
  checkMailTemplate,
  renderTemplateText,
  sampleValues,
  templateVariablesOf,
} from './mail-template.ts';

const VARIABLES: MailTemplateVariable[] = [
  { name: 'prenom', label: 'Prénom', required: false, sample: 'Marie' },
  { name: 'lien', label: 'Lien', required: true, sample: 'https://exemple.fr/#/x' },
];

describe('mail templates', () => {
  it('lists the variables a text uses, once each, spaces inside the braces allowed', () => {
    expect(templateVariablesOf('Bonjour {{prenom}}, {{ lien }} et {{prenom}} {{}}')).toEqual([
      'prenom',
      'lien',
      '',
    ]);
  });

  it('accepts a template using only offered variables with every required one', () => {
    expect(checkMailTemplate(VARIABLES, { subject: 'Pour {{prenom}}', body: 'Ouvrez {{lien}}' })).toEqual([]);
  });

  it('refuses an unknown variable with the catalogue message naming it and the field', () => {
    const issues = checkMailTemplate(VARIABLES, { subject: 'Pour {{nom}}', body: '{{lien}}' });
    expect(issues).toEqual([
      expect.objectContaining({
        field: 'subject',
        code: 'FLOW.MAIL_TEMPLATE_UNKNOWN_VARIABLE',
        message: "La variable « {{nom}} » n'existe pas pour ce modèle.",
      }),
    ]);
  });

  it('refuses a link mail without its link', () => {
    const issues = checkMailTemplate(VARIABLES, { subject: 'Bonjour', body: 'Bonjour {{prenom}}' });
    expect(issues.map((i) => [i.code, i.message])).toEqual([
      [
        'FLOW.MAIL_TEMPLATE_MISSING_VARIABLE',
        'La variable obligatoire « {{lien}} » doit figurer dans le modèle.',
      ],
    ]);
  });

  it('refuses an empty subject or body', () => {
    expect(checkMailTemplate(VARIABLES, { subject: '  ', body: '{{lien}}' })[0]).toMatchObject({
      field: 'subject',
      code: 'FLOW.MAIL_TEMPLATE_EMPTY',
    });
  });

  it('renders values, escaped by the given function, and throws for a variable without a value', () => {
    const escape = (v: string) => v.replace(/</g, '&lt;');
    expect(renderTemplateText('Bonjour {{prenom}} !', { prenom: '<b>' }, escape)).toBe('Bonjour &lt;b> !');
    expect(() => renderTemplateText('{{nom}}', { prenom: 'x' })).toThrow(MailTemplateRenderError);
    expect(() => renderTemplateText('{{toString}}', {})).toThrow(MailTemplateRenderError);
  });

  it('gives the sample value of each variable', () => {
    expect(sampleValues(VARIABLES)).toEqual({ prenom: 'Marie', lien: 'https://exemple.fr/#/x' });
  });
});
