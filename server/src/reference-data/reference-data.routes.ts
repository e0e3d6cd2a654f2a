import {
  HABILITATION_ACTIONS,
  type HabilitationAction,
  type ReferenceDataKind,
  type SimulatorDomain,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { requireHabilitation } from '../back-office/public.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { type JsonRecord, readSeedRecords } from '../db/seeds/json-reader.ts';
import { listEnabledValues } from './reference-data.repository.ts';

interface Habilitation {
  readonly role: string;
  readonly ressource: string;
  readonly actions: readonly HabilitationAction[];
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
 * Read-only reference resources: reference data by kind (public: the enabled values, read from the database at
 * each request so that a back-office change is seen at the next request on every instance), the benefits
 * simulator's domains (member), and the admin-only habilitations (served under `/api/admin`, habilitation
 * `habilitations` / `read`: 403 `HTTP.FORBIDDEN_HABILITATION` otherwise, like every `/api/admin` operation).
 * The last two are read once from `server/seed/` at start.
 */
export async function referenceDataRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const simulator = readSeedRecords('simulateur.json').map(simulatorDomain);
  const habilitations = readHabilitations();

  app.get<{ Params: { kind: ReferenceDataKind } }>('/api/referentiel/:kind', async (request, reply) => {
    const values = await listEnabledValues(deps.db, request.params.kind);
    const items = values.map((value) => ({ code: value.code, libelle: value.label }));
    return reply.header('Cache-Control', 'no-cache').send(items);
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
