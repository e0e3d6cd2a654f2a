import { openDatabase } from '../../../server/src/db/open-database.ts';
import { sha256Hex } from '../../../server/src/platform/random.ts';

/** A member seeded for the burst (one registration each). */
export interface BenchMember {
  readonly id: string;
  readonly numeroContrat: string;
  readonly email: string;
}

export interface RegistrationCheck {
  /** Acknowledged registrations found complete. */
  readonly present: number;
  /** Acknowledged e-mails with no complete registration. */
  readonly lost: readonly string[];
  /** Human-readable descriptions of every incomplete write found. */
  readonly halfWritten: readonly string[];
  /** Complete registrations whose answer never reached the client (committed, then killed). */
  readonly committedUnacknowledged: number;
  /** `.eml` file names recorded for the bench's activation mails (dispatched at restart). */
  readonly emlFiles: readonly string[];
}

interface AccountRow extends Record<string, unknown> {
  id: string;
  member_id: string;
  user_name: string;
  status: string;
}
interface TokenRow extends Record<string, unknown> {
  account_id: string;
  token_hash: string;
}
interface MailRow extends Record<string, unknown> {
  id: string;
  recipient: string;
  links: string[];
  eml_file: string | null;
}

/** The `code` and `userId` of an activation link (`…/#/activate-user?code=…&userId=…`). */
function activationLink(link: string): { code: string; userId: string } | null {
  const query = link.split('#/activate-user?')[1];
  if (query === undefined) return null;
  const params = new URLSearchParams(query);
  const code = params.get('code');
  const userId = params.get('userId');
  return code && userId ? { code, userId } : null;
}

/**
 * Opens the (stopped) server's database and checks what the registration transaction guarantees: each
 * bench account is pending, has exactly one unused Confirmation token, and one activation mail whose link
 * carries that very token and the account id; no activation mail exists without its account.
 */
export async function checkRegistrations(
  dataDir: string,
  members: readonly BenchMember[],
  ackedEmails: readonly string[],
): Promise<RegistrationCheck> {
  const db = await openDatabase({ dataDir });
  try {
    const benchIds = members.map((member) => member.id);
    const benchEmails = members.map((member) => member.email);
    const accounts = (
      await db.query<AccountRow>(
        'SELECT id, member_id, user_name, status FROM accounts WHERE member_id = ANY($1::text[])',
        [benchIds],
      )
    ).rows;
    const tokens = (
      await db.query<TokenRow>(
        `SELECT t.account_id, t.token_hash FROM account_tokens t JOIN accounts a ON a.id = t.account_id
          WHERE a.member_id = ANY($1::text[]) AND t.purpose = 'Confirmation' AND t.used_at IS NULL`,
        [benchIds],
      )
    ).rows;
    const mails = (
      await db.query<MailRow>(
        `SELECT id, recipient, links, eml_file FROM outbox WHERE template = 'activation' AND recipient = ANY($1::text[])`,
        [benchEmails],
      )
    ).rows;

    const halfWritten: string[] = [];
    const complete = new Set<string>();
    for (const account of accounts) {
      const live = tokens.filter((token) => token.account_id === account.id);
      const linked = mails.filter((mail) =>
        mail.links.some((link) => {
          const parsed = activationLink(link);
          return (
            parsed !== null &&
            parsed.userId === account.id &&
            live.some((token) => token.token_hash === sha256Hex(parsed.code))
          );
        }),
      );
      if (account.status !== 'pending') halfWritten.push(`${account.user_name}: status ${account.status}`);
      else if (live.length !== 1)
        halfWritten.push(`${account.user_name}: ${String(live.length)} live tokens`);
      else if (linked.length !== 1)
        halfWritten.push(`${account.user_name}: ${String(linked.length)} mails with the live token`);
      else complete.add(account.user_name);
    }
    const accountIds = new Set(accounts.map((account) => account.id));
    for (const mail of mails) {
      const ids = mail.links.map(activationLink).filter((link) => link !== null);
      if (!ids.some((link) => accountIds.has(link.userId))) {
        halfWritten.push(`activation mail ${mail.id} to ${mail.recipient} without its account`);
      }
    }
    const acked = new Set(ackedEmails);
    const lost = ackedEmails.filter((email) => !complete.has(email));
    return {
      present: ackedEmails.length - lost.length,
      lost,
      halfWritten,
      committedUnacknowledged: [...complete].filter((email) => !acked.has(email)).length,
      emlFiles: mails.map((mail) => mail.eml_file).filter((file) => file !== null),
    };
  } finally {
    await db.close();
  }
}
