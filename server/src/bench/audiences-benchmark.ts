// Step of `npm run bench:server` (alone: `npm run bench:server -- --only=audiences`): the live count of « Audiences »
// with 500,000 members (`--members=N` for another size, server/src/bench/bulk-members.ts): each kind of criterion
// counted 3 times over HTTP as the administrator (POST /api/admin/audiences/decompte). Goal: every count ≤ 1 s.
import { loadavg } from 'node:os';
import type { AudienceCriterionDraft } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { writeBenchReport } from './bench-report-file.ts';
import { BULK_OFFERS, insertBulkMembers } from './bulk-members.ts';
import { adminCookies } from './history-benchmark.ts';

export const DEFAULT_AUDIENCE_MEMBERS = 500_000;
const GOAL_MS = 1000;
const ROUNDS = 3;

const RULES: readonly { readonly label: string; readonly criteres: readonly AudienceCriterionDraft[] }[] = [
  { label: 'tous', criteres: [{ type: 'tous' }] },
  { label: 'coordonnées bancaires manquantes', criteres: [{ type: 'coordonnees-bancaires-manquantes' }] },
  {
    label: 'offre + état + RIB manquant (même contrat)',
    criteres: [
      { type: 'offre', offres: [BULK_OFFERS[0] ?? ''] },
      { type: 'etat-contrat', etats: ['valide', 'suspendu'] },
      { type: 'coordonnees-bancaires-manquantes' },
    ],
  },
  {
    label: 'fonctionnalité active pour le contrat',
    criteres: [{ type: 'fonctionnalite', fonctionnalite: 'modalitePaiementPrestation' }],
  },
  {
    label: 'rôle + double authentification désactivée',
    criteres: [{ type: 'role', roles: ['User'] }, { type: 'double-authentification-desactivee' }],
  },
  { label: 'sans connexion depuis 6 mois', criteres: [{ type: 'sans-connexion', mois: 6 }] },
  { label: 'espace non créé', criteres: [{ type: 'compte-non-cree' }] },
];

/** Seeds the members, then times each count; true when every count took ≤ 1 s. */
export async function benchAudiencesAlone(c: {
  readonly db: Queryable;
  readonly base: string;
  readonly repoRoot: string;
  readonly members: number;
}): Promise<boolean> {
  const seeded = await insertBulkMembers(c.db, { count: c.members });
  const anonymous = await fetch(`${c.base}/api/config/portal`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const cookie = await adminCookies(c.db, c.base, csrf);
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? csrf;
  const rows: Record<string, { membres: number; 'pire (ms)': number; 'médiane (ms)': number }> = {};
  let worst = 0;
  for (const rule of RULES) {
    const times: number[] = [];
    let nombre = -1;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const response = await fetch(`${c.base}/api/admin/audiences/decompte`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
        body: JSON.stringify({ criteres: rule.criteres }),
      });
      const body = (await response.json()) as { nombre?: number };
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`decompte ${rule.label}: ${String(response.status)}`);
      nombre = body.nombre ?? -1;
    }
    times.sort((a, b) => a - b);
    const max = Math.round(times.at(-1) ?? 0);
    worst = Math.max(worst, max);
    rows[rule.label] = { membres: nombre, 'pire (ms)': max, 'médiane (ms)': Math.round(times[1] ?? 0) };
  }
  console.table(rows);
  const ok = worst <= GOAL_MS;
  console.log(
    `Audiences : décompte en direct sur ${seeded.members.toLocaleString('fr-FR')} adhérents (insérés en ${seeded.seconds.toFixed(1)} s) — le plus lent ${String(worst)} ms (objectif ≤ ${String(GOAL_MS)} ms) ${ok ? 'OK' : 'DÉPASSÉ'} ; charge ${loadavg()[0]?.toFixed(1) ?? ''}`,
  );
  await writeBenchReport(c.repoRoot, {
    suite: 'bench-audiences',
    title: `Audiences — décompte en direct avec ${String(seeded.members)} adhérents`,
    figures: Object.entries(rows).map(([label, row]) => ({
      label: `Décompte « ${label} » (pire de ${String(ROUNDS)})`,
      value: row['pire (ms)'],
      unit: 'ms',
      goal: `≤ ${String(GOAL_MS)}`,
      ok: row['pire (ms)'] <= GOAL_MS,
    })),
    notes: 'PGlite, machine partagée (2 cœurs) : mesure sous charge.',
  });
  return ok;
}
