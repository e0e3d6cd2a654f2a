-- Issue 25, « Mes demandes »: the requests members send (hospital coverage, refund, claim, beneficiary added or
-- removed, quote), their timeline, the message threads (one per request, and the threads a member starts on a
-- topic) and the documents attached to them. Migration 123 (the staff side) adds the target delays.
--
-- The staff queue reads member_requests alone (no join): the member number and the offer are copied in at sending,
-- and every filter × sort of the queue has a (filter, sort key, id) index for keyset pages at 200,000 rows.

CREATE SEQUENCE member_request_reference_seq;

CREATE TABLE member_requests (
  id text PRIMARY KEY,
  -- DEM-<year>-<sequence>, shown to the member and the staff.
  reference text NOT NULL UNIQUE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The account that sent it (null once that login is deleted: the request stays the member's).
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  -- Copies for the queue's filters: members.numero_contrat (the member number) and contracts.nom_offre.
  member_number text NOT NULL,
  nom_offre text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('prise-en-charge-hospitaliere', 'remboursement', 'declaration-sinistre',
                                     'ajout-beneficiaire', 'radiation-beneficiaire', 'devis')),
  status text NOT NULL CHECK (status IN ('envoyee', 'en-cours', 'complement-demande', 'acceptee', 'refusee',
                                         'cloturee')),
  -- The form's data, typed and normalised by the domain (RequestForm).
  payload jsonb NOT NULL,
  mode_gestion text NOT NULL CHECK (mode_gestion IN ('manuel', 'automatique')),
  submitted_at timestamptz NOT NULL,
  -- submitted_at + the kind's target delay when sent (the expected answer date shown to the member).
  due_at timestamptz NOT NULL,
  status_changed_at timestamptz NOT NULL,
  -- Optimistic concurrency: every change names the version it read and increments it (409 otherwise).
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- The staff account that took it (exclusive), null while in nobody's hands.
  assigned_to text REFERENCES accounts (id) ON DELETE SET NULL,
  assigned_at timestamptz
);
-- The reference sequence belongs to the table (a test reset, TRUNCATE … RESTART IDENTITY, restarts it).
ALTER SEQUENCE member_request_reference_seq OWNED BY member_requests.reference;

-- The member's list: a contract's requests, newest first.
CREATE INDEX member_requests_contract_idx ON member_requests (numero_contrat_individuel, submitted_at DESC, id DESC);
CREATE INDEX member_requests_member_idx ON member_requests (member_id, submitted_at DESC);
-- The staff queue: sorted by age (submitted_at) or by due date, whole or filtered.
CREATE INDEX member_requests_submitted_idx ON member_requests (submitted_at, id);
CREATE INDEX member_requests_due_idx ON member_requests (due_at, id);
CREATE INDEX member_requests_status_submitted_idx ON member_requests (status, submitted_at, id);
CREATE INDEX member_requests_status_due_idx ON member_requests (status, due_at, id);
CREATE INDEX member_requests_kind_submitted_idx ON member_requests (kind, submitted_at, id);
CREATE INDEX member_requests_kind_due_idx ON member_requests (kind, due_at, id);
CREATE INDEX member_requests_assigned_submitted_idx ON member_requests (assigned_to, submitted_at, id);
CREATE INDEX member_requests_assigned_due_idx ON member_requests (assigned_to, due_at, id);
CREATE INDEX member_requests_member_number_idx ON member_requests (member_number, submitted_at, id);
CREATE INDEX member_requests_offer_submitted_idx ON member_requests (nom_offre, submitted_at, id);
-- « En retard »: waiting on the insurer and past due_at (domain isRequestLate).
CREATE INDEX member_requests_late_idx ON member_requests (due_at, id) WHERE status IN ('envoyee', 'en-cours');

-- The timeline: each status change (and assignment, document issued…) with its date and who made it.
CREATE TABLE member_request_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id text NOT NULL REFERENCES member_requests (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('status', 'assignment', 'document')),
  actor_kind text NOT NULL CHECK (actor_kind IN ('member', 'staff', 'system')),
  -- No foreign key: an event outlives its author's account.
  actor_account_id text,
  from_status text,
  to_status text,
  note text CHECK (char_length(note) <= 2000)
);
CREATE INDEX member_request_events_request_idx ON member_request_events (request_id, at, id);

-- Message threads: one per request (request_id) or one a member started on a topic (topic).
CREATE TABLE member_threads (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  request_id text UNIQUE REFERENCES member_requests (id) ON DELETE CASCADE,
  topic text CHECK (topic IN ('contrat', 'remboursements', 'cotisations', 'autre')),
  created_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  CHECK ((request_id IS NULL) <> (topic IS NULL))
);
CREATE INDEX member_threads_topics_idx ON member_threads (numero_contrat_individuel, last_message_at DESC, id DESC)
  WHERE topic IS NOT NULL;
CREATE INDEX member_threads_last_message_idx ON member_threads (last_message_at, id) WHERE topic IS NOT NULL;

CREATE TABLE member_thread_messages (
  id text PRIMARY KEY,
  thread_id text NOT NULL REFERENCES member_threads (id) ON DELETE CASCADE,
  author_kind text NOT NULL CHECK (author_kind IN ('member', 'staff')),
  author_account_id text,
  texte text NOT NULL CHECK (char_length(texte) <= 4000),
  created_at timestamptz NOT NULL
);
CREATE INDEX member_thread_messages_thread_idx ON member_thread_messages (thread_id, created_at, id);

-- Documents of a request's form or of a message: uploads (POST /api/upload) of the member's account or of the
-- staff. A file is attached once (primary key), so an upload cannot be shown under two requests.
CREATE TABLE member_request_attachments (
  remote_file_name text PRIMARY KEY REFERENCES uploaded_files (remote_file_name) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id text REFERENCES member_requests (id) ON DELETE CASCADE,
  message_id text REFERENCES member_thread_messages (id) ON DELETE CASCADE,
  -- The form field (devis, factures, justificatifs, pieces) or 'message'.
  field text NOT NULL CHECK (char_length(field) <= 40),
  position integer NOT NULL DEFAULT 0,
  CHECK (request_id IS NOT NULL OR message_id IS NOT NULL)
);
CREATE INDEX member_request_attachments_request_idx ON member_request_attachments (request_id, position)
  WHERE request_id IS NOT NULL;
CREATE INDEX member_request_attachments_message_idx ON member_request_attachments (message_id, position)
  WHERE message_id IS NOT NULL;
