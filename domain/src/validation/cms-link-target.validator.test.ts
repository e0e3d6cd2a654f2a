import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_CODE } from './required.rule.ts';
import {
  CMS_LINK_TARGET_ISSUE,
  isCmsLinkTarget,
  validateCmsLinkTarget,
} from './cms-link-target.validator.ts';

describe('the link targets of CMS content', () => {
  it.each([
    'https://www.ameli.fr/assure/remboursements',
    'http://exemple.fr',
    'HTTPS://EXEMPLE.FR/a?b=c#d',
    'mailto:contact@mutuelle.fr',
    'MAILTO:contact@mutuelle.fr?subject=Aide',
    '#/register',
    '#/page/mentions-legales',
    '#/',
    'tel:+33969320000',
    'tel:09 69 32 00 00',
  ])('accepts a web address, a mailto: address, a tel: number or a portal route: %s', (href) => {
    expect(isCmsLinkTarget(href)).toBe(true);
    expect(validateCmsLinkTarget(href)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/admin/',
    'register',
    '#register',
    'ftp://exemple.fr',
    'https://',
    'https://exemple.fr/a b',
    'https://exemple.fr/\u0007',
    'mailto:personne',
    '#/a"onmouseover="alert(1)',
    'file:///C:/Users/Word/image001.png',
    'tel:appelez-nous',
  ])('refuses anything else with the French message: %s', (href) => {
    expect(isCmsLinkTarget(href)).toBe(false);
    expect(validateCmsLinkTarget(href)).toEqual([CMS_LINK_TARGET_ISSUE]);
  });

  it('asks for an address when none is typed, and trims what is typed', () => {
    expect(validateCmsLinkTarget('   ').map((found) => found.code)).toEqual([REQUIRED_FIELD_CODE]);
    expect(validateCmsLinkTarget('  #/faq  ')).toEqual([]);
    expect(isCmsLinkTarget('  #/faq  ')).toBe(false);
  });

  it('words its refusal in French, naming the three kinds of target', () => {
    expect(CMS_LINK_TARGET_ISSUE.message).toMatch(/http:\/\/.*mailto:.*tel:.*#\//u);
  });
});
