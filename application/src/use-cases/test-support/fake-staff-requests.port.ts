import type { StaffRequestStatus } from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type {
  RequestDelay,
  RequestDelays,
  RequestDelaysPort,
} from '../../ports/back-office/request-delays.port.ts';
import type {
  StaffRequestAction,
  StaffRequestDetail,
  StaffRequestQueueFilter,
  StaffRequestQueuePage,
  StaffRequestsPort,
  StaffRequestSummary,
} from '../../ports/back-office/staff-requests.port.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function aStaffRequestSummary(overrides: Partial<StaffRequestSummary> = {}): StaffRequestSummary {
  return {
    id: 'dem-1',
    reference: 'D-2026-000001',
    type: 'prise-en-charge-hospitaliere',
    status: 'envoyee',
    sentAt: new Date('2026-11-24T09:00:00.000Z'),
    dueAt: new Date('2026-11-26T09:00:00.000Z'),
    late: false,
    memberNumber: '1000001',
    memberName: 'Marie Dupont',
    contractNumber: 'C-1000001',
    offer: 'SANTE-ESSENTIELLE',
    assignedTo: null,
    version: 1,
    ...overrides,
  };
}

export function aStaffRequest(overrides: Partial<StaffRequestDetail> = {}): StaffRequestDetail {
  return {
    ...aStaffRequestSummary(),
    member: {
      civility: 'Madame',
      lastName: 'Dupont',
      firstName: 'Marie',
      email: 'demo@mutuelle.fr',
      paperless: true,
    },
    contract: { state: 'valide' },
    data: {
      etablissement: { nom: 'Clinique du Parc', finess: '690000880', codePostal: '69003' },
      dateAdmission: '2026-12-02',
      typeHospitalisation: 'complete',
    },
    attachments: [
      {
        id: 'pj-1',
        fileName: 'devis.pdf',
        contentType: 'application/pdf',
        size: 48_000,
        addedAt: new Date('2026-11-24T09:00:00.000Z'),
        origin: 'adherent',
        url: '/api/admin/demandes/dem-1/pieces/pj-1/visionneuse',
      },
    ],
    thread: [],
    timeline: [{ at: new Date('2026-11-24T09:00:00.000Z'), status: 'envoyee', by: 'Adhérent', note: null }],
    allowedActions: ['take'],
    ...overrides,
  };
}

export const GESTIONNAIRE = { id: 'staff-g', login: 'gestionnaire@mutuelle.fr', name: 'Gérard Gestion' };

const NO_COUNTS: Record<StaffRequestStatus, number> = {
  envoyee: 0,
  'en-cours': 0,
  'complement-demande': 0,
  acceptee: 0,
  refusee: 0,
  cloturee: 0,
};

export function someCounts(
  counts: Partial<Record<StaffRequestStatus, number>>,
): Record<StaffRequestStatus, number> {
  return { ...NO_COUNTS, ...counts };
}

/** Hand-written fake of the « Demandes » port: every call succeeds unless the test scripts otherwise. */
export class FakeStaffRequestsPort implements StaffRequestsPort {
  readonly queueCall = new ScriptedCall<
    [StaffRequestQueueFilter, string | null],
    Answer<StaffRequestQueuePage>
  >('queue', ok({ items: [aStaffRequestSummary()], next: null, counts: someCounts({ envoyee: 1 }) }));
  readonly getCall = new ScriptedCall<[string], Answer<StaffRequestDetail>>('get', ok(aStaffRequest()));
  readonly actCall = new ScriptedCall<[string, number, StaffRequestAction], Answer<StaffRequestDetail>>(
    'act',
    ok(aStaffRequest({ version: 2, status: 'en-cours', assignedTo: GESTIONNAIRE })),
  );

  queue(filter: StaffRequestQueueFilter, cursor: string | null) {
    return Promise.resolve(this.queueCall.invoke(filter, cursor));
  }

  get(id: string) {
    return Promise.resolve(this.getCall.invoke(id));
  }

  act(id: string, version: number, action: StaffRequestAction) {
    return Promise.resolve(this.actCall.invoke(id, version, action));
  }
}

export function someDelays(overrides: Partial<RequestDelays> = {}): RequestDelays {
  return {
    version: 3,
    delays: [
      { type: 'prise-en-charge-hospitaliere', label: 'Demande de prise en charge hospitalière', hours: 48 },
      { type: 'remboursement', label: 'Demande de remboursement', hours: 120 },
    ],
    ...overrides,
  };
}

/** Hand-written fake of the target delays port. */
export class FakeRequestDelaysPort implements RequestDelaysPort {
  readonly getCall = new ScriptedCall<[], Answer<RequestDelays>>('get', ok(someDelays()));
  readonly saveCall = new ScriptedCall<[readonly RequestDelay[], number], Answer<RequestDelays>>(
    'save',
    ok(someDelays({ version: 4 })),
  );

  get() {
    return Promise.resolve(this.getCall.invoke());
  }

  save(delays: readonly RequestDelay[], version: number) {
    return Promise.resolve(this.saveCall.invoke(delays, version));
  }
}
