import type { OutboxEntry } from '../mail/outbox.repository.ts';

/** The route, code and userId of the first link of a mail (`…/#/<route>?code=…&userId=…`). */
export function tokenLinkOf(mail: OutboxEntry | undefined): { route: string; code: string; userId: string } {
  const link = mail?.links[0];
  if (!link) throw new Error('the mail has no link');
  const [route, query] = new URL(link).hash.slice(2).split('?');
  const params = new URLSearchParams(query);
  return { route: route ?? '', code: params.get('code') ?? '', userId: params.get('userId') ?? '' };
}
