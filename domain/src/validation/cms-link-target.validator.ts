import { isAllowedContentHref } from '../contents/content-html-rules.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';

/**
 * The French refusal of a link target the contents may not hold (issue 24, rich-text editor): the targets
 * allowed are those of {@link isAllowedContentHref} — web addresses, `mailto:`, `tel:` and portal routes `#/…`
 * — which the server's sanitising at save enforces again.
 */
export const CMS_LINK_TARGET_ISSUE: ValidationIssue = issue(
  'CMS_LINK.TARGET',
  'Adresse du lien non autorisée : saisissez une adresse commençant par http:// ou https://, ' +
    'une adresse e-mail précédée de mailto:, un numéro précédé de tel: ou une page du portail commençant par #/.',
);

const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
const PHONE = /^tel:/iu;

/**
 * The link dialog's address: required; once trimmed, a target the contents may hold, without a space or a
 * control character inside (a typing slip, which a browser would otherwise encode into another address) but in
 * a phone number.
 */
export function validateCmsLinkTarget(value: string): ValidationResult {
  const href = value.trim();
  if (href === '') return [requiredFieldIssue];
  const slip = !PHONE.test(href) && SPACE_OR_CONTROL.test(href);
  return !slip && isAllowedContentHref(href) ? valid : [CMS_LINK_TARGET_ISSUE];
}
