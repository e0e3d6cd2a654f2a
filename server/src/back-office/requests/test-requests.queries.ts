import type { Queryable } from '../../db/database.ts';

/** A request as the tests of the staff side need it (inserted as the member's sending would, without the HTTP). */
export interface TestRequest {
  readonly id: string;
  readonly kind?: string;
  readonly status?: string;
  readonly submittedAt: Date;
  readonly dueAt: Date;
  readonly payload?: Record<string, unknown>;
  /** Marie Dupont's health contract by default. */
  readonly contract?: string;
  readonly files?: readonly { readonly name: string; readonly mimeType: string; readonly content: Buffer }[];
  /** Files the member uploaded already (`remoteFileName`s of `POST /api/upload`), attached as the quote. */
  readonly uploads?: readonly string[];
}

/** The demo hospital coverage request's form data (Léa Dupont at the Clinique du Parc). */
export const HOSPITAL_PAYLOAD = {
  type: 'prise-en-charge-hospitaliere',
  beneficiaire: 'P0010003',
  etablissement: {
    nom: 'Clinique du Parc',
    finess: '690000880',
    codePostal: '69006',
    email: 'admissions@clinique-du-parc.fr',
  },
  dateAdmission: '2026-12-03',
  typeHospitalisation: 'complete',
  devis: [],
};

/** Inserts a request of the contract's member, with its files attached (uploads of the member's account). */
export async function insertTestRequest(db: Queryable, request: TestRequest): Promise<string> {
  const contract = request.contract ?? '1000001-01';
  await db.query(
    `INSERT INTO member_requests (id, reference, member_id, account_id, numero_contrat_individuel, member_number,
                                  nom_offre, kind, status, payload, mode_gestion, submitted_at, due_at,
                                  status_changed_at)
     SELECT $1, 'DEM-2026-' || lpad((nextval('member_request_reference_seq'))::text, 7, '0'), c.member_id, NULL,
            c.numero_contrat_individuel, m.numero_contrat, c.nom_offre, $2, $3, $4, 'automatique', $5, $6, $5
       FROM contracts c JOIN members m ON m.id = c.member_id WHERE c.numero_contrat_individuel = $7`,
    [
      request.id,
      request.kind ?? 'prise-en-charge-hospitaliere',
      request.status ?? 'envoyee',
      JSON.stringify(request.payload ?? HOSPITAL_PAYLOAD),
      request.submittedAt,
      request.dueAt,
      contract,
    ],
  );
  for (const [position, file] of (request.files ?? []).entries()) {
    const id = `${request.id}-file-${String(position)}`;
    await db.query(
      `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id,
                                   index_ged, created_at, content)
       VALUES ($1, $2, $3, $4, 'devis', NULL, NULL, $5, $6)`,
      [id, file.name, file.content.length, file.mimeType, request.submittedAt, file.content],
    );
    await db.query(
      `INSERT INTO member_request_attachments (remote_file_name, member_id, request_id, field, position)
       SELECT $1, member_id, id, 'devis', $3 FROM member_requests WHERE id = $2`,
      [id, request.id, position],
    );
  }
  for (const [position, remoteFileName] of (request.uploads ?? []).entries())
    await db.query(
      `INSERT INTO member_request_attachments (remote_file_name, member_id, request_id, field, position)
       SELECT $1, member_id, id, 'devis', $3 FROM member_requests WHERE id = $2`,
      [remoteFileName, request.id, position],
    );
  return request.id;
}

/** Removes every request (the demo seed's included), so that a test owns the whole queue. */
export async function removeAllRequests(db: Queryable): Promise<void> {
  await db.query('DELETE FROM member_requests');
}
