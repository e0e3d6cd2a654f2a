import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNT_ID } from '../testing/member-session.ts';
import {
  assignRequest,
  findAttachmentContent,
  findRequestThread,
  findThreadMessages,
  postStaffMessage,
  updateRequestStatus,
} from './public.ts';
import { insertThread } from './request-threads.repository.ts';
import {
  findMemberRequest,
  findRequestEvents,
  insertRequest,
  listContractRequests,
  nextRequestReference,
  type RequestRecord,
} from './requests.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

async function staffId(login: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM accounts WHERE user_name = $1', [login]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no account ${login}`);
  return id;
}

async function newRequest(id: string): Promise<RequestRecord> {
  const at = new Date('2026-11-20T09:00:00Z');
  const request: RequestRecord = {
    id,
    reference: await nextRequestReference(t.db, 2026),
    memberId: 'M001',
    accountId: DEMO_ACCOUNT_ID,
    contract: '1000001-01',
    memberNumber: '1000001',
    nomOffre: 'Santé Essentielle Famille',
    kind: 'remboursement',
    status: 'envoyee',
    payload: { type: 'remboursement', montant: 25 },
    modeGestion: 'manuel',
    submittedAt: at,
    dueAt: new Date(at.getTime() + 48 * 3600_000),
    statusChangedAt: at,
    version: 1,
    assignedTo: null,
    assignedAt: null,
  };
  await t.db.transaction(async (tx) => {
    await insertRequest(tx, request);
    await insertThread(tx, { ...request, id: `thread-${id}`, requestId: id, topic: null, createdAt: at });
  });
  return request;
}

describe('requests repository (migration 122)', () => {
  it('numbers requests from one sequence and reads them back for their member only', async () => {
    const first = await newRequest('00000000-0000-4000-8000-0000000000a1');
    const second = await newRequest('00000000-0000-4000-8000-0000000000a2');
    expect(second.reference > first.reference).toBe(true);
    expect((await listContractRequests(t.db, '1000001-01')).map((r) => r.id).slice(0, 2)).toEqual([
      second.id,
      first.id,
    ]);
    expect(await findMemberRequest(t.db, 'M001', first.id)).toMatchObject({ status: 'envoyee', version: 1 });
    expect(await findMemberRequest(t.db, 'M002', first.id)).toBeNull();
  });

  it('changes a status only from the version read, and keeps the change in the timeline', async () => {
    const request = await newRequest('00000000-0000-4000-8000-0000000000b1');
    const change = {
      requestId: request.id,
      expectedVersion: 1,
      from: 'envoyee' as const,
      to: 'complement-demande' as const,
      at: new Date('2026-11-21T09:00:00Z'),
      actorKind: 'staff' as const,
      actorAccountId: await staffId('gestionnaire@mutuelle.fr'),
      note: 'Merci de joindre la facture acquittée.',
    };
    expect(await updateRequestStatus(t.db, change)).toBe(2);
    expect(await updateRequestStatus(t.db, { ...change, to: 'refusee' })).toBeNull();
    const events = await findRequestEvents(t.db, request.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.note])).toEqual([
      [null, 'envoyee', null],
      ['envoyee', 'complement-demande', 'Merci de joindre la facture acquittée.'],
    ]);
  });

  it('gives a request to one manager only: the second is told who has it', async () => {
    const request = await newRequest('00000000-0000-4000-8000-0000000000c1');
    const gestionnaire = await staffId('gestionnaire@mutuelle.fr');
    const admin = await staffId('admin@mutuelle.fr');
    const at = new Date('2026-11-21T10:00:00Z');
    const [a, b] = await Promise.all([
      assignRequest(t.db, { requestId: request.id, staffAccountId: gestionnaire, expectedVersion: 1, at }),
      assignRequest(t.db, { requestId: request.id, staffAccountId: admin, expectedVersion: 1, at }),
    ]);
    expect(a).toEqual({ ok: true, version: 2 });
    expect(b).toEqual({ ok: false, assignedTo: gestionnaire, version: 2 });
  });

  it("files a staff message's documents under the request, and only the staff member's own uploads", async () => {
    const request = await newRequest('00000000-0000-4000-8000-0000000000d1');
    const gestionnaire = await staffId('gestionnaire@mutuelle.fr');
    for (const [name, account] of [
      ['staff.pdf', gestionnaire],
      ['member.pdf', DEMO_ACCOUNT_ID],
    ] as const) {
      await t.db.query(
        `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id, created_at, content)
         VALUES ($1, $1, 4, 'application/pdf', 'file', $2, now(), $3)`,
        [name, account, new Uint8Array([37, 80, 68, 70])],
      );
    }
    const message = { request, staffAccountId: gestionnaire, texte: 'Bonjour', at: new Date(), id: 'msg-1' };
    expect(await postStaffMessage(t.db, { ...message, pieces: ['member.pdf'] })).toEqual({
      ok: false,
      unknownFiles: ['member.pdf'],
    });
    expect(await postStaffMessage(t.db, { ...message, pieces: ['staff.pdf'] })).toEqual({
      ok: true,
      messageId: 'msg-1',
    });
    const thread = await findRequestThread(t.db, request.id);
    const messages = await findThreadMessages(t.db, thread?.id ?? '');
    expect(messages.map((m) => [m.authorKind, m.texte, m.pieces.map((p) => p.remoteFileName)])).toEqual([
      ['staff', 'Bonjour', ['staff.pdf']],
    ]);
    const where = { requestId: request.id, threadId: null };
    const found = await findAttachmentContent(t.db, { ...where, remoteFileName: 'staff.pdf' });
    expect(Buffer.from(found?.content ?? []).toString('latin1')).toBe('%PDF');
    expect(await findAttachmentContent(t.db, { ...where, remoteFileName: 'member.pdf' })).toBeNull();
  });
});
