import {
  type MoveDirection,
  type ReferenceDataKind,
  referenceCodeIssue,
  referenceDataCatalogue,
  referenceLabelIssue,
} from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import {
  type ReferenceCursor,
  type ReferenceValue,
  bumpKindVersion,
  findNeighbour,
  findValues,
  insertValue,
  pageValues,
  swapRanks,
  updateValue,
} from '../../reference-data/public.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import {
  referenceFieldError,
  referenceKindStale,
  referenceValueUnknown,
} from './reference-data-admin-errors.ts';

interface KindParams {
  kind: ReferenceDataKind;
}
interface ValueParams extends KindParams {
  code: string;
}
interface PageQuery {
  recherche?: string;
  apres?: string;
  limite?: number;
}

const valueWire = (value: ReferenceValue) => ({
  code: value.code,
  libelle: value.label,
  rang: value.rank,
  actif: value.enabled,
});
const cursorText = (cursor: ReferenceCursor | null): string | null =>
  cursor === null ? null : `${String(cursor.rank)}:${cursor.code}`;
function cursorOf(text: string | undefined): ReferenceCursor | null {
  if (text === undefined) return null;
  const at = text.indexOf(':');
  return { rank: Number(text.slice(0, at)), code: text.slice(at + 1) };
}

async function valueOf(db: Queryable, kind: ReferenceDataKind, code: string): Promise<ReferenceValue> {
  const value = (await findValues(db, kind, [code])).get(code);
  if (value === undefined) throw referenceValueUnknown();
  return value;
}

function checkLabel(label: string): string {
  const issue = referenceLabelIssue(label);
  if (issue !== null) throw referenceFieldError('libelle', issue);
  return label.trim();
}

/**
 * « Référentiels », the values of the nine reference-data kinds (issue 27 §4): listed by pages (`read`), added
 * (`create`), renamed, disabled, enabled and moved one place (`update`). A value is never deleted (no delete
 * operation): disabled, it leaves the forms' lists and is still displayed where used. Every change is made at the
 * kind's version read (409 `FLOW.REFERENTIEL_VERSION_PERIMEE` otherwise, nothing written), bumps it, and is
 * appended to the history with before and after.
 */
export async function referenceDataAdminRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const base = '/api/admin/referentiels/:kind/valeurs';

  /** Runs `work` at the kind's next version and records it in the history; answers the value and the version. */
  async function change(
    request: FastifyRequest,
    kind: ReferenceDataKind,
    version: number,
    work: (
      tx: Queryable,
      by: { at: Date; login: string },
    ) => Promise<{
      code: string;
      action: string;
      summary: Record<string, unknown>;
    }>,
  ) {
    const { session } = await requireStaff(request);
    const by = { at: deps.clock.now(), login: session.userName };
    return deps.db.transaction(async (tx) => {
      const next = await bumpKindVersion(tx, kind, version);
      if (next === null) throw referenceKindStale();
      const done = await work(tx, by);
      await appendHistory(tx, {
        at: by.at,
        staffAccountId: session.accountId,
        staffLogin: session.userName,
        area: 'referentiels',
        item: `${kind}/${done.code}`,
        action: done.action,
        summary: done.summary,
      });
      return { version: next, valeur: valueWire(await valueOf(tx, kind, done.code)) };
    });
  }

  app.get<{ Params: KindParams; Querystring: PageQuery }>(
    base,
    { onRequest: requireHabilitation('referentiels', 'read') },
    async (request) => {
      const page = await pageValues(deps.db, request.params.kind, {
        search: (request.query.recherche ?? '').trim(),
        after: cursorOf(request.query.apres),
        limit: request.query.limite ?? 50,
      });
      return { version: page.version, valeurs: page.values.map(valueWire), suivant: cursorText(page.next) };
    },
  );

  app.post<{ Params: KindParams; Body: { version: number; code: string; libelle: string } }>(
    base,
    { onRequest: requireHabilitation('referentiels', 'create') },
    async (request, reply) => {
      const { kind } = request.params;
      const codeIssue = referenceCodeIssue(request.body.code);
      if (codeIssue !== null) throw referenceFieldError('code', codeIssue);
      const code = request.body.code.trim();
      const label = checkLabel(request.body.libelle);
      const saved = await change(request, kind, request.body.version, async (tx, by) => {
        if (!(await insertValue(tx, kind, { code, label }, by)))
          throw referenceFieldError('code', referenceDataCatalogue.codeTaken);
        return { code, action: 'create', summary: { after: label } };
      });
      return reply.status(201).send(saved);
    },
  );

  app.patch<{ Params: ValueParams; Body: { version: number; libelle?: string; actif?: boolean } }>(
    `${base}/:code`,
    { onRequest: requireHabilitation('referentiels', 'update') },
    async (request) => {
      const { kind, code } = request.params;
      const { libelle, actif } = request.body;
      const label = libelle === undefined ? undefined : checkLabel(libelle);
      return change(request, kind, request.body.version, async (tx, by) => {
        const before = await valueOf(tx, kind, code);
        await updateValue(tx, kind, code, { label, enabled: actif }, by);
        const summary: Record<string, unknown> =
          label !== undefined ? { before: before.label, after: label } : { libelle: before.label };
        if (actif !== undefined && label !== undefined) summary['actif'] = actif;
        const action = label !== undefined ? 'update' : actif === false ? 'disable' : 'enable';
        return { code, action, summary };
      });
    },
  );

  app.post<{ Params: ValueParams; Body: { version: number; sens: MoveDirection } }>(
    `${base}/:code/deplacement`,
    { onRequest: requireHabilitation('referentiels', 'update') },
    async (request) => {
      const { kind, code } = request.params;
      const { sens } = request.body;
      return change(request, kind, request.body.version, async (tx, by) => {
        const before = await valueOf(tx, kind, code);
        const neighbour = await findNeighbour(tx, kind, code, sens);
        if (neighbour === null) throw referenceFieldError('sens', referenceDataCatalogue.cannotMove);
        await swapRanks(tx, kind, [code, neighbour], by);
        return { code, action: 'reorder', summary: { libelle: before.label, sens, avec: neighbour } };
      });
    },
  );
}
