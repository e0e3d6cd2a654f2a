import {
  HABILITATION_ACTIONS,
  type HabilitationAction,
  REFERENCE_DATA_KINDS,
  type SimulatorDomain,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { requireHabilitation } from '../back-office/public.ts';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { type JsonRecord, readSeedRecord, readSeedRecords } from '../db/seeds/json-reader.ts';

interface ReferenceItem {
  readonly code: string;
  readonly libelle: string;
}

interface Habilitation {
  readonly role: string;
  readonly ressource: string;
  readonly actions: readonly HabilitationAction[];
}

function readReferenceData(): ReadonlyMap<string, readonly ReferenceItem[]> {
  const file = readSeedRecord('referentiels.json');
  return new Map(
    REFERENCE_DATA_KINDS.map((kind) => [
      kind,
      file.records(kind).map((item) => ({ code: item.string('code'), libelle: item.string('libelle') })),
    ]),
  );
}

/** `actes` and `options` are free-form objects on the wire: kept as read. */
function simulatorDomain(record: JsonRecord): SimulatorDomain {
  return {
    libelle: record.string('libelle'),
    tags: record.strings('tags'),
    actes: record
      .records('actes')
      .map((item) => Object.fromEntries(item.keys().map((key) => [key, item.string(key)]))),
    subDomaines: record.records('subDomaines').map(simulatorDomain),
    options: record
      .records('options')
      .map((item) => Object.fromEntries(item.keys().map((key) => [key, item.string(key)]))),
    children: record.records('children').map(simulatorDomain),
    mettreEnValeur: record.boolean('mettreEnValeur'),
  };
}

function readHabilitations(): Habilitation[] {
  return readSeedRecords('habilitations.json').map((record) => ({
    role: record.string('role'),
    ressource: record.string('ressource'),
    actions: record.strings('actions').map((action) => {
      const known = HABILITATION_ACTIONS.find((candidate) => candidate === action);
      if (known === undefined) throw new Error(`habilitations.json: unknown action ${action}`);
      return known;
    }),
  }));
}

/**
 * Read-only reference resources: reference data by kind (public), the benefits simulator's domains
 * (member), and the admin-only habilitations (served under `/api/admin`, habilitation `habilitations` / `read`:
 * 403 `HTTP.FORBIDDEN_HABILITATION` otherwise, like every `/api/admin` operation).
 * Read once from `server/seed/` at start.
 */
export async function referenceDataRoutes(app: FastifyInstance, _deps: ServerDeps): Promise<void> {
  const referenceData = readReferenceData();
  const simulator = readSeedRecords('simulateur.json').map(simulatorDomain);
  const habilitations = readHabilitations();

  app.get<{ Params: { kind: string } }>('/api/referentiel/:kind', async (request, reply) => {
    const items = referenceData.get(request.params.kind);
    if (items === undefined) throw new HttpError(404);
    return reply.header('Cache-Control', 'public, max-age=300').send(items);
  });

  app.get('/api/simulateurprestation/domaines', async (request) => {
    await requireSession(request);
    return simulator;
  });

  app.get(
    '/api/admin/habilitations',
    { onRequest: requireHabilitation('habilitations', 'read') },
    async () => habilitations,
  );
}
