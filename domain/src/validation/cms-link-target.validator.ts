import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';

/**
 * The targets a link of CMS content may have (issue 24, rich-text editor): a web address (`http://`,
 * `https://`), an e-mail address (`mailto:`) or a route of the portal (`#/…`, e.g. `#/register`); and a
 * phone number (`tel:`), which the seeded contents already use (a contact page's number). Anything
 * else — `javascript:`, `data:`, a relative path, a bare word — is refused: by the editor when typed or
 * pasted, and again by the server's sanitising at save.
 */
export const CMS_LINK_TARGET_ISSUE: ValidationIssue = issue(
  'CMS_LINK.TARGET',
  'Adresse du lien non autorisée : saisissez une adresse commençant par http:// ou https://, ' +
    'une adresse e-mail précédée de mailto:, un numéro précédé de tel: ou une page du portail commençant par #/.',
);

const PORTAL_ROUTE = /^#\/[^\s<>"'`\\]*$/u;
const MAILTO = /^mailto:[^\s@<>"'`\\]+@[^\s@<>"'`\\]+$/iu;
const TEL = /^tel:\+?[0-9][0-9 .()-]{1,30}$/iu;
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//iu.test(value) || CONTROL_OR_SPACE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether `href` is a link target CMS content may hold (see {@link CMS_LINK_TARGET_ISSUE}); never trimmed. */
export function isCmsLinkTarget(href: string): boolean {
  return PORTAL_ROUTE.test(href) || MAILTO.test(href) || TEL.test(href) || isWebAddress(href);
}

/** Required; a web address, a `mailto:` address, a `tel:` number or a portal route once trimmed. */
export function validateCmsLinkTarget(value: string): ValidationResult {
  const href = value.trim();
  if (href === '') return [requiredFieldIssue];
  return isCmsLinkTarget(href) ? valid : [CMS_LINK_TARGET_ISSUE];
}
