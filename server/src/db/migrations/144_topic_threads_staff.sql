-- Issue 25 leftovers: the staff side of the threads members start on a topic (« Contrat », « Remboursements »,
-- « Cotisations », « Autre »), answered and closed in the back office « Demandes » (`/api/admin/discussions…`).
--
-- version: optimistic concurrency of the staff's answer and closing (every message, answer and closing increments
-- it; a stale one answers 409). last_author_kind: who wrote last (« En attente de réponse » = the member).
-- closed_at / closed_by: closed by a manager; a member's new message reopens the thread (closed_at back to null).
ALTER TABLE member_threads
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN last_author_kind text NOT NULL DEFAULT 'member' CHECK (last_author_kind IN ('member', 'staff')),
  ADD COLUMN closed_at timestamptz,
  -- No foreign key: the closing outlives its author's account.
  ADD COLUMN closed_by text;

UPDATE member_threads t SET last_author_kind = m.author_kind
  FROM (SELECT DISTINCT ON (thread_id) thread_id, author_kind FROM member_thread_messages
         ORDER BY thread_id, created_at DESC, id DESC) m
 WHERE m.thread_id = t.id;
