import { DEFAULT_REQUEST_TARGET_DELAY_HOURS, isRequestKind, isRequestStatus } from '@portail/domain';
import type { Queryable } from '../database.ts';
import { JsonRecord, readSeedJson } from './json-reader.ts';

const HOUR_MS = 3600_000;

function statusOf(value: string): string {
  if (!isRequestStatus(value)) throw new Error(`requests.json: unknown status ${value}`);
  return value;
}

/** Inserts one seeded request with its timeline and thread, unless it exists (its reference from the sequence). */
async function seedRequest(db: Queryable, raw: unknown, now: number): Promise<void> {
  const item = new JsonRecord(raw, 'requests.json');
  const id = item.string('id');
  const payload = item.nullableRecord('payload');
  if (payload === null) throw new Error('requests.json: payload expected');
  const kind = payload.string('type');
  if (!isRequestKind(kind)) throw new Error(`requests.json: unknown kind ${kind}`);
  const submitted = new Date(now - item.integer('hoursAgo') * HOUR_MS);
  const events = item.records('events');
  const status = events.length === 0 ? 'envoyee' : statusOf(events[events.length - 1]?.string('to') ?? '');
  const at = (hoursAfter: number) => new Date(submitted.getTime() + hoursAfter * HOUR_MS);
  const inserted = await db.query(
    `INSERT INTO member_requests (id, reference, member_id, account_id, numero_contrat_individuel, member_number,
                                  nom_offre, kind, status, payload, mode_gestion, submitted_at, due_at,
                                  status_changed_at, version)
     SELECT $1, 'DEM-' || extract(year FROM $6::timestamptz)::integer || '-'
                || lpad(nextval('member_request_reference_seq')::text, 7, '0'),
            m.id, (SELECT a.id FROM accounts a WHERE a.member_id = m.id ORDER BY a.created_at LIMIT 1),
            c.numero_contrat_individuel, m.numero_contrat, c.nom_offre, $4, $5, $7::jsonb, 'manuel', $6, $8, $9, $10
       FROM members m JOIN contracts c ON c.member_id = m.id
      WHERE m.id = $2 AND c.numero_contrat_individuel = $3
        AND NOT EXISTS (SELECT 1 FROM member_requests r WHERE r.id = $1)
     RETURNING id`,
    [
      id,
      item.string('memberId'),
      item.string('contract'),
      kind,
      status,
      submitted,
      JSON.stringify(raw !== null && typeof raw === 'object' && 'payload' in raw ? raw.payload : {}),
      new Date(submitted.getTime() + DEFAULT_REQUEST_TARGET_DELAY_HOURS[kind] * HOUR_MS),
      events.length === 0 ? submitted : at(events[events.length - 1]?.integer('hoursAfter') ?? 0),
      events.length + 1,
    ],
  );
  if (inserted.rowCount === 0) return;
  await db.query(
    `INSERT INTO member_request_events (request_id, at, kind, actor_kind, to_status) VALUES ($1, $2, 'status', 'member', 'envoyee')`,
    [id, submitted],
  );
  for (const event of events) {
    await db.query(
      `INSERT INTO member_request_events (request_id, at, kind, actor_kind, from_status, to_status, note)
       VALUES ($1, $2, 'status', $3, $4, $5, $6)`,
      [
        id,
        at(event.integer('hoursAfter')),
        event.string('actor'),
        statusOf(event.string('from')),
        statusOf(event.string('to')),
        event.nullableString('note'),
      ],
    );
  }
  const threadId = `${id}-fil`;
  await db.query(
    `INSERT INTO member_threads (id, member_id, numero_contrat_individuel, request_id, created_at, last_message_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [threadId, item.string('memberId'), item.string('contract'), id, submitted],
  );
  for (const [index, message] of item.records('messages').entries()) {
    const when = at(message.integer('hoursAfter'));
    await db.query(
      `INSERT INTO member_thread_messages (id, thread_id, author_kind, texte, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [`${threadId}-${index + 1}`, threadId, message.string('author'), message.string('texte'), when],
    );
    await db.query('UPDATE member_threads SET last_message_at = $2 WHERE id = $1', [threadId, when]);
  }
}

/**
 * « Mes demandes » demo (issue 25): four requests of Marie Dupont (demo@mutuelle.fr) on her first contract, one per
 * stage — « Complément demandé » with the manager's message, « Acceptée », « Envoyée », « Clôturée » after a
 * refusal —, dated from now; none for anyone else (Luc Moreau has none). Idempotent.
 */
export async function seedRequests(db: Queryable): Promise<void> {
  const now = Date.now();
  const items = readSeedJson('requests.json');
  if (!Array.isArray(items)) throw new Error('requests.json: an array is expected');
  for (const item of items) await seedRequest(db, item, now);
}
